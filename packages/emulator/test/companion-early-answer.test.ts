/**
 * A gateway that refuses a large upload before reading it (401 without login, 413 announced too large)
 * is heard through the companion (issue 19): the browser gets the gateway's own status, headers and
 * text, 20 times out of 20, never a 503 or a hang, and its connection is not reused for leftovers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { ADMIN, makeWebRoot, removeDir, startTestGateway, type TestGateway } from './support/gateway.ts';

let gateway: TestGateway;
let webRoot: string;
let companion: Companion;
let base: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  webRoot = await makeWebRoot();
  companion = await startCompanion({
    target: parseTarget({ url: gateway.base }),
    host: '127.0.0.1',
    port: 0,
    webRoot,
  });
  base = companion.url.replace(/\/$/, '');
});
afterAll(async () => {
  await companion.stop();
  await gateway.close();
  await removeDir(webRoot);
});

const TWO_MB = new Uint8Array(2 * 1024 * 1024).fill(0x41);

interface Outcome {
  status: number | string;
  authenticate: string | null;
  text: string;
}

/** One upload as a browser sends it (fetch, FormData); a failure is reported, not thrown. */
async function upload(path: string, form: FormData, headers: Record<string, string> = {}): Promise<Outcome> {
  try {
    const answer = await fetch(base + path, {
      method: 'POST',
      body: form,
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: answer.status,
      authenticate: answer.headers.get('www-authenticate'),
      text: await answer.text(),
    };
  } catch (error) {
    return { status: `failed: ${String(error)}`, authenticate: null, text: '' };
  }
}

describe('an early answer to a large upload', () => {
  it('a firmware upload without login gets the gateway’s 401 and its login header, 20 of 20', async () => {
    for (let i = 0; i < 20; i++) {
      const form = new FormData();
      form.append('MD5', '0'.repeat(32));
      form.append('firmware', new Blob([TWO_MB]), 'firmware.bin');
      expect(await upload('/api/firmware/update', form)).toEqual({
        status: 401,
        authenticate: 'Basic realm="Login Required"',
        text: '',
      });
    }
  });

  it('a 2 MB settings body gets the gateway’s 413 and its text, 20 of 20, and nothing changes', async () => {
    const before = gateway.gateway.ctx.store.config.ntp.server;
    for (let i = 0; i < 20; i++) {
      const form = new FormData();
      form.append('data', JSON.stringify({ ntp_server: 'never.example' }));
      form.append('padding', new Blob([TWO_MB]), 'padding.bin');
      const outcome = await upload('/api/ntp/config', form, { Authorization: ADMIN });
      expect(outcome).toMatchObject({ status: 413, text: 'The request body is too large.' });
    }
    expect(gateway.gateway.ctx.store.config.ntp.server).toBe(before);
  });
});
