import { describe, expect, it } from 'vitest';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';
import type { Plant } from './plant.ts';

function status(plant: Plant, serial: string) {
  const state = plant.state(serial);
  if (!state) throw new Error(`no runtime inverter ${serial}`);
  return state;
}

/** Runs second by second and records every change of a value. */
function watch<T>(t: ReturnType<typeof testPlant>, seconds: number, read: () => T): T[] {
  const seen: T[] = [read()];
  for (let i = 0; i < seconds; i++) {
    t.runFor(1);
    const value = read();
    if (value !== seen[seen.length - 1]) seen.push(value);
  }
  return seen;
}

describe('round-robin polling (§2.4)', () => {
  it('polls one inverter per interval in slot order, each every N × interval', () => {
    const serials = [SERIAL.hm4, SERIAL.hms2, SERIAL.hmt6];
    // No lost packets here, so every poll turn shows up as a new packet.
    const t = testPlant(
      berlinTime(6, 21, 12, 0),
      serials.map((s) => inverterConfig(s)),
      { tuning: { partialRate: 0, corruptRate: 0 } },
    );
    const order: string[] = [];
    const packets = new Map<string, number[]>();
    let versions = serials.map((s) => status(t.plant, s).statsVersion);
    for (let second = 0; second < 61; second++) {
      t.runFor(1);
      const next = serials.map((s) => status(t.plant, s).statsVersion);
      next.forEach((v, i) => {
        const serial = serials[i] ?? '';
        if (v === versions[i]) return;
        order.push(serial);
        packets.set(serial, [...(packets.get(serial) ?? []), second]);
      });
      versions = next;
    }
    expect(order.slice(0, 6)).toEqual([...serials, ...serials]);
    for (const serial of serials) {
      const times = packets.get(serial) ?? [];
      expect(times.length).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(15);
    }
  });

  it('counts every request in the radio statistics', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hms2)], {
      tuning: { partialRate: 0.2, corruptRate: 0.05 },
    });
    t.runFor(1000);
    const stats = status(t.plant, SERIAL.hms2).radioStats;
    expect(stats.tx_request).toBe(200);
    expect(stats.rx_success + stats.rx_fail_nothing + stats.rx_fail_partial + stats.rx_fail_corrupt).toBe(
      200,
    );
    expect(stats.rx_fail_partial).toBeGreaterThan(0);
    expect(stats.rx_fail_corrupt).toBeGreaterThan(0);
    expect(stats.tx_re_request).toBeGreaterThan(stats.rx_fail_partial);
    // CMT reports a real level, not the NRF's two values.
    expect(stats.rssi).toBeLessThan(-40);
    expect(stats.rssi).toBeGreaterThan(-100);
    expect(t.plant.resetStats(SERIAL.hms2)).toBe(true);
    expect(status(t.plant, SERIAL.hms2).radioStats).toMatchObject({
      tx_request: 0,
      rx_success: 0,
      rssi: -127,
    });
    expect(t.plant.resetStats('999980000001')).toBe(false);
  });

  it('reports only −30 or −80 dBm on NRF', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2), inverterConfig(SERIAL.hm4)]);
    t.runFor(30);
    for (const serial of [SERIAL.hm2, SERIAL.hm4])
      expect([-30, -80]).toContain(status(t.plant, serial).radioStats.rssi);
  });

  it('never polls an inverter whose radio is disabled', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2), inverterConfig(SERIAL.hms2)]);
    t.plant.reconfigure({ dtu: { pollIntervalSeconds: 5, nrfEnabled: true, cmtEnabled: false } });
    t.runFor(60);
    expect(status(t.plant, SERIAL.hms2).radioStats.tx_request).toBe(0);
    expect(status(t.plant, SERIAL.hm2).radioStats.tx_request).toBeGreaterThan(0);
    expect(t.plant.radioBusy('cmt')).toBe(false);
  });

  it('shows the radio busy while a request is in flight', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2)]);
    t.plant.setLimit(SERIAL.hm2, 50, 1);
    expect(t.plant.radioBusy('nrf')).toBe(true);
    expect(t.plant.radioBusy()).toBe(true);
    t.runFor(4);
    expect(t.plant.radioBusy()).toBe(false);
  });
});

describe('day and night flags (§9.2)', () => {
  const night = berlinTime(6, 21, 1, 0);

  it('stops polling at night without poll_enable_night', () => {
    const t = testPlant(night, [
      inverterConfig(SERIAL.hm2, { poll_enable_night: false }),
      inverterConfig(SERIAL.hm1, { poll_enable_night: true }),
    ]);
    expect(t.plant.isDay()).toBe(false);
    t.runFor(60);
    const off = status(t.plant, SERIAL.hm2);
    expect(off.pollEnabled).toBe(false);
    expect(off.reachable).toBe(false);
    expect(off.radioStats.tx_request).toBe(0);
    expect(status(t.plant, SERIAL.hm1).pollEnabled).toBe(true);
    expect(status(t.plant, SERIAL.hm1).radioStats.tx_request).toBeGreaterThan(0);
  });

  it('polls by day regardless of poll_enable_night, never without poll_enable', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [
      inverterConfig(SERIAL.hm2, { poll_enable_night: false }),
      inverterConfig(SERIAL.hm1, { poll_enable: false }),
    ]);
    t.runFor(30);
    expect(status(t.plant, SERIAL.hm2).pollEnabled).toBe(true);
    expect(status(t.plant, SERIAL.hm1).pollEnabled).toBe(false);
    expect(status(t.plant, SERIAL.hm1).radioStats.tx_request).toBe(0);
  });

  it('drops commands silently when they are disabled', () => {
    const t = testPlant(night, [inverterConfig(SERIAL.hm2, { command_enable_night: false })]);
    expect(t.plant.setLimit(SERIAL.hm2, 50, 1)).toBe('dropped');
    expect(t.plant.setPower(SERIAL.hm2, false)).toBe('dropped');
    expect(t.plant.limitStatus(SERIAL.hm2)?.limit_set_status).toBe('Ok');
    expect(t.plant.powerStatus(SERIAL.hm2)?.power_set_status).toBe('Ok');
    const day = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2, { command_enable: false })]);
    expect(day.plant.restart(SERIAL.hm2)).toBe('dropped');
  });
});

describe('command status machine (§5)', () => {
  it('goes Pending at once and Ok after 1–3 s, then applies the limit', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm4)]);
    t.runFor(10);
    expect(t.plant.setLimit(SERIAL.hm4, 40, 1)).toBe('queued');
    expect(t.plant.limitStatus(SERIAL.hm4)?.limit_set_status).toBe('Pending');
    const seen = watch(t, 10, () => t.plant.limitStatus(SERIAL.hm4)?.limit_set_status);
    expect(seen).toEqual(['Pending', 'Ok']);
    expect(t.plant.limitStatus(SERIAL.hm4)?.limit_relative).toBe(40);
  });

  it('fails after 5 attempts of 2 s at night and is re-sent on the next poll turn', () => {
    const t = testPlant(berlinTime(6, 21, 1, 0), [inverterConfig(SERIAL.hm2)]);
    t.runFor(3);
    expect(t.plant.setLimit(SERIAL.hm2, 50, 257)).toBe('queued');
    const started = t.plant.now();
    let failedAt = 0;
    const seen = watch(t, 30, () => {
      const s = t.plant.limitStatus(SERIAL.hm2)?.limit_set_status;
      if (s === 'Failure' && failedAt === 0) failedAt = t.plant.now();
      return s;
    });
    expect(seen.slice(0, 3)).toEqual(['Pending', 'Failure', 'Pending']);
    expect(failedAt - started).toBeGreaterThanOrEqual(10_000);
    expect(status(t.plant, SERIAL.hm2).radioStats.rx_fail_nothing).toBeGreaterThanOrEqual(5);
  });

  it('runs power commands through the same machine', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2)]);
    t.runFor(10);
    expect(t.plant.setPower(SERIAL.hm2, false)).toBe('queued');
    expect(t.plant.powerStatus(SERIAL.hm2)?.power_set_status).toBe('Pending');
    t.runFor(4);
    expect(t.plant.powerStatus(SERIAL.hm2)?.power_set_status).toBe('Ok');
  });

  it('rejects unknown limit types', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2)]);
    expect(t.plant.setLimit(SERIAL.hm2, 50, 4)).toBe('invalid-type');
    expect(t.plant.setLimit(SERIAL.hm2, 50, 3)).toBe('queued');
  });
});
