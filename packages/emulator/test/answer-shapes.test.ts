/**
 * The answer shapes the web app insists on (protocol `answerShapes`) are what every emulated release
 * sends: a guard too strict for one release would turn its real answers into errors.
 */
import { answerFits, answerShapes, EMULATED_RELEASES } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, get } from './support/gateway.ts';
import { startRuntimeGateway, type RuntimeTest } from './support/runtime.ts';

describe.each(EMULATED_RELEASES)('OpenDTU %s', (firmware) => {
  let t: RuntimeTest | undefined;
  beforeAll(async () => {
    t = await startRuntimeGateway({ firmware });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every shaped endpoint it has with what the shape requires', async () => {
    if (t === undefined) throw new Error('no gateway');
    const read: string[] = [];
    for (const path of Object.keys(answerShapes)) {
      const response = await get(t.base, path, { auth: ADMIN });
      // A path of another era answers the web page (firmware-releases.test.ts checks which).
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
      expect(response.status, path).toBe(200);
      expect(answerFits(path, await response.json()), path).toBe(true);
      read.push(path);
    }
    // Status, live data, inverters, limits, power and the config or the file list at the least.
    expect(read.length, read.join(' ')).toBeGreaterThanOrEqual(6);
  });
});
