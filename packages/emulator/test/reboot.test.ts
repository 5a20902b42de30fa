/**
 * Emulated reboot (device-api "Decisions"): websockets dropped, no answers for the reboot delay, then the
 * same port with state reloaded from disk; also the websocket auth rules (§2.5).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  answers,
  basic,
  expectResult,
  getJson,
  postJson,
  startTestGateway,
  waitFor,
  type TestGateway,
} from './support/gateway.ts';

let t: TestGateway | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Opens a websocket; `messages` collects text frames from the very first one. */
function connect(
  url: string,
  headers: Record<string, string> = {},
  messages: string[] = [],
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('message', (data: Buffer) => messages.push(data.toString()));
    socket.once('open', () => {
      resolve(socket);
    });
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade answered ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket): Promise<void> =>
  new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve();
    else
      socket.once('close', () => {
        resolve();
      });
  });

describe('emulated reboot', () => {
  it('refuses connections for the reboot delay and comes back on the same port with the config from disk', async () => {
    const gw = await startTestGateway({ rebootDelay: 1500 });
    t = gw;
    const wsUrl = gw.gateway.url.replace('http', 'ws') + 'livedata';
    const socket = await connect(wsUrl);
    // Change the file behind the gateway's back: only a reboot picks it up.
    const file = join(gw.dataDir, 'config.json');
    const config = JSON.parse(await readFile(file, 'utf8')) as { ntp: { server: string } };
    config.ntp.server = 'edited.on.disk';
    await writeFile(file, JSON.stringify(config));
    const port = gw.gateway.port;
    const boots = gw.gateway.ctx.boot.count;

    expectResult(await postJson(gw.base, '/api/maintenance/reboot', { reboot: false }), 'warning', 6002);
    expectResult(await postJson(gw.base, '/api/maintenance/reboot', { reboot: true }), 'success', 6001);
    await closed(socket);
    await waitFor(async () => !(await answers(gw.base)), 5000, 'gateway to go down');
    const down = Date.now();
    await waitFor(() => answers(gw.base), 10_000, 'gateway back');
    // Unreachable for (about) the whole reboot delay, not just a blip.
    expect(Date.now() - down).toBeGreaterThan(1000);
    expect(gw.gateway.port).toBe(port);
    expect(gw.gateway.ctx.boot.count).toBe(boots + 1);
    expect(await getJson(gw.base, '/api/ntp/config')).toMatchObject({ ntp_server: 'edited.on.disk' });
    const system = (await getJson(gw.base, '/api/system/status')) as Record<string, unknown>;
    expect(system['resetreason_0']).toBe('Software reset CPU');
  });

  it('runs the onReboot and onBoot hooks and can be triggered from code', async () => {
    const gw = await startTestGateway();
    t = gw;
    const events: string[] = [];
    gw.gateway.onReboot(() => {
      events.push('reboot');
    });
    gw.gateway.onBoot((ctx) => {
      events.push(`boot ${ctx.boot.count}`);
    });
    await gw.gateway.reboot();
    expect(events).toEqual(['reboot', 'boot 2']);
    expect(await answers(gw.base)).toBe(true);
  });
});

describe('websocket auth (§2.5)', () => {
  it('is open while allow_readonly is on and needs admin when it is off', async () => {
    const gw = await startTestGateway();
    t = gw;
    const url = gw.gateway.url.replace('http', 'ws');
    const open = await connect(url + 'console');
    expect(gw.gateway.ctx.sockets.count('console')).toBe(1);

    // Saving security settings drops every client of both endpoints.
    await postJson(gw.base, '/api/security/config', { password: 'openDTU42', allow_readonly: false });
    await closed(open);
    expect(gw.gateway.ctx.sockets.count('console')).toBe(0);

    await expect(connect(url + 'livedata')).rejects.toThrow('upgrade answered 401');
    await expect(connect(url + 'livedata', { Authorization: basic('admin', 'wrong') })).rejects.toThrow(
      '401',
    );
    const admin = await connect(url + 'livedata', { Authorization: ADMIN });
    // ws turns URL user-info into a Basic header, as browsers do.
    const viaUrl = await connect(url.replace('ws://', 'ws://admin:openDTU42@') + 'console');
    expect(gw.gateway.ctx.sockets.count('livedata')).toBe(1);
    expect(gw.gateway.ctx.sockets.count('console')).toBe(1);
    admin.close();
    viaUrl.close();
  });

  it('delivers what the runtime broadcasts and the console lines', async () => {
    const gw = await startTestGateway();
    t = gw;
    const url = gw.gateway.url.replace('http', 'ws');
    const messages: string[] = [];
    const socket = await connect(url + 'console', {}, messages);
    // The device logs websocket clients on its console, so the new client sees its own connect line.
    await waitFor(
      () => messages.some((m) => /^Websocket: \[\/console\]\[\d+\] connect\r\n$/.test(m)),
      5000,
      'connect line',
    );
    gw.gateway.ctx.printConsole('Fetch inverter: 116180123456');
    await waitFor(() => messages.includes('Fetch inverter: 116180123456\r\n'), 5000, 'console line');
    const live: string[] = [];
    gw.gateway.ctx.sockets.onConnect('livedata', (client) => {
      client.send('{"hello":1}');
    });
    const liveSocket = await connect(url + 'livedata', {}, live);
    await waitFor(() => live.length > 0, 5000, 'runtime frame');
    expect(live[0]).toBe('{"hello":1}');
    gw.gateway.ctx.sockets.broadcast('livedata', '{"frame":2}');
    await waitFor(() => live.includes('{"frame":2}'), 5000, 'broadcast');
    liveSocket.close();
    socket.close();
  });
});
