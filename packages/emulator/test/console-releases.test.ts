/**
 * The /console websocket of v25.5.10+ (firmware-versions.md §3.2, §3.7): `L (ms) tag: text\n` lines in
 * frames of complete messages, each at most 255 bytes, printed by the log levels of config.json (a
 * fresh install shows errors only), the levels applied at once by /api/logging/config, and from
 * v25.9.11 the 128-messages-a-second rate limit with its summary line.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getJson, postJson, waitFor } from './support/gateway.ts';
import {
  connectSocket,
  startRuntimeGateway,
  SUMMER_NOON,
  waitForClients,
  type RuntimeTest,
} from './support/runtime.ts';

const LINE = /^([EWIDV]) \((\d+)\) ([A-Za-z_]+): (.*)$/;

let t: RuntimeTest;
afterEach(async () => {
  await t.close();
});

function linesOf(messages: readonly string[]): string[] {
  return messages.join('').split('\n').slice(0, -1);
}

async function setLevels(
  defaultLevel: number,
  modules: { name: string; level: number }[] = [],
): Promise<void> {
  const answer = await postJson(t.base, '/api/logging/config', {
    loglevel: { default: defaultLevel, modules },
  });
  expect(answer).toMatchObject({ type: 'success', code: 1001 });
}

describe('/console on v26.3.30', () => {
  it('is silent on a fresh install until the levels are raised, then prints ESP-IDF lines in frames of whole lines', async () => {
    t = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware: 'v26.3.30',
      runtime: { demoInverters: 2 },
    });
    const client = await connectSocket(t.base, '/console');
    await waitForClients(t, 'console', 1);
    t.advance(10);
    // Errors only: the polls and the connect print nothing.
    await setLevels(5);
    await waitFor(
      () => client.messages.join('').includes('webapi: POST /api/logging/config: 200'),
      5000,
      'the save',
    );
    expect(client.messages.join('')).not.toContain('hoymiles');

    t.advance(30);
    await waitFor(
      () => client.messages.join('').includes('hoymiles: Fetch inverter: 116180123456'),
      5000,
      'a poll',
    );
    await waitFor(() => client.messages.join('').includes('D ('), 5000, 'a debug line');
    for (const frame of client.messages) {
      expect(frame.endsWith('\n')).toBe(true);
      expect(frame).not.toContain('\r');
    }
    const lines = linesOf(client.messages);
    for (const line of lines) {
      expect(line).toMatch(LINE);
      expect(Buffer.byteLength(line) + 1).toBeLessThanOrEqual(255);
    }
    // Milliseconds since boot: the polls ran 10..40 s after boot on the emulated clock.
    const polls = lines.filter((line) => line.includes('Fetch inverter'));
    const ms = Number(LINE.exec(polls.at(-1) ?? '')?.[2]);
    expect(ms).toBeGreaterThanOrEqual(10_000);
    expect(ms).toBeLessThanOrEqual(41_000);
    expect(client.messages.some((frame) => frame.split('\n').length > 2)).toBe(true);
    await client.close();
  });

  it('prints per module: a silenced hoymiles shows no polls while webapi still speaks', async () => {
    t = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware: 'v26.3.30',
      runtime: { demoInverters: 1 },
    });
    const client = await connectSocket(t.base, '/console');
    await waitForClients(t, 'console', 1);
    await setLevels(5, [{ name: 'hoymiles', level: 0 }]);
    t.advance(20);
    await getJson(t.base, '/api/system/status');
    await waitFor(
      () => client.messages.join('').includes('webapi: GET /api/system/status: 200'),
      5000,
      'webapi',
    );
    expect(client.messages.join('')).not.toContain('hoymiles');
    const seen = linesOf(client.messages).length;
    await setLevels(1, [{ name: 'hoymiles', level: 3 }]);
    t.advance(10);
    const after = (): string[] => linesOf(client.messages).slice(seen);
    await waitFor(() => after().some((line) => / hoymiles: Fetch inverter/.test(line)), 5000, 'a poll');
    // Info is the most hoymiles may say now; the frames (verbose) and the webapi (default: errors) stay out.
    expect(after().some((line) => /^V .* hoymiles: TX /.test(line))).toBe(false);
    expect(after().some((line) => line.includes('webapi'))).toBe(false);
    await client.close();
  });

  it('sends a burst in frames of at least 512 bytes each but the last', async () => {
    t = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware: 'v26.3.30',
      runtime: { demoInverters: 10 },
    });
    const client = await connectSocket(t.base, '/console');
    await waitForClients(t, 'console', 1);
    await setLevels(5);
    await waitFor(() => client.messages.join('').includes('logging/config: 200'), 5000, 'the save');
    const before = client.messages.length;
    t.advance(100);
    await waitFor(
      () => linesOf(client.messages).filter((l) => l.includes('Success')).length >= 19,
      5000,
      'polls',
    );
    const burst = client.messages.slice(before);
    expect(burst.length).toBeGreaterThan(1);
    for (const frame of burst.slice(0, -1)) expect(Buffer.byteLength(frame)).toBeGreaterThanOrEqual(512);
    await client.close();
  });
});

describe('rate limit', () => {
  it('v25.9.11 lets 128 messages a second through and then says how many it dropped', async () => {
    t = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware: 'v25.9.11',
      runtime: { demoInverters: 10 },
    });
    const client = await connectSocket(t.base, '/console');
    await waitForClients(t, 'console', 1);
    await setLevels(5);
    // 300 s of polls (one every 5 s, four lines each) printed at once: ~240 messages.
    t.advance(300);
    await waitFor(() => linesOf(client.messages).length >= 128, 5000, 'the burst');
    // The next message after the bucket refilled brings the summary.
    await waitFor(
      async () => {
        await getJson(t.base, '/api/system/status');
        return /W \(\d+\) logging: Rate limited \d+ message\(s\) in the last \d+ ms/.test(
          client.messages.join(''),
        );
      },
      5000,
      'the summary line',
    );
    const lines = linesOf(client.messages);
    const summary = lines.findIndex((line) => line.includes('Rate limited'));
    expect(summary).toBeGreaterThan(100);
    // 128 in the bucket, plus what it earned back while the burst was being printed.
    expect(summary).toBeLessThanOrEqual(145);
    await client.close();
  });

  it('v25.5.10 has no rate limit', async () => {
    t = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware: 'v25.5.10',
      runtime: { demoInverters: 10 },
    });
    const client = await connectSocket(t.base, '/console');
    await waitForClients(t, 'console', 1);
    await setLevels(5);
    t.advance(300);
    await waitFor(() => linesOf(client.messages).length >= 230, 5000, 'the whole burst');
    await getJson(t.base, '/api/system/status');
    await waitFor(() => client.messages.join('').includes('GET /api/system/status'), 5000, 'the request');
    expect(client.messages.join('')).not.toContain('Rate limited');
    await client.close();
  });
});
