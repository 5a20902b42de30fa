import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../auth/session.ts';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';

interface Call {
  path: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call = {
      path: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init,
    };
    calls.push(call);
    return Promise.resolve(respond(call));
  };
  return { fetch, calls };
}

/** A device answer with its JSON content type (the device sends `application/json` for data). */
function json(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

function header(call: Call | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}

describe('api client', () => {
  let session: Session;
  const onUnauthorized = vi.fn<(returnUrl: string) => void>();

  beforeEach(() => {
    session = new Session(localStorage);
    onUnauthorized.mockClear();
  });

  function client(respond: (call: Call) => Response) {
    const fake = fakeFetch(respond);
    const api = createApiClient({
      session,
      fetch: fake.fetch,
      onUnauthorized,
      currentPath: () => '/settings/mqtt?tab=2',
    });
    return { api, calls: fake.calls };
  }

  it('sends X-Requested-With on every call and Basic auth from the stored user', async () => {
    const { api, calls } = client(() => json('{"type":"success"}'));
    await api.get('/api/dtu/config');
    expect(header(calls[0], 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(calls[0], 'Authorization')).toBeNull();

    session.logIn({ authdata: 'YWRtaW46c2VjcmV0' });
    await api.post('/api/dtu/config', { serial: '1' });
    expect(header(calls[1], 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(calls[1], 'Authorization')).toBe('Basic YWRtaW46c2VjcmV0');
  });

  it('reads the stored record in the device UI format (localStorage.user with authdata)', async () => {
    localStorage.setItem('user', JSON.stringify({ type: 'success', code: 10002, authdata: 'eDp5' }));
    session = new Session(localStorage);
    const { api, calls } = client(() => json('{}'));
    await api.get('/api/ntp/status');
    expect(header(calls[0], 'Authorization')).toBe('Basic eDp5');
  });

  it('posts the body as JSON in the form field "data"', async () => {
    const { api, calls } = client(() => json('{"type":"success","message":"ok","code":6001}'));
    const result = await api.post('/api/maintenance/reboot', { reboot: true });
    expect(calls[0]?.init.method).toBe('POST');
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('data')).toBe('{"reboot":true}');
    expect(result).toEqual({ type: 'success', message: 'ok', code: 6001 });
  });

  it('takes no empty answer for data', async () => {
    const { api } = client(() => json(''));
    await expect(api.get('/api/x')).rejects.toMatchObject({ breach: { kind: 'shape', path: '/api/x' } });
  });

  it('on 401 clears the user, emits logged-out and asks for the login with the current path', async () => {
    session.logIn({ authdata: 'old' });
    const loggedOut = vi.fn();
    session.on('logged-out', loggedOut);
    const { api } = client(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(api.get('/api/mqtt/config')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('user')).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledWith('/settings/mqtt?tab=2');
  });

  it('rejects other failures with the body message, else the status text, and the status', async () => {
    const withMessage = client(
      () => new Response('{"message":"Out of memory","code":1007}', { status: 500 }),
    );
    await expect(withMessage.api.get('/api/livedata/status')).rejects.toEqual(
      new ApiError('Out of memory', 500),
    );

    const withoutBody = client(() => new Response('', { status: 429, statusText: 'Too Many Requests' }));
    const error = await withoutBody.api.get('/api/livedata/status').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Too Many Requests', status: 429 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a network failure with status 0', async () => {
    const api = createApiClient({
      session,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onUnauthorized,
      currentPath: () => '/',
    });
    await expect(api.get('/api/system/status')).rejects.toMatchObject({
      message: 'Failed to fetch',
      status: 0,
    });
  });

  it('authenticate stores the answer plus authdata and emits logged-in', async () => {
    const loggedIn = vi.fn();
    session.on('logged-in', loggedIn);
    const { api, calls } = client(() => json('{"type":"success","message":"ok","code":10002}'));
    const user = await api.authenticate('admin', 'openDTU42');
    expect(header(calls[0], 'Authorization')).toBe(`Basic ${btoa('admin:openDTU42')}`);
    expect(header(calls[0], 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(user).toEqual({ type: 'success', message: 'ok', code: 10002, authdata: btoa('admin:openDTU42') });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(loggedIn).toHaveBeenCalledOnce();
  });

  it('authenticate with wrong credentials clears the user and rejects with Invalid credentials', async () => {
    session.logIn({ authdata: 'old' });
    const loggedOut = vi.fn();
    session.on('logged-out', loggedOut);
    const { api } = client(() => new Response('', { status: 401 }));
    await expect(api.authenticate('admin', 'wrong')).rejects.toEqual(
      new ApiError('Invalid credentials', 401),
    );
    expect(localStorage.getItem('user')).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends every device call, the login probe and uploads to the page’s gateway', async () => {
    const fake = fakeFetch(() => json('{"type":"success"}'));
    const api = createApiClient({
      session,
      fetch: fake.fetch,
      onUnauthorized,
      currentPath: () => '/',
      devicePath: (path) => (path.startsWith('/api/x/') ? path : `/g/garage${path}`),
    });
    await api.get('/api/dtu/config');
    await api.post('/api/dtu/config', { serial: '1' });
    await api.get('/api/x/fleet');
    await api.authenticate('admin', 'garage-pw');
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/g/garage/api/dtu/config',
      '/g/garage/api/dtu/config',
      '/api/x/fleet',
      '/g/garage/api/security/authenticate',
    ]);
    const opened: string[] = [];
    const open = vi
      .spyOn(XMLHttpRequest.prototype, 'open')
      .mockImplementation((_method: string, url: string | URL) => {
        opened.push(String(url));
      });
    vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation(() => undefined);
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    void api.upload('/api/firmware/update', new FormData());
    await vi.waitFor(() => {
      expect(opened).toEqual(['/g/garage/api/firmware/update']);
    });
    open.mockRestore();
    vi.restoreAllMocks();
  });
});
