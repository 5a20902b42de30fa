/**
 * Bounded fuzzing (a few seconds): malformed bodies with and without multipart boundaries, long and odd
 * file names and oversized uploads against the JSON POSTs, the restore and the firmware update. Every
 * answer must come quickly, be a 4xx with a message or a device warning (HTTP 200, a code and a
 * message) — never a 5xx, never a hang — and config.json must be byte-identical afterwards.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../src/sim/random.ts';
import { ADMIN, answers, useTestGateway } from './support/gateway.ts';
import { finalAnswer, socketExchange } from './support/rawSocket.ts';

const source = createRandom(14);
const random = (): number => source.next();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (max: number): number => Math.floor(random() * max);

const ODD_CHARS = ['ä', '日', '\r', '\n', '"', "'", ';', '%', '\\', '/', '\0', ' ', '😀', '..', '*', '\t'];
function oddName(): string {
  const length = pick([1, 5, 40, 200, 238, 255, 256, 300, 1000]);
  let name = '';
  while (name.length < length) name += random() < 0.2 ? pick(ODD_CHARS) : String.fromCharCode(97 + int(26));
  return pick(['', '.', '..', '.x', '']) + name;
}

function junk(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = int(256);
  return bytes;
}

function multipartBody(boundary: string): Buffer {
  const parts: Buffer[] = [];
  const count = 1 + int(3);
  for (let i = 0; i < count; i++) {
    const kind = int(4);
    const head =
      kind === 0
        ? `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n`
        : kind === 1
          ? `--${boundary}\r\nContent-Disposition: form-data; name="MD5"\r\n\r\n`
          : kind === 2
            ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${oddName()}"\r\n\r\n`
            : `--${boundary}\r\nContent-Disp`;
    const payload = pick([
      Buffer.from("{'a': 1, b: [1,2,"),
      Buffer.from('['.repeat(5000)),
      Buffer.from(`{"delete": /*x*/ true}`),
      Buffer.from([0xe9, ...junk(100)]),
      junk(int(4096)),
      Buffer.from('{"ssid":"' + 'x'.repeat(2000) + '"}'),
    ]);
    parts.push(Buffer.from(head, 'latin1'), payload, Buffer.from(random() < 0.7 ? '\r\n' : ''));
  }
  if (random() < 0.6) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

interface Case {
  path: string;
  type: string | undefined;
  body: Buffer;
  /** Content-Length announced (may exceed what is sent). */
  length: number;
}

/** The POST paths fuzzed on each end of the release range (v24.10.6: config API; v26.3.30: file API). */
const PATHS = {
  'v24.10.6': (): string =>
    pick([
      '/api/ntp/config',
      '/api/config/delete',
      '/api/dtu/config',
      `/api/config/upload?file=${encodeURIComponent(oddName())}`,
      `/api/config/upload?file=${encodeURIComponent(pick(['config.json', 'pin_mapping.json']))}`,
      '/api/firmware/update',
    ]),
  'v26.3.30': (): string =>
    pick([
      '/api/ntp/config',
      '/api/network/config',
      '/api/device/config',
      '/api/mqtt/config',
      '/api/file/delete',
      '/api/file/delete_all',
      `/api/file/upload?file=${encodeURIComponent(pick(['config.json', 'pin_mapping.json']))}`,
      '/api/firmware/update',
    ]),
} as const;

function fuzzCase(paths: () => string): Case {
  const path = paths();
  const boundary = pick(['B', 'x'.repeat(70), '----WebKitFormBoundary7MA4YWxkTrZu0gW']);
  const type = pick([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    'application/x-www-form-urlencoded',
    'application/json',
    'text/plain; charset=utf-8',
    undefined,
  ]);
  let body: Buffer;
  if (type?.startsWith('multipart') === true) body = multipartBody(boundary);
  else if (type === 'application/x-www-form-urlencoded')
    body = Buffer.from(pick(['data=%E0%A4%A', "data={'a':1}", 'data=' + '%7B'.repeat(500), '&&==&data']));
  else body = junk(int(20_000));
  const oversized = random() < 0.15;
  const length = oversized ? pick([2_000_000, 3_700_000, 50_000_000]) : body.length;
  return { path, type, body: oversized ? body.subarray(0, 30_000) : body, length };
}

describe.each(['v24.10.6', 'v26.3.30'] as const)('fuzzing the POST endpoints of %s', (firmware) => {
  const t = useTestGateway({ firmware });
  let before: Buffer;
  beforeAll(async () => {
    before = await readFile(join(t.dataDir, 'config.json'));
  });

  it('answers 150 malformed requests with a 4xx or a device warning, quickly, and never touches config.json', async () => {
    const port = Number(new URL(t.base).port);
    const seen = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const c = fuzzCase(PATHS[firmware]);
      const head =
        `POST ${c.path} HTTP/1.1\r\nHost: dtu\r\nAuthorization: ${ADMIN}\r\n` +
        (c.type === undefined ? '' : `Content-Type: ${c.type}\r\n`) +
        `Content-Length: ${String(c.length)}\r\n\r\n`;
      const exchange = await socketExchange(port, head, c.body, 3000, true);
      const answer = finalAnswer(exchange.text);
      const what = `${c.path} ${c.type ?? '(no type)'} ${String(c.length)} bytes`;
      expect(answer.status, what).toBeGreaterThanOrEqual(200);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.body.length, what).toBeGreaterThan(0);
      if (answer.status === 200) {
        // A device answer: a warning with a code (a successful restore or reset would change the file).
        expect(answer.headers['content-type'], what).toBe('application/json');
        const result = JSON.parse(answer.body) as { type: string; code: number; message: string };
        expect(result.type, what).toBe('warning');
        expect(result.message.length, what).toBeGreaterThan(0);
      }
      seen.add(answer.status);
    }
    expect(await answers(t.base)).toBe(true);
    expect(await readFile(join(t.dataDir, 'config.json'))).toEqual(before);
    expect([...seen].some((s) => s >= 400)).toBe(true);
  });
});
