// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Asked, AskFn } from './ask.ts';
import { endpointVerdict, releaseDependentEndpoint } from './guard.ts';
import { FirmwareStore } from './store.ts';

const json = (body: unknown): Asked => ({ kind: 'json', body });
const page: Asked = { kind: 'page' };

function gateway(answers: Record<string, Asked>, loggedIn = true) {
  const asked: string[] = [];
  const ask: AskFn = (path) => {
    asked.push(path);
    return Promise.resolve(answers[path] ?? page);
  };
  return { store: new FirmwareStore({ ask, loggedIn: () => loggedIn }), asked };
}

describe('FirmwareStore', () => {
  it('reads a tagged release from system status once, without probes, and shares it', async () => {
    const { store, asked } = gateway({
      '/api/system/status': json({ git_hash: 'v24.10.6', config_version: '0.1.28' }),
    });
    const [a, b] = await Promise.all([store.load(), store.load()]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ release: 'v24.10.6', label: 'v24.10.6', certain: true });
    await store.load();
    expect(asked).toEqual(['/api/system/status']);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', identity: { release: 'v24.10.6' } });
  });

  it('keeps when the gateway started, by the browser clock: now minus its uptime', async () => {
    const { store } = gateway({ '/api/system/status': json({ git_hash: 'v26.3.30', uptime: 8 }) });
    const before = Date.now();
    await store.load();
    const { bootAt } = store.getSnapshot();
    expect(bootAt).toBeGreaterThanOrEqual(before - 8_000);
    expect(bootAt).toBeLessThanOrEqual(Date.now() - 8_000);
    const { store: without } = gateway({ '/api/system/status': json({ git_hash: 'v26.3.30' }) });
    await without.load();
    expect(without.getSnapshot().bootAt).toBeUndefined();
  });

  it('counts a probe only when it answers JSON: the web page (200 HTML) says the endpoint is absent', async () => {
    const { store, asked } = gateway({
      '/api/system/status': json({ git_hash: 'g1a2b3c4', config_version: '0.1.30', git_branch: 'master' }),
      '/api/ntp/zones': page,
      '/api/logging/config': json({ loglevel: { default: 1, modules: [{ name: 'CORE', level: 1 }] } }),
      '/api/i18n/languages': json([]),
    });
    const identity = await store.load();
    expect(asked).toEqual([
      '/api/system/status',
      '/api/ntp/zones',
      '/api/logging/config',
      '/api/i18n/languages',
    ]);
    expect(identity).toMatchObject({ basis: 'probe', candidates: ['v25.5.10', 'v25.9.11'] });
  });

  it('proves v26.3.28+ of a bare hash by its zones API answering JSON', async () => {
    const { store } = gateway({
      '/api/system/status': json({ git_hash: 'g1a2b3c4', config_version: '0.1.30' }),
      '/api/ntp/zones': json({ 'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3' }),
      '/api/logging/config': json({ loglevel: { default: 1, modules: [{ name: 'async_ws', level: -1 }] } }),
      '/api/i18n/languages': json([]),
    });
    expect(await store.load()).toMatchObject({ release: 'v26.3.28', certain: true });
  });

  it('skips the admin probe without a login', async () => {
    const { store, asked } = gateway(
      { '/api/system/status': json({ git_hash: 'g1a2b3c4', config_version: '0.1.30' }) },
      false,
    );
    await store.load();
    expect(asked).not.toContain('/api/logging/config');
  });

  it('fails when system status is the web page, and asks again next time', async () => {
    const answers: Record<string, Asked> = { '/api/system/status': page };
    const { store, asked } = gateway(answers);
    await expect(store.load()).rejects.toThrow();
    expect(store.getSnapshot().status).toBe('failed');
    answers['/api/system/status'] = json({ git_hash: 'v26.3.30' });
    expect((await store.load()).release).toBe('v26.3.30');
    expect(asked).toHaveLength(2);
  });

  it('reads again after invalidate (a restart may bring other firmware)', async () => {
    const answers: Record<string, Asked> = { '/api/system/status': json({ git_hash: 'v24.10.6' }) };
    const { store } = gateway(answers);
    await store.load();
    answers['/api/system/status'] = json({ git_hash: 'v26.3.30' });
    store.invalidate();
    expect(store.getSnapshot().status).toBe('loading');
    expect((await store.load()).release).toBe('v26.3.30');
  });
});

describe('endpointVerdict', () => {
  const at = (git_hash: string) => gateway({ '/api/system/status': json({ git_hash }) }).store;

  it('names only the release-dependent endpoints', () => {
    expect(releaseDependentEndpoint('/api/config/get?file=config.json')).toBe('configGet');
    expect(releaseDependentEndpoint('/zones.json')).toBe('zonesJson');
    expect(releaseDependentEndpoint('/api/livedata/status')).toBeUndefined();
  });

  it('refuses what the release does not have, naming its firmware', async () => {
    expect(await endpointVerdict(at('v26.3.30'), '/api/config/upload?file=config.json')).toEqual({
      allowed: false,
      firmware: 'v26.3.30',
    });
    expect(await endpointVerdict(at('v24.10.6'), '/api/file/delete_all')).toEqual({
      allowed: false,
      firmware: 'v24.10.6',
    });
    expect(await endpointVerdict(at('v24.10.6'), '/api/config/delete')).toEqual({ allowed: true });
    expect(await endpointVerdict(at('v26.3.30'), '/api/file/list')).toEqual({ allowed: true });
    expect(await endpointVerdict(at('v26.3.30'), '/api/system/status')).toEqual({ allowed: true });
  });

  it('lets a call go when the firmware cannot be read (its answer is checked instead)', async () => {
    const { store } = gateway({ '/api/system/status': { kind: 'none', status: 401 } });
    expect(await endpointVerdict(store, '/api/config/list')).toEqual({ allowed: true });
  });
});
