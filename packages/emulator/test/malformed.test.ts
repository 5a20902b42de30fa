/**
 * Malformed requests never crash the gateway or touch the stored config: they get a device code
 * (usually 1002, "no data") or a 4xx.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, answers, expectResult, rawRequest, useTestGateway } from './support/gateway.ts';

const t = useTestGateway();
let configBefore: string;
beforeAll(async () => {
  configBefore = await readFile(join(t.dataDir, 'config.json'), 'utf8');
});

const PATH = '/api/ntp/config';

async function send(
  headers: Record<string, string>,
  body: string | Buffer,
): Promise<{ status: number; body: string }> {
  const response = await rawRequest(t.base + PATH, {
    method: 'POST',
    headers: { Authorization: ADMIN, ...headers },
    body,
  });
  return { status: response.status, body: response.body.toString() };
}

const multipartHead = (boundary: string): Record<string, string> => ({
  'Content-Type': `multipart/form-data; boundary=${boundary}`,
});

describe('malformed POST bodies', () => {
  it.each([
    ['a JSON body', { 'Content-Type': 'application/json' }, '{"data":"{}"}'],
    ['a text body', { 'Content-Type': 'text/plain' }, 'data={}'],
    ['an unknown content type', { 'Content-Type': 'application/x-something' }, 'data=%7B%7D'],
    ['no content type', {}, 'data=%7B%7D'],
    ['multipart without boundary', { 'Content-Type': 'multipart/form-data' }, 'data={}'],
    [
      'a truncated multipart body',
      multipartHead('XyZ'),
      '--XyZ\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"ntp_server":"x"',
    ],
    [
      'multipart where data is a file',
      multipartHead('XyZ'),
      '--XyZ\r\nContent-Disposition: form-data; name="data"; filename="d.json"\r\n\r\n{}\r\n--XyZ--\r\n',
    ],
  ])('answers %s with 1002', async (_what, headers, body) => {
    const response = await send(headers, body);
    expect(response.status).toBe(200);
    expectResult(JSON.parse(response.body), 'warning', 1002);
  });

  it('answers urlencoded junk with 1002 or 1004, never an error', async () => {
    const response = await send(
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'data=%E0%A4%A&&==&data',
    );
    expect(response.status).toBe(200);
    expect([1002, 1004]).toContain((JSON.parse(response.body) as { code: number }).code);
  });

  it('answers an oversized multipart data field with 1003', async () => {
    const big = 'x'.repeat(200_000);
    const body = `--XyZ\r\nContent-Disposition: form-data; name="data"\r\n\r\n${big}\r\n--XyZ--\r\n`;
    const response = await send(multipartHead('XyZ'), body);
    expectResult(JSON.parse(response.body), 'warning', 1003);
  });

  it('refuses a huge urlencoded body with 413', async () => {
    const response = await send(
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'data=' + 'x'.repeat(2_000_000),
    );
    expect(response.status).toBe(413);
  });

  it('survived all of it with the config untouched', async () => {
    expect(await answers(t.base)).toBe(true);
    expect(await readFile(join(t.dataDir, 'config.json'), 'utf8')).toBe(configBefore);
  });
});
