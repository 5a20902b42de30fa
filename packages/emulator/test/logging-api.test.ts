/**
 * /api/logging/config per release (firmware-versions.md §3.7): absent before v25.5.10 (the web page
 * answers), admin only, the modules the release lists, -1 for inherit, a save that clears the 16 slots,
 * skips unknown names and -1, clamps the default (missing → 0) and answers 1001.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  get,
  getJson,
  postBody,
  postJson,
  startTestGateway,
  waitFor,
  type TestGateway,
} from './support/gateway.ts';

let t: TestGateway;
afterEach(async () => {
  await t.close();
});

interface StoredLogging {
  logging: { default: number; modules: { level: number; name: string }[] };
}

async function stored(): Promise<StoredLogging['logging']> {
  return (JSON.parse(await readFile(join(t.dataDir, 'config.json'), 'utf8')) as StoredLogging).logging;
}

/** Restores a config.json whose `mqtt` level sits in slot 7 (as a config written elsewhere may have it). */
async function restoreWithMqttInSlot7(): Promise<void> {
  const config = (await getJson(t.base, '/api/file/get?file=config.json')) as StoredLogging;
  config.logging.modules[7] = { level: 4, name: 'mqtt' };
  const form = new FormData();
  form.append('config', new Blob([JSON.stringify(config)], { type: 'application/json' }), 'config.json');
  const boots = t.gateway.ctx.boot.count;
  expect((await postBody(t.base, '/api/file/upload?file=config.json', form)).status).toBe(200);
  await waitFor(() => t.gateway.ctx.boot.count > boots && t.gateway.state === 'running', 10_000, 'reboot');
}

const levelOf = async (name: string): Promise<number | undefined> => {
  const body = (await getJson(t.base, '/api/logging/config')) as {
    loglevel: { modules: { name: string; level: number }[] };
  };
  return body.loglevel.modules.find((m) => m.name === name)?.level;
};

describe('/api/logging/config slots past index 5 (§3.7, 99e69301)', () => {
  it('v25.5.10 reads them as -1 though config.json holds the level; a save of it stores it readably', async () => {
    t = await startTestGateway({ firmware: 'v25.5.10' });
    await restoreWithMqttInSlot7();
    expect(await levelOf('mqtt')).toBe(-1);
    const file = (await (await get(t.base, '/api/file/get', { auth: ADMIN })).json()) as StoredLogging;
    expect(file.logging.modules[7]).toEqual({ level: 4, name: 'mqtt' });
    // A save sending the level back (what the web app does after reading config.json) keeps it.
    await postJson(t.base, '/api/logging/config', {
      loglevel: { default: 1, modules: [{ name: 'mqtt', level: 4 }] },
    });
    expect(await levelOf('mqtt')).toBe(4);
  });

  it('v25.5.10: a save sending -1 for it clears the level (every slot is cleared first)', async () => {
    t = await startTestGateway({ firmware: 'v25.5.10' });
    await restoreWithMqttInSlot7();
    await postJson(t.base, '/api/logging/config', {
      loglevel: { default: 1, modules: [{ name: 'mqtt', level: -1 }] },
    });
    expect((await stored()).modules.some((m) => m.name === 'mqtt')).toBe(false);
  });

  it('v25.9.11 reads every slot', async () => {
    t = await startTestGateway({ firmware: 'v25.9.11' });
    await restoreWithMqttInSlot7();
    expect(await levelOf('mqtt')).toBe(4);
  });
});

describe('/api/logging/config', () => {
  it('is not there on v24.10.6 and v25.1.14: the web page answers', async () => {
    for (const firmware of ['v24.10.6', 'v25.1.14'] as const) {
      t = await startTestGateway({ firmware });
      const answer = await get(t.base, '/api/logging/config', { auth: 'x' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      await t.close();
    }
    t = await startTestGateway({ firmware: 'v25.5.10' });
  });

  it('v25.5.10 lists five modules, a fresh install logs errors only, and it needs the admin', async () => {
    t = await startTestGateway({ firmware: 'v25.5.10' });
    expect((await get(t.base, '/api/logging/config')).status).toBe(401);
    expect(await getJson(t.base, '/api/logging/config')).toEqual({
      loglevel: {
        default: 1,
        modules: ['CORE', 'hoymiles', 'mqtt', 'network', 'webapi'].map((name) => ({ name, level: -1 })),
      },
    });
  });

  it('v26.3.28 adds async_ws and async_tcp', async () => {
    t = await startTestGateway({ firmware: 'v26.3.28' });
    const body = (await getJson(t.base, '/api/logging/config')) as {
      loglevel: { modules: { name: string }[] };
    };
    expect(body.loglevel.modules.map((m) => m.name)).toEqual([
      'CORE',
      'hoymiles',
      'mqtt',
      'network',
      'webapi',
      'async_ws',
      'async_tcp',
    ]);
  });

  it('stores what it knows, skips unknown names and inherit, clamps, and reads it back', async () => {
    t = await startTestGateway({ firmware: 'v26.3.30' });
    const answer = await postJson(t.base, '/api/logging/config', {
      loglevel: {
        default: 9,
        modules: [
          { name: 'mqtt', level: 4 },
          { name: 'nonsense', level: 3 },
          { name: 'webapi', level: -1 },
          { name: 'async_tcp', level: 0 },
        ],
      },
    });
    expect(answer).toEqual({ type: 'success', message: 'Settings saved!', code: 1001 });
    const logging = await stored();
    expect(logging.default).toBe(5);
    expect(logging.modules).toHaveLength(16);
    expect(logging.modules.slice(0, 3)).toEqual([
      { level: 4, name: 'mqtt' },
      { level: 0, name: 'async_tcp' },
      { level: 0, name: '' },
    ]);
    const body = (await getJson(t.base, '/api/logging/config')) as {
      loglevel: { default: number; modules: { name: string; level: number }[] };
    };
    expect(body.loglevel.default).toBe(5);
    expect(Object.fromEntries(body.loglevel.modules.map((m) => [m.name, m.level]))).toEqual({
      CORE: -1,
      hoymiles: -1,
      mqtt: 4,
      network: -1,
      webapi: -1,
      async_ws: -1,
      async_tcp: 0,
    });
  });

  it('a save without a default stores 0 (none) and clears every module', async () => {
    t = await startTestGateway({ firmware: 'v25.9.11' });
    await postJson(t.base, '/api/logging/config', {
      loglevel: { default: 3, modules: [{ name: 'CORE', level: 2 }] },
    });
    await postJson(t.base, '/api/logging/config', { loglevel: { modules: [] } });
    const logging = await stored();
    expect(logging.default).toBe(0);
    expect(logging.modules.every((m) => m.name === '')).toBe(true);
  });

  it('answers a body without loglevel with 1005 and a missing data field with 1002', async () => {
    t = await startTestGateway({ firmware: 'v26.3.30' });
    expect(await postJson(t.base, '/api/logging/config', { modules: [] })).toMatchObject({ code: 1005 });
    const response = await postBody(t.base, '/api/logging/config', new URLSearchParams({ other: '1' }));
    expect(await response.json()).toMatchObject({ code: 1002 });
  });
});
