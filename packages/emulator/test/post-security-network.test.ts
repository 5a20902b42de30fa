/** POST check tables of /api/security/config and /api/network/config (device-api §1.1, §1.9). */
import { describe, expect, it } from 'vitest';
import {
  basic,
  ENCODINGS,
  expectResult,
  getJson,
  postData,
  postJson,
  useTestGateway,
} from './support/gateway.ts';

const t = useTestGateway();

describe.each(ENCODINGS)('POST /api/security/config (%s)', (encoding) => {
  const path = '/api/security/config';

  it('answers 1005 only when password is not a string and allow_readonly is a bool', async () => {
    expectResult(
      await postJson(t.base, path, { password: 12345678, allow_readonly: true }, encoding),
      'warning',
      1005,
    );
    // The quirk: with allow_readonly not a bool the body goes on; the number reads as "12345" → 10001.
    const quirk = await postJson(t.base, path, { password: 12345, allow_readonly: 'yes' }, encoding);
    expectResult(quirk, 'warning', 10001, { max: 64 });
  });

  it('answers 10001 for passwords outside 8..64', async () => {
    expectResult(
      await postJson(t.base, path, { password: 'short', allow_readonly: true }, encoding),
      'warning',
      10001,
      {
        max: 64,
      },
    );
    const long = { password: 'x'.repeat(65), allow_readonly: true };
    expectResult(await postJson(t.base, path, long, encoding), 'warning', 10001, { max: 64 });
  });

  it('saves password and read-only flag (1001) and the new password is needed from then on', async () => {
    const newPassword = `secret-${encoding}`;
    expectResult(
      await postJson(t.base, path, { password: newPassword, allow_readonly: false }, encoding),
      'success',
      1001,
    );
    const auth = basic('admin', newPassword);
    expect(await getJson(t.base, path, { auth })).toEqual({ password: newPassword, allow_readonly: false });
    // Restore the defaults with the new credentials.
    const response = await postData(t.base, path, { password: 'openDTU42', allow_readonly: true }, encoding, {
      auth,
    });
    expectResult(await response.json(), 'success', 1001);
    expect(await getJson(t.base, path)).toEqual({ password: 'openDTU42', allow_readonly: true });
  });
});

const NETWORK = {
  ssid: 'HomeWiFi',
  password: 'wifi-pass',
  hostname: 'dtu-roof',
  dhcp: false,
  ipaddress: '192.168.7.20',
  netmask: '255.255.255.0',
  gateway: '192.168.7.1',
  dns1: '192.168.7.1',
  dns2: '9.9.9.9',
  aptimeout: 10,
  mdnsenabled: true,
};

describe.each(ENCODINGS)('POST /api/network/config (%s)', (encoding) => {
  const path = '/api/network/config';
  const post = (change: Record<string, unknown>): Promise<unknown> =>
    postJson(t.base, path, { ...NETWORK, ...change }, encoding);

  it('answers 1005 for wrong types (mdnsenabled is not type-checked)', async () => {
    expectResult(await post({ dhcp: 'no' }), 'warning', 1005);
    expectResult(await post({ aptimeout: -1 }), 'warning', 1005);
    expectResult(await post({ ssid: 5 }), 'warning', 1005);
  });

  it.each([
    ['ipaddress', 8001],
    ['netmask', 8002],
    ['gateway', 8003],
    ['dns1', 8004],
    ['dns2', 8005],
  ])('answers %s invalid with %i (an empty address too, even with DHCP)', async (field, code) => {
    expectResult(await post({ [field]: '300.1.1.1' }), 'warning', code);
    expectResult(await post({ [field]: '', dhcp: true }), 'warning', code);
  });

  it('answers hostname, SSID and WiFi password lengths without a code', async () => {
    expectResult(await post({ hostname: '' }), 'warning', undefined);
    expectResult(await post({ hostname: 'h'.repeat(32) }), 'warning', undefined);
    expectResult(await post({ ssid: '' }), 'warning', undefined);
    expectResult(await post({ ssid: 's'.repeat(33) }), 'warning', undefined);
    expectResult(await post({ password: 'p'.repeat(64) }), 'warning', undefined);
  });

  it('answers 8006 for an AP timeout above 99999', async () => {
    expectResult(await post({ aptimeout: 100000 }), 'warning', 8006);
  });

  it('saves (1001), reads back, and the status reflects a static address', async () => {
    expectResult(await post({}), 'success', 1001);
    expect(await getJson(t.base, path)).toEqual(NETWORK);
    const status = (await getJson(t.base, '/api/network/status')) as Record<string, unknown>;
    expect(status).toMatchObject({
      sta_status: true,
      sta_ssid: 'HomeWiFi',
      network_hostname: 'dtu-roof',
      network_ip: '192.168.7.20',
      network_gateway: '192.168.7.1',
      network_dns2: '9.9.9.9',
      network_mode: 'Station',
      ap_status: true,
      ap_ip: '192.168.4.1',
      ap_ssid: 'OpenDTU-1715004',
    });
    // mdnsenabled missing reads as false.
    const { mdnsenabled: _omitted, ...withoutMdns } = NETWORK;
    expectResult(await postJson(t.base, path, { ...withoutMdns, dhcp: true }, encoding), 'success', 1001);
    const saved = (await getJson(t.base, path)) as Record<string, unknown>;
    expect(saved['mdnsenabled']).toBe(false);
    const dhcpStatus = (await getJson(t.base, '/api/network/status')) as Record<string, unknown>;
    expect(dhcpStatus['network_ip']).toBe('192.168.1.50');
  });
});
