/** /api/firmware/update (device-api §1.15): MD5 field first, image checks, reboot after success. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answers, getJson, postBody, useTestGateway, waitFor } from './support/gateway.ts';

const t = useTestGateway({ rebootDelay: 300 });

function image(size: number, magic = 0xe9): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31) & 0xff;
  bytes[0] = magic;
  return bytes;
}

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

async function flash(
  parts: ([string, string] | [string, Buffer])[],
): Promise<{ status: number; text: string }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value]), 'firmware.bin');
  }
  const response = await postBody(t.base, '/api/firmware/update', form);
  return { status: response.status, text: await response.text() };
}

describe('firmware update', () => {
  const good = image(300_000);

  it.each([
    ['no MD5 field', [['firmware', good]], 'MD5 parameter missing'],
    [
      'MD5 after the file',
      [
        ['firmware', good],
        ['MD5', md5(good)],
      ],
      'MD5 parameter missing',
    ],
    [
      'an MD5 of the wrong length',
      [
        ['MD5', 'abc'],
        ['firmware', good],
      ],
      'MD5 parameter invalid',
    ],
    [
      'no ESP image magic',
      [
        ['MD5', md5(image(1000, 0))],
        ['firmware', image(1000, 0)],
      ],
      'OTA could not begin',
    ],
    [
      'an empty image',
      [
        ['MD5', md5(Buffer.alloc(0))],
        ['firmware', Buffer.alloc(0)],
      ],
      'OTA could not begin',
    ],
    [
      'an image larger than the OTA slot',
      [
        ['MD5', md5(image(1_966_081))],
        ['firmware', image(1_966_081)],
      ],
      'OTA could not begin',
    ],
    [
      'an MD5 mismatch',
      [
        ['MD5', md5(image(10))],
        ['firmware', good],
      ],
      'Could not end OTA',
    ],
  ] as [string, ([string, string] | [string, Buffer])[], string][])(
    'refuses %s with 400 and stays up',
    async (_what, parts, message) => {
      const boots = t.gateway.ctx.boot.count;
      expect(await flash(parts)).toEqual({ status: 400, text: message });
      expect(t.gateway.state).toBe('running');
      expect(t.gateway.ctx.boot.count).toBe(boots);
    },
  );

  it('accepts a good image (200 OK), reboots and then reports its size', async () => {
    const boots = t.gateway.ctx.boot.count;
    const form = new FormData();
    form.append('MD5', md5(good).toUpperCase());
    form.append('firmware', new Blob([good]), 'firmware.bin');
    const response = await postBody(t.base, '/api/firmware/update', form);
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.text()).toBe('OK');
    // Like the UI: poll the system status until the (rebooted) gateway answers again.
    await waitFor(async () => t.gateway.ctx.boot.count > boots && (await answers(t.base)), 10_000, 'reboot');
    expect(t.gateway.ctx.boot.count).toBe(boots + 1);
    const system = (await getJson(t.base, '/api/system/status')) as Record<string, unknown>;
    expect(system).toMatchObject({ sketch_used: 300_000, resetreason_0: 'Software reset CPU' });
    expect(system['uptime']).toBeLessThan(5);
  });
});
