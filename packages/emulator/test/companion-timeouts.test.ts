/**
 * The companion never waits for a gateway without a limit (issue 19): a silent gateway and a trickling
 * one end in 504 "slow" within the answer time, a websocket the gateway does not open is refused (never
 * accepted), and an upload may take longer than that time as long as its bytes keep coming. Small
 * limits keep the tests short; the defaults are 5 s / 15 s / 5 s.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { DEFAULT_TIMEOUTS } from '../src/companion/forward/timeouts.ts';
import { parseTarget } from '../src/companion/target.ts';
import {
  readsThenAnswers,
  silent,
  startFakeGateway,
  trickling,
  type Behaviour,
  type FakeGateway,
} from './support/fakeGateway.ts';
import { makeWebRoot, rawRequest, removeDir } from './support/gateway.ts';

const ANSWER_MS = 800;
const UPGRADE_MS = 600;
let gateway: FakeGateway | undefined;
let companion: Companion | undefined;
let webRoot: string | undefined;

async function behind(behaviour: Behaviour): Promise<string> {
  gateway = await startFakeGateway(behaviour);
  webRoot = await makeWebRoot();
  companion = await startCompanion({
    target: parseTarget({ url: gateway.base }),
    host: '127.0.0.1',
    port: 0,
    webRoot,
    timeouts: { connectMs: 500, answerMs: ANSWER_MS, upgradeMs: UPGRADE_MS },
  });
  return companion.url.replace(/\/$/, '');
}

afterEach(async () => {
  await companion?.stop();
  await gateway?.close();
  if (webRoot !== undefined) await removeDir(webRoot);
  companion = undefined;
  gateway = undefined;
  webRoot = undefined;
});

/** POSTs `body` in `chunks` pieces `everyMs` apart; resolves with status, headers and text. */
function post(
  url: string,
  body: Buffer,
  options: { chunks?: number; everyMs?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(body.length),
          ...options.headers,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(parts).toString(),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // Once the answer is in, the rest of the body is not needed: a refused upload stops there.
    req.on('socket', (socket) => socket.on('error', () => undefined));
    const chunks = options.chunks ?? 1;
    const size = Math.ceil(body.length / chunks);
    let sent = 0;
    const next = (): void => {
      if (req.destroyed) return;
      const piece = body.subarray(sent * size, (sent + 1) * size);
      sent += 1;
      if (sent >= chunks) req.end(piece);
      else {
        req.write(piece);
        setTimeout(next, options.everyMs ?? 0);
      }
    };
    next();
  });
}

describe('companion timeouts', () => {
  it('keeps the defaults the issue asks for', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ connectMs: 5000, answerMs: 15_000, upgradeMs: 5000 });
  });

  it('answers 504 "slow" when the gateway accepts and never answers', async () => {
    const base = await behind(silent);
    const started = performance.now();
    const answer = await rawRequest(`${base}/api/system/status`);
    const took = performance.now() - started;
    expect(answer.status).toBe(504);
    expect(answer.body.toString()).toMatch(/is slow: it did not answer within 0\.8 s/);
    expect(took).toBeGreaterThanOrEqual(ANSWER_MS - 50);
    expect(took).toBeLessThan(ANSWER_MS + 1500);
  });

  it('ends a gateway that answers a byte at a time within the answer time', async () => {
    const base = await behind(
      trickling('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}', 50),
    );
    const started = performance.now();
    const answer = await rawRequest(`${base}/api/system/status`);
    expect(answer.status).toBe(504);
    expect(performance.now() - started).toBeLessThan(ANSWER_MS + 1500);
  });

  it('refuses a websocket whose handshake the gateway does not complete, never accepting it', async () => {
    const base = await behind(silent);
    const started = performance.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/livedata`);
      socket.once('open', () => {
        socket.terminate();
        resolve('open');
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(String(response.statusCode));
        socket.terminate();
      });
      socket.once('error', () => {
        resolve('error');
      });
    });
    expect(outcome).toBe('504');
    expect(performance.now() - started).toBeLessThan(ANSWER_MS + UPGRADE_MS + 1500);
  });

  it('lets an upload take longer than the answer time while its bytes keep coming', async () => {
    const base = await behind(readsThenAnswers);
    const started = performance.now();
    const answer = await post(`${base}/api/firmware/update`, Buffer.alloc(64 * 1024, 1), {
      chunks: 6,
      everyMs: ANSWER_MS / 3,
    });
    expect(answer).toMatchObject({ status: 200, text: 'OK' });
    expect(performance.now() - started).toBeGreaterThan(ANSWER_MS);
  });
});
