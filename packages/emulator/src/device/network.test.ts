import { configDefaults } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { deviceIdentity } from './identity.ts';
import { networkStatus } from './network.ts';

const facts = { identity: deviceIdentity(), hostname: 'OpenDTU-1A2B3C', random: () => 0.5 };

describe('network status', () => {
  it('has no station connection and an open access point without an SSID', () => {
    const status = networkStatus(configDefaults(), { ...facts, apOnForMs: 10 * 60_000 });
    expect(status).toMatchObject({
      sta_status: false,
      network_ip: '0.0.0.0',
      ap_status: true,
      ap_ip: '192.168.4.1',
      ap_ssid: 'OpenDTU-1715004',
      network_mac: '24:0A:C4:1A:2B:3C',
      ap_mac: '24:0A:C4:1A:2B:3D',
    });
  });

  it('turns the access point off after aptimeout minutes while connected (0 = never)', () => {
    const config = configDefaults();
    config.wifi.ssid = 'Home';
    expect(networkStatus(config, { ...facts, apOnForMs: 2 * 60_000 }).ap_status).toBe(true);
    const later = networkStatus(config, { ...facts, apOnForMs: 3 * 60_000 });
    expect([later.ap_status, later.ap_ip, later.sta_status, later.network_ip]).toEqual([
      false,
      '0.0.0.0',
      true,
      '192.168.1.50',
    ]);
    config.wifi.aptimeout = 0;
    expect(networkStatus(config, { ...facts, apOnForMs: 99 * 60_000 }).ap_status).toBe(true);
  });
});
