/**
 * Syslog (firmware-versions.md §3.8): with syslog on, every printed console message is also one RFC 5424
 * UDP datagram to the configured host and port. Websocket auth (§3.1): v26.3.28's library left the
 * middleware untyped, letting everyone in even with read-only access off; v26.3.30 asks for the
 * password again (older releases asked too: livedata.test.ts and reboot.test.ts at v24.10.6).
 */
import { createSocket, type Socket } from 'node:dgram';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_VERSION } from '@dtu-web/protocol';
import { ADMIN, postJson, tempDir, waitFor } from './support/gateway.ts';
import { connectSocket, startRuntimeGateway, type RuntimeTest } from './support/runtime.ts';

let t: RuntimeTest | undefined;
let udp: Socket | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  udp?.close();
  udp = undefined;
});

async function dataDirWith(config: object): Promise<string> {
  const dir = await tempDir('cfg');
  await writeFile(join(dir, 'config.json'), JSON.stringify({ cfg: { version: CONFIG_VERSION }, ...config }));
  return dir;
}

async function listen(): Promise<{ port: number; datagrams: string[] }> {
  const socket = createSocket('udp4');
  udp = socket;
  const datagrams: string[] = [];
  socket.on('message', (message) => datagrams.push(message.toString('latin1')));
  await new Promise<void>((done) => socket.bind(0, '127.0.0.1', done));
  return { port: socket.address().port, datagrams };
}

describe('syslog', () => {
  it('sends each printed message as one RFC 5424 datagram, severity from its letter', async () => {
    const server = await listen();
    const dataDir = await dataDirWith({
      syslog: { enabled: true, hostname: '127.0.0.1', port: server.port },
      logging: { default: 5, modules: [] },
    });
    t = await startRuntimeGateway({ firmware: 'v26.3.30', dataDir, runtime: { demoInverters: 1 } });
    t.advance(6);
    await postJson(t.base, '/api/logging/config', { loglevel: { default: 5, modules: [] } });
    await waitFor(() => server.datagrams.some((d) => d.includes('logging/config')), 5000, 'a datagram');
    const pattern = /^<(\d+)>1 - (\S+) OpenDTU ([0-9a-f]+) - - ([EWIDV]) \(\d+\) (\w+): /;
    for (const datagram of server.datagrams) expect(datagram).toMatch(pattern);
    const post = server.datagrams.find((d) => d.includes('POST /api/logging/config: 200')) ?? '';
    // USER (1) × 8 + debug (7); info is 6.
    expect(pattern.exec(post)?.[1]).toBe('15');
    expect(pattern.exec(post)?.[2]).toBe('OpenDTU-1A2B3C');
    const fetch = server.datagrams.find((d) => d.includes('Fetch inverter')) ?? '';
    expect(pattern.exec(fetch)?.[1]).toBe('14');
    expect(new Set(server.datagrams.map((d) => pattern.exec(d)?.[3])).size).toBe(1);
    expect(server.datagrams.every((d) => !d.includes('\n'))).toBe(true);
  });

  it('is off by default and does not exist before v25.5.10', async () => {
    const server = await listen();
    const config = { syslog: { enabled: true, hostname: '127.0.0.1', port: server.port } };
    t = await startRuntimeGateway({ firmware: 'v25.1.14', dataDir: await dataDirWith(config) });
    const client = await connectSocket(t.base, '/console');
    t.advance(6);
    await waitFor(() => client.messages.join('').includes('Fetch inverter'), 5000, 'a raw line');
    await client.close();
    expect(server.datagrams).toEqual([]);
  });
});

describe('websocket auth with read-only access off', () => {
  const locked = { security: { password: 'openDTU42', allow_readonly: false } };

  it('v26.3.28 lets anyone in (the middleware had no auth type)', async () => {
    t = await startRuntimeGateway({ firmware: 'v26.3.28', dataDir: await dataDirWith(locked) });
    const client = await connectSocket(t.base, '/console');
    await client.close();
    const live = await connectSocket(t.base, '/livedata');
    await live.close();
  });

  it('v26.3.30 refuses a socket without the password and takes the admin', async () => {
    t = await startRuntimeGateway({ firmware: 'v26.3.30', dataDir: await dataDirWith(locked) });
    await expect(connectSocket(t.base, '/console')).rejects.toThrow(/401/);
    await expect(connectSocket(t.base, '/livedata')).rejects.toThrow(/401/);
    const client = await connectSocket(t.base, '/console', { Authorization: ADMIN });
    await client.close();
  });
});
