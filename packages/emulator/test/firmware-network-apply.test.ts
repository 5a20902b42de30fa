/**
 * When a network save takes effect, per emulated release (firmware-versions.md §2.7): up to v25.1.14 before
 * its reply; from v25.2.3 500 ms after it. The gateway runs on an emulated clock only the test moves, so
 * "500 ms later" is exact and nothing waits for real time.
 */
import { EMULATED_RELEASES, type NetworkStatus } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { EmulatedClock } from '../src/ntp/clock.ts';
import { expectResult, getJson, postData, useTestGateway } from './support/gateway.ts';
import { RELEASE_ROWS } from './support/releaseRows.ts';
import { ManualTime } from './support/runtime.ts';

describe.each(EMULATED_RELEASES)('OpenDTU %s', (firmware) => {
  const row = RELEASE_ROWS[firmware];
  const time = new ManualTime();
  const t = useTestGateway({ firmware, clock: new EmulatedClock({ source: time.source }) });

  const status = async (): Promise<NetworkStatus> =>
    (await getJson(t.base, '/api/network/status')) as NetworkStatus;
  const inEffect = async (): Promise<[string, boolean, unknown]> => {
    const network = await status();
    const system = (await getJson(t.base, '/api/system/status')) as { hostname: string };
    return [network.network_hostname, network.ap_status, system.hostname];
  };
  const save = async (body: Record<string, unknown>): Promise<void> => {
    expectResult(await (await postData(t.base, '/api/network/config', body)).json(), 'success', 1001);
  };

  it(`applies a network save ${row.networkApplyMs === 0 ? 'before its reply' : '500 ms after its reply'}`, async () => {
    const stored = (await getJson(t.base, '/api/network/config')) as Record<string, unknown>;
    const home = { ...stored, ssid: 'Home', hostname: 'dtu-old', aptimeout: 1 };
    await save(home);
    // In effect on every release by now; then the admin AP's minute runs out.
    time.ms += 500 + 60_000;
    expect(await inEffect()).toEqual(['dtu-old', false, 'dtu-old']);

    await save({ ...home, hostname: 'dtu-new' });
    // Stored at once everywhere: the settings page reads the new name right after the reply.
    expect(((await getJson(t.base, '/api/network/config')) as { hostname: string }).hostname).toBe('dtu-new');
    if (row.networkApplyMs === 500) {
      expect(await inEffect()).toEqual(['dtu-old', false, 'dtu-old']);
      time.ms += 499;
      expect(await inEffect()).toEqual(['dtu-old', false, 'dtu-old']);
      time.ms += 1;
    }
    expect(await inEffect()).toEqual(['dtu-new', true, 'dtu-new']);
    // The admin AP is on for aptimeout minutes from the moment the settings took effect.
    time.ms += 59_999;
    expect((await status()).ap_status).toBe(true);
    time.ms += 1;
    expect((await status()).ap_status).toBe(false);
  });
});
