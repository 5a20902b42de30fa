import { configDefaults } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { zoneFromTz } from '@dtu-web/protocol';
import { sunState } from '../ntp/sunState.ts';
import { Plant } from '../sim/index.ts';
import { dtuOf, hintsOf, siteOf } from './settings.ts';

const RADIOS = { nrfConfigured: true, cmtConfigured: true };

describe('plant settings from config.json', () => {
  it('gives the NTP page and the plant the same day/night switch, minute by minute around dawn and dusk', () => {
    for (const sunsettype of [0, 1, 2, 3]) {
      const ntp = { ...configDefaults().ntp, sunsettype, latitude: 48.2, longitude: 16.37 };
      const zone = zoneFromTz(ntp.timezone);
      let now = Date.parse('2024-03-30T00:00:00Z');
      const plant = new Plant({
        clock: { now: () => now, monotonic: () => now },
        site: siteOf(ntp),
        dtu: dtuOf(configDefaults().dtu, RADIOS),
        inverters: [],
      });
      // Across the DST switch of 2024-03-31, in 5-minute steps for two days.
      for (let i = 0; i < 576; i++) {
        now += 5 * 60_000;
        plant.tick();
        expect(plant.isDay(), new Date(now).toISOString()).toBe(sunState(zone, now, ntp).isDayPeriod);
      }
    }
  });

  it('uses the POSIX rule of ntp.timezone for local time', () => {
    const site = siteOf({ ...configDefaults().ntp, timezone: 'EST5EDT,M3.2.0,M11.1.0' });
    expect(site.utcOffsetMinutes(Date.UTC(2024, 6, 1))).toBe(-240);
    expect(site.utcOffsetMinutes(Date.UTC(2024, 0, 1))).toBe(-300);
  });

  it('polls a radio only when its pins are configured', () => {
    expect(
      dtuOf({ ...configDefaults().dtu, poll_interval: 9 }, { nrfConfigured: true, cmtConfigured: false }),
    ).toEqual({ pollIntervalSeconds: 9, nrfEnabled: true, cmtEnabled: false });
  });

  it('derives the hints: clock set, radios fine, default password while unchanged', () => {
    const config = configDefaults();
    expect(hintsOf(config, RADIOS)).toEqual({
      time_sync: false,
      radio_problem: false,
      default_password: true,
    });
    config.security.password = 'changed-it';
    expect(hintsOf(config, RADIOS).default_password).toBe(false);
  });
});
