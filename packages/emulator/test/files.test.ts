/** /api/config/* (device-api §1.14): backup, checked restore, factory reset; each restore reboots. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  basic,
  ENCODINGS,
  expectResult,
  get,
  getJson,
  postBody,
  postJson,
  useTestGateway,
  waitFor,
} from './support/gateway.ts';

const t = useTestGateway({}, 'test');

async function upload(file: string | undefined, content: string, field = 'config'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'application/json' }), 'backup.json');
  const query = file === undefined ? '' : `?file=${encodeURIComponent(file)}`;
  return postBody(t.base, `/api/config/upload${query}`, form);
}

async function rebooted(bootsBefore: number): Promise<void> {
  await waitFor(
    () => t.gateway.ctx.boot.count > bootsBefore && t.gateway.state === 'running',
    10_000,
    'reboot',
  );
}

describe('backup', () => {
  it('lists the data files and serves them as attachments; a missing file is 404 with an empty body', async () => {
    expect(await getJson(t.base, '/api/config/list')).toEqual({
      configs: [{ name: 'config.json' }, { name: 'pin_mapping.json' }],
    });
    const config = await get(t.base, '/api/config/get', { auth: ADMIN });
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toBe('application/json');
    expect(config.headers.get('content-disposition')).toBe('attachment; filename="config.json"');
    expect(await config.text()).toBe(await readFile(join(t.dataDir, 'config.json'), 'utf8'));
    const pins = (await getJson(t.base, '/api/config/get?file=pin_mapping.json')) as { name: string }[];
    expect(pins.map((p) => p.name)).toContain('DIY ESP32 + NRF24L01+');
    const missing = await get(t.base, '/api/config/get?file=nothing.json', { auth: ADMIN });
    expect([missing.status, await missing.text()]).toEqual([404, '']);
    const escape = await get(t.base, '/api/config/get?file=../../etc/passwd', { auth: ADMIN });
    expect(escape.status).toBe(404);
  });
});

describe('restore', () => {
  it('stores a valid config.json, answers OK with Connection: close, reboots and uses it', async () => {
    const backup = JSON.parse(await readFile(join(t.dataDir, 'config.json'), 'utf8')) as {
      ntp: { server: string };
      security: { password: string };
    };
    backup.ntp.server = 'restored.example';
    const boots = t.gateway.ctx.boot.count;
    const response = await upload('config.json', JSON.stringify(backup));
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('OK');
    await rebooted(boots);
    expect(await getJson(t.base, '/api/ntp/config')).toMatchObject({ ntp_server: 'restored.example' });
  });

  it('migrates an old config.json on boot', async () => {
    const old = {
      cfg: { version: 0x00011600, save_count: 3 },
      wifi: { ssid: 'home' },
      ntp: { server: 'pool.ntp.org' },
      mqtt: { publish_invterval: 30 },
      dtu: { serial: 199980112345, pa_level: 2, cmt_frequency: 865250 },
      security: { allow_readonly: true },
      inverters: [{ serial: 116180123456, name: 'Old', channels: [400, 410] }],
    };
    const boots = t.gateway.ctx.boot.count;
    expect((await upload('config.json', JSON.stringify(old))).status).toBe(200);
    await rebooted(boots);
    expect(await getJson(t.base, '/api/ntp/config')).toMatchObject({ ntp_server: 'opendtu.pool.ntp.org' });
    expect(await getJson(t.base, '/api/dtu/config')).toMatchObject({
      nrf_palevel: 2,
      cmt_frequency: 865250000,
    });
    expect(await getJson(t.base, '/api/mqtt/config')).toMatchObject({ mqtt_publish_interval: 30 });
    const { inverter } = (await getJson(t.base, '/api/inverter/list')) as {
      inverter: { channel: unknown[] }[];
    };
    expect(inverter[0]?.channel.slice(0, 2)).toEqual([
      { name: '', max_power: 400, yield_total_offset: 0 },
      { name: '', max_power: 410, yield_total_offset: 0 },
    ]);
    const stored = JSON.parse(await readFile(join(t.dataDir, 'config.json'), 'utf8')) as { cfg: unknown };
    expect(stored.cfg).toEqual({ version: 72704, save_count: 4 });
  });

  it.each([
    ['config.json', 'not json at all'],
    ['config.json', '[1,2,3]'],
    ['config.json', '{"security":{"password":12}}'],
    ['config.json', '{"inverters":' + JSON.stringify(Array(11).fill({})) + '}'],
    ['pin_mapping.json', '{"name":"not an array"}'],
    ['pin_mapping.json', '[{"nrf24":{"clk":1}}]'],
  ])('refuses an invalid %s (%s) with 400 and changes nothing', async (file, content) => {
    const before = await readFile(join(t.dataDir, file), 'utf8');
    const boots = t.gateway.ctx.boot.count;
    const response = await upload(file, content);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      new RegExp(`^${file.replace('.', '\\.')} .*nothing was changed\\.$`),
    );
    expect(await readFile(join(t.dataDir, file), 'utf8')).toBe(before);
    expect(t.gateway.state).toBe('running');
    expect(t.gateway.ctx.boot.count).toBe(boots);
  });

  it('needs the file query (500, empty body) and refuses names outside the data dir', async () => {
    const noName = await upload(undefined, '{}');
    expect([noName.status, await noName.text()]).toEqual([500, '']);
    const escape = await upload('../evil.json', '{}');
    expect(escape.status).toBe(400);
    const nested = await upload('sub/dir.json', '{}');
    expect(nested.status).toBe(400);
    expect(await getJson(t.base, '/api/config/list')).toEqual({
      configs: [{ name: 'config.json' }, { name: 'pin_mapping.json' }],
    });
  });

  it('stores other file names unchecked, like the device', async () => {
    const boots = t.gateway.ctx.boot.count;
    const response = await upload('notes.txt', 'hello', 'anything');
    expect(response.status).toBe(200);
    expect(await readFile(join(t.dataDir, 'notes.txt'), 'utf8')).toBe('hello');
    await rebooted(boots);
  });
});

describe.each(ENCODINGS)('factory reset (%s)', (encoding) => {
  it('answers 1005, 3001 (nothing deleted), then 3002: keeps only pin_mapping.json and boots with defaults', async () => {
    await postJson(
      t.base,
      '/api/security/config',
      { password: 'changed-pw', allow_readonly: true },
      encoding,
    );
    await writeFile(join(t.dataDir, 'pin_mapping.json'), '[{"name":"Mine","nrf24":{"clk":1}}]');
    await writeFile(join(t.dataDir, 'extra.bin'), 'x');
    const post = async (body: unknown): Promise<unknown> => {
      const form =
        encoding === 'urlencoded' ? new URLSearchParams({ data: JSON.stringify(body) }) : formData(body);
      const response = await postBody(t.base, '/api/config/delete', form, basic('admin', 'changed-pw'));
      return response.json();
    };
    expectResult(await post({ delete: 'yes' }), 'warning', 1005);
    expectResult(await post({ delete: false }), 'warning', 3001);
    expect(await readFile(join(t.dataDir, 'extra.bin'), 'utf8')).toBe('x');
    const boots = t.gateway.ctx.boot.count;
    expectResult(await post({ delete: true }), 'success', 3002);
    await rebooted(boots);
    expect(await getJson(t.base, '/api/security/config')).toEqual({
      password: 'openDTU42',
      allow_readonly: true,
    });
    expect(await getJson(t.base, '/api/config/list')).toEqual({
      configs: [{ name: 'config.json' }, { name: 'pin_mapping.json' }],
    });
    expect(await readFile(join(t.dataDir, 'pin_mapping.json'), 'utf8')).toContain('"Mine"');
    expect(await getJson(t.base, '/api/dtu/config')).toMatchObject({ serial: '199980115004' });
  });
});

function formData(body: unknown): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  return form;
}
