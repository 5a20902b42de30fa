/**
 * The companion's websockets (issue 19): ten browsers cost the gateway one `/livedata` socket, every one
 * of them gets the frames, a late browser gets every inverter's latest frame at once, the gateway's
 * rules decide who is admitted, and saving security settings drops them all as the gateway drops its
 * own clients. `/console` is shared the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { ADMIN, makeWebRoot, postJson, removeDir, waitFor } from './support/gateway.ts';
import {
  connectSocket,
  startRuntimeGateway,
  type RuntimeTest,
  type SocketClient,
} from './support/runtime.ts';

let plant: RuntimeTest;
let webRoot: string;
let companion: Companion;
let base: string;
/** Sockets the gateway accepted so far, per endpoint (its side of the connections). */
const accepted = { livedata: 0, console: 0 };

beforeAll(async () => {
  plant = await startRuntimeGateway();
  const hub = plant.gateway.ctx.sockets;
  const add = hub.add.bind(hub);
  hub.add = (endpoint, socket) => {
    accepted[endpoint] += 1;
    add(endpoint, socket);
  };
  webRoot = await makeWebRoot();
  companion = await startCompanion({
    target: parseTarget({ url: plant.base }),
    host: '127.0.0.1',
    port: 0,
    webRoot,
  });
  base = companion.url.replace(/\/$/, '');
});
afterAll(async () => {
  await companion.stop();
  await plant.close();
  await removeDir(webRoot);
});

async function serials(): Promise<string[]> {
  const live = (await (await fetch(`${plant.base}/api/livedata/status`)).json()) as {
    inverters: { serial: string }[];
  };
  return live.inverters.map((inverter) => inverter.serial);
}

function framesBySerial(client: SocketClient): Set<string> {
  const seen = new Set<string>();
  for (const text of client.messages) {
    const frame = JSON.parse(text) as { inverters?: { serial: string }[] };
    for (const inverter of frame.inverters ?? []) seen.add(inverter.serial);
  }
  return seen;
}

async function closeAll(clients: readonly SocketClient[]): Promise<void> {
  await Promise.all(clients.map((client) => client.close()));
}

describe('companion websockets', () => {
  it('ten browsers hold one gateway socket, all get frames, a late one gets every inverter at once', async () => {
    const before = accepted.livedata;
    const browsers = await Promise.all(Array.from({ length: 10 }, () => connectSocket(base, '/livedata')));
    try {
      expect(accepted.livedata - before).toBe(1);
      expect(plant.gateway.ctx.sockets.count('livedata')).toBe(1);
      // The gateway sends every inverter soon after a client connects (device-api §2.4).
      plant.advance(2);
      const all = await serials();
      expect(all.length).toBeGreaterThan(1);
      await waitFor(
        () => browsers.every((browser) => all.every((serial) => framesBySerial(browser).has(serial))),
        5000,
        'every browser has every inverter',
      );

      const started = performance.now();
      const late = await connectSocket(base, '/livedata');
      await waitFor(() => all.every((serial) => framesBySerial(late).has(serial)), 1000, 'late browser');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(accepted.livedata - before).toBe(1);
      await late.close();
    } finally {
      await closeAll(browsers);
    }
  });

  it('shares /console the same way', async () => {
    const before = accepted.console;
    const browsers = await Promise.all(Array.from({ length: 4 }, () => connectSocket(base, '/console')));
    try {
      expect(accepted.console - before).toBe(1);
      plant.advance(12);
      await waitFor(
        () => browsers.every((browser) => browser.messages.length > 0),
        5000,
        `console text (${String(browsers.map((b) => b.messages.length))})`,
      );
    } finally {
      await closeAll(browsers);
    }
  });

  it('admits as the gateway does, and drops every browser when security settings are saved', async () => {
    const open = await Promise.all(Array.from({ length: 3 }, () => connectSocket(base, '/livedata')));
    const closes = open.map((client) => client.closed);
    const saved = await fetch(`${base}/api/security/config`, {
      method: 'POST',
      headers: { Authorization: ADMIN },
      body: new URLSearchParams({ data: JSON.stringify({ password: 'openDTU42', allow_readonly: false }) }),
    });
    expect(((await saved.json()) as { code: number }).code).toBe(1001);
    try {
      const codes = await Promise.all(closes);
      for (const code of codes) expect([1001, 1012]).toContain(code);
      // Read-only access is now off: no login, no frames; the gateway's admin login, frames.
      await expect(connectSocket(base, '/livedata')).rejects.toThrow(/HTTP 401/);
      const admin = await connectSocket(base, '/livedata', { Authorization: ADMIN });
      plant.advance(2);
      await waitFor(() => admin.messages.length > 0, 5000, 'frames for the admin');
      await admin.close();
    } finally {
      // Through the companion: it forgets at once what it knew about logins.
      await postJson(base, '/api/security/config', { password: 'openDTU42', allow_readonly: true });
    }
    // Saving on the gateway itself drops the companion's socket, and with it the browsers.
    const again = await connectSocket(base, '/livedata');
    await postJson(plant.base, '/api/security/config', { password: 'openDTU42', allow_readonly: true });
    expect([1001, 1012]).toContain(await again.closed);
  });

  it('closes browsers with 1012 when the gateway goes away, and takes them again once it is back', async () => {
    const browser = await connectSocket(base, '/livedata');
    const reboot = plant.gateway.reboot();
    expect(await browser.closed).toBe(1012);
    await reboot;
    await waitFor(() => plant.gateway.state === 'running', 10_000, 'running again');
    const again = await connectSocket(base, '/livedata');
    plant.advance(2);
    await waitFor(() => again.messages.length > 0, 5000, 'frames after the reboot');
    await again.close();
  });
});
