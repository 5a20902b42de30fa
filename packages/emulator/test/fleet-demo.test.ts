/**
 * Issue 30 item 9: `--gateways n` runs every gateway in one process, so the demo itself takes one away
 * (as if unplugged: its port stops answering) and brings it back on the same port; the companion in
 * front shows it offline, then online again with its inverters.
 */
import type { FleetStatus } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_RETENTION_DEFAULTS } from '@dtu-web/protocol';
import { startFleetDemo, type FleetDemo } from '../src/fleetDemo.ts';
import { answers, makeWebRoot, removeDir, tempDir, waitFor } from './support/gateway.ts';

let demo: FleetDemo;
let dataDir: string;
let webRoot: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = await tempDir('fleet-demo');
  webRoot = await makeWebRoot();
  demo = await startFleetDemo({
    count: 2,
    host: '127.0.0.1',
    port: 0,
    dataDir,
    webRoot,
    rebootDelay: 100,
    timeScale: 1,
    retention: { ...HISTORY_RETENTION_DEFAULTS, dayDays: 0 },
    log: (line) => lines.push(line),
  });
}, 30_000);

afterAll(async () => {
  await demo.stop();
  await removeDir(dataDir);
  await removeDir(webRoot);
});

async function farmOnline(): Promise<boolean | undefined> {
  const fleet = (await (await fetch(`${demo.companion.url}api/x/fleet`)).json()) as FleetStatus;
  return fleet.gateways.find((g) => g.id === 'farm')?.online;
}

describe('taking a demo gateway away and bringing it back', () => {
  it('stops its port, shows it offline, then back on the same port and online', async () => {
    await waitFor(async () => (await farmOnline()) === true, 15_000, 'farm online');
    const url = demo.gateways[1]?.gateway.url ?? '';
    expect(await demo.toggle('farm')).toBe('away');
    expect(demo.gateways).toHaveLength(1);
    expect(await answers(url.replace(/\/$/, ''))).toBe(false);
    await waitFor(async () => (await farmOnline()) === false, 15_000, 'farm offline');
    expect(lines.some((line) => /farm taken away/.test(line))).toBe(true);

    expect(await demo.toggle('farm')).toBe('back');
    expect(demo.gateways[1]?.gateway.url).toBe(url);
    await waitFor(async () => (await farmOnline()) === true, 15_000, 'farm online again');
    await expect(demo.toggle('attic')).rejects.toThrow(/no demo gateway/);
  }, 60_000);
});
