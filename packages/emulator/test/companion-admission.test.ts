/**
 * Issue 30 item 13: browsers arriving together cost the gateway no extra connections. Each browser's
 * live socket is admitted by asking the gateway about its login; the question is asked once per login
 * at a time (later arrivals wait for its answer) over the companion's one keep-alive connection for its
 * own questions. Counted at a relay in front of the gateway, with 20 browsers arriving at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { ADMIN, ADMIN_PASSWORD, makeWebRoot, postJson, removeDir } from './support/gateway.ts';
import { startCountingProxy, type CountingProxy } from './support/countingProxy.ts';
import { connectSocket, startRuntimeGateway, waitForClients, type RuntimeTest } from './support/runtime.ts';

let plant: RuntimeTest;
let proxy: CountingProxy;
let webRoot: string;
let companion: Companion;
let base: string;

beforeAll(async () => {
  plant = await startRuntimeGateway({ history: false });
  // Read-only access off: every browser's socket needs the gateway's verdict on its login.
  await postJson(plant.base, '/api/security/config', { password: ADMIN_PASSWORD, allow_readonly: false });
  proxy = await startCountingProxy(Number(new URL(plant.base).port));
  webRoot = await makeWebRoot();
  companion = await startCompanion({
    target: parseTarget({ url: proxy.base }),
    host: '127.0.0.1',
    port: 0,
    webRoot,
    watchMs: 60_000,
    ownHostNames: ['localhost'],
  });
  base = companion.url.replace(/\/$/, '');
});

afterAll(async () => {
  await companion.stop();
  await proxy.close();
  await plant.close();
  await removeDir(webRoot);
});

describe('twenty browsers arriving together', () => {
  it('cost the gateway one live socket and at most one connection for their admission', async () => {
    const before = proxy.accepted();
    const browsers = await Promise.all(
      Array.from({ length: 20 }, () => connectSocket(base, '/livedata', { authorization: ADMIN })),
    );
    await waitForClients(plant, 'livedata', 1);
    // The live socket itself, and one keep-alive connection for the companion's questions.
    expect(proxy.accepted() - before).toBeLessThanOrEqual(2);
    expect(proxy.open()).toBeLessThanOrEqual(2);
    await Promise.all(browsers.map((browser) => browser.close()));

    // A wrong login arriving twenty times at once is one question too, and refused for all.
    const again = proxy.accepted();
    const refused = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        connectSocket(base, '/livedata', { authorization: 'Basic YWRtaW46d3Jvbmc=' }),
      ),
    );
    expect(refused.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(proxy.accepted() - again).toBeLessThanOrEqual(1);
  });
});
