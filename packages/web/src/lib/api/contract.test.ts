import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../auth/session.ts';
import { createApiClient, type EndpointCheck } from './client.ts';
import type { ApiError } from './errors.ts';
import { errorResult, resultMessage } from './result.ts';

const PAGE =
  '<!doctype html><html><head><title>OpenDTU</title></head><body><div id="app"></div></body></html>';
const html = () => new Response(PAGE, { headers: { 'Content-Type': 'text/html' } });
const json = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/json' } });

function client(respond: () => Response, checkEndpoint?: EndpointCheck) {
  const sent: string[] = [];
  const api = createApiClient({
    session: new Session(localStorage),
    fetch: (input) => {
      sent.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return Promise.resolve(respond());
    },
    onUnauthorized: () => undefined,
    currentPath: () => '/',
    firmwareLabel: () => 'v26.3.30',
    ...(checkEndpoint ? { checkEndpoint } : {}),
  });
  return { api, sent };
}

const caught = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('resolved: a false success');
    },
    (error: unknown) => error as ApiError,
  );

describe('never a false success: the answer must be what the contract says', () => {
  it('a GET answered with the web page (200 text/html) is an error naming the firmware, not data', async () => {
    const error = await caught(client(html).api.get('/api/file/list'));
    expect(error.breach).toEqual({ kind: 'page', path: '/api/file/list', firmware: 'v26.3.30' });
    expect(error.message).toBe(
      'The gateway answered /api/file/list with a web page instead of data; nothing was done.',
    );
  });

  it('a save answered with the web page is an error, never "saved"', async () => {
    const error = await caught(client(html).api.post('/api/config/delete', { delete: true }));
    expect(error.breach?.kind).toBe('page');
    const result = errorResult(error);
    expect(result.type).toBe('danger');
    expect(
      resultMessage(
        (key) => key,
        () => true,
        result,
      ),
    ).toBe(error.message);
  });

  it('JSON must say so in its content type', async () => {
    const error = await caught(client(() => new Response('{"a":1}')).api.get('/api/system/status'));
    expect(error.breach?.kind).toBe('shape');
  });

  it('the web page sent as JSON is still the web page', async () => {
    const error = await caught(client(() => json(PAGE)).api.get('/api/system/status'));
    expect(error.breach?.kind).toBe('page');
  });

  it('a GET gives an object or an array, never a bare value', async () => {
    await expect(
      client(() => json('[{"name":"config.json","size":3}]')).api.get('/api/file/list'),
    ).resolves.toEqual([{ name: 'config.json', size: 3 }]);
    expect((await caught(client(() => json('"OK"')).api.get('/api/file/list'))).breach?.kind).toBe('shape');
  });

  it('a GET answer must hold what its endpoint sends on every release, not just any JSON', async () => {
    // The old config list where the file list is due: an empty backup list would look like "no files".
    const oldShape = await caught(
      client(() => json('{"configs":[{"name":"config.json"}]}')).api.get('/api/file/list'),
    );
    expect(oldShape.breach).toEqual({ kind: 'shape', path: '/api/file/list', firmware: 'v26.3.30' });
    expect(oldShape.message).toBe("The gateway's answer to /api/file/list is not what this app expects.");
    // Another endpoint's answer, or one cut short, is not a system status.
    const status = (body: string) => caught(client(() => json(body)).api.get('/api/system/status'));
    expect((await status('{"type":"success"}')).breach?.kind).toBe('shape');
    expect((await status('{"git_hash":"v26.3.30","hostname":"OpenDTU"}')).breach?.kind).toBe('shape');
    await expect(
      client(() =>
        json('{"git_hash":"v26.3.30","uptime":12,"hostname":"OpenDTU","git_branch":"master"}'),
      ).api.get('/api/system/status'),
    ).resolves.toMatchObject({ git_hash: 'v26.3.30', uptime: 12 });
    // Zones are names mapped to POSIX rules; the query does not change what is due.
    expect(
      (await caught(client(() => json('["Europe/Berlin"]')).api.get('/api/ntp/zones'))).breach?.kind,
    ).toBe('shape');
    await expect(
      client(() => json('{"Europe/Berlin":"CET-1CEST,M3.5.0,M10.5.0/3"}')).api.get('/api/ntp/zones?x=1'),
    ).resolves.toEqual({ 'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3' });
    // Log levels: a module without its level is not a logging configuration.
    const logging = (body: string) => client(() => json(body)).api.get('/api/logging/config');
    expect(
      (await caught(logging('{"loglevel":{"default":3,"modules":[{"name":"mqtt"}]}}'))).breach?.kind,
    ).toBe('shape');
    await expect(
      logging('{"loglevel":{"default":3,"modules":[{"name":"mqtt","level":-1}]}}'),
    ).resolves.toEqual({
      loglevel: { default: 3, modules: [{ name: 'mqtt', level: -1 }] },
    });
  });

  it('a save is answered with an ApiResult: an object with its type', async () => {
    await expect(
      client(() => json('{"type":"success","code":3003}')).api.post('/api/file/delete', {}),
    ).resolves.toEqual({
      type: 'success',
      code: 3003,
    });
    expect(
      (await caught(client(() => json('{"code":3003}')).api.post('/api/file/delete', {}))).breach?.kind,
    ).toBe('shape');
    expect((await caught(client(() => json('[]')).api.post('/api/file/delete', {}))).breach?.kind).toBe(
      'shape',
    );
  });

  it('a raw request (a download) refuses the web page', async () => {
    expect((await caught(client(html).api.request('/api/config/get'))).breach?.kind).toBe('page');
    const response = await client(() => json('{}')).api.request('/api/file/get');
    expect(response.ok).toBe(true);
  });

  it('sends nothing to a path the release does not have', async () => {
    const check: EndpointCheck = (path) =>
      Promise.resolve(
        path.startsWith('/api/config/') ? { allowed: false, firmware: 'v26.3.30' } : { allowed: true },
      );
    const { api, sent } = client(() => json('{"type":"success"}'), check);
    const error = await caught(api.post('/api/config/delete', { delete: true }));
    expect(error.breach).toEqual({ kind: 'absent', path: '/api/config/delete', firmware: 'v26.3.30' });
    expect(error.message).toBe('This gateway (v26.3.30) has no /api/config/delete; nothing was sent.');
    await caught(api.get('/api/config/list'));
    await caught(api.request('/api/config/get?file=config.json'));
    await caught(api.upload('/api/config/upload?file=config.json', new FormData()));
    expect(sent).toEqual([]);
    await api.post('/api/file/delete_all', { delete: true });
    expect(sent).toEqual(['/api/file/delete_all']);
  });
});

/** An XMLHttpRequest that answers every upload with one response. */
function answerUploads(status: number, text: string, contentType: string) {
  class FakeXhr extends EventTarget {
    status = 0;
    statusText = '';
    responseText = '';
    readonly upload = new EventTarget();
    open(): void {}
    setRequestHeader(): void {}
    getResponseHeader(name: string): string | null {
      return name.toLowerCase() === 'content-type' ? contentType : null;
    }
    send(): void {
      this.status = status;
      this.statusText = status === 200 ? 'OK' : 'Error';
      this.responseText = text;
      queueMicrotask(() => this.dispatchEvent(new Event('load')));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

describe('uploads count only with the device’s own "OK"', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes 200 text/plain "OK" as success', async () => {
    answerUploads(200, 'OK', 'text/plain');
    await expect(
      client(html).api.upload('/api/file/upload?file=config.json', new FormData()),
    ).resolves.toMatchObject({
      status: 200,
      text: 'OK',
    });
  });

  it('refuses the web page answered with 200', async () => {
    answerUploads(200, PAGE, 'text/html');
    const error = await caught(
      client(html).api.upload('/api/config/upload?file=config.json', new FormData()),
    );
    expect(error.breach?.kind).toBe('page');
  });

  it('refuses any other 200 text', async () => {
    answerUploads(200, 'Okay then', 'text/plain');
    expect((await caught(client(html).api.upload('/api/firmware/update', new FormData()))).breach?.kind).toBe(
      'unconfirmed',
    );
  });

  it('leaves other statuses to uploadFailure', async () => {
    answerUploads(500, 'FAIL', 'text/plain');
    await expect(client(html).api.upload('/api/firmware/update', new FormData())).resolves.toMatchObject({
      status: 500,
      text: 'FAIL',
    });
  });
});
