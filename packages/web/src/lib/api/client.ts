import { endpoints, type Endpoint } from '@dtu-web/protocol';
import { encodeCredentials, type Session, type UserRecord } from '../auth/index.ts';
import { ApiError, messageOf } from './errors.ts';

export interface ApiClientOptions {
  session: Session;
  fetch?: typeof fetch;
  /** Called after a 401 cleared the session; `returnUrl` is the path the user was on. */
  onUnauthorized: (returnUrl: string) => void;
  /** Path + query of the current screen, for the returnUrl. */
  currentPath: () => string;
  /**
   * Where a device path is for the page's gateway (`/g/<id>` before it on a companion with several;
   * lib/gateway's devicePath). Default: the path as it is.
   */
  devicePath?: (path: string) => string;
}

export interface UploadAnswer {
  status: number;
  statusText: string;
  text: string;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * What a call names: an endpoint of protocol's table (its answer type comes along; `withQuery` adds a
 * query), or a path for the few calls the table cannot type (tests, raw downloads).
 */
export type ApiTarget<T = unknown> = Endpoint<unknown, unknown, T> | string;

const pathOf = (target: ApiTarget): string => (typeof target === 'string' ? target : target.path);

/** Bodies are read as text and parsed only when non-empty (several device answers are empty). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.ok ? 'The answer is not JSON' : response.statusText, response.status);
  }
}

/** The one fetch client: headers, credentials, 401 flow and error rejection for every call. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const at = options.devicePath ?? ((path: string) => path);

  function headers(): Headers {
    const result = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
    const user = options.session.getUser();
    if (user) result.set('Authorization', `Basic ${user.authdata}`);
    return result;
  }

  function unauthorized(): never {
    options.session.logOut();
    options.onUnauthorized(options.currentPath());
    throw new ApiError('Unauthorized', 401);
  }

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(at(path), { ...init, headers: headers() });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(error instanceof Error ? error.message : String(error), 0);
    }
  }

  /** Sends a request and returns the raw response once it is OK (for downloads). */
  async function request(target: ApiTarget, init: RequestInit = {}): Promise<Response> {
    const response = await send(pathOf(target), init);
    if (response.status === 401) unauthorized();
    if (!response.ok) {
      const body = await readBody(response).catch(() => undefined);
      throw new ApiError(messageOf(body) ?? response.statusText, response.status);
    }
    return response;
  }

  async function get<T>(target: ApiTarget<T>, signal?: AbortSignal): Promise<T> {
    const response = await request(target, signal ? { signal } : {});
    return (await readBody(response)) as T;
  }

  /** POSTs `data` as JSON in the form field `data`, the way every device save expects it. */
  async function post<T>(target: ApiTarget<T>, data: unknown): Promise<T> {
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    const response = await request(target, { method: 'POST', body });
    return (await readBody(response)) as T;
  }

  /**
   * The login probe: Basic credentials of the form, not the stored ones. Success stores the user
   * record (emits logged-in); a failure clears it (emits logged-out) and rejects, a 401 with
   * 'Invalid credentials' (no redirect: we are on the login).
   */
  async function authenticate(username: string, password: string): Promise<UserRecord> {
    const authdata = encodeCredentials(username, password);
    const response = await doFetch(at(endpoints.securityAuthenticate.path), {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Basic ${authdata}` },
    }).catch((error: unknown) => {
      options.session.logOut();
      throw new ApiError(error instanceof Error ? error.message : String(error), 0);
    });
    if (!response.ok) {
      // Any failed login ends the previous session (and emits logged-out).
      options.session.logOut();
      if (response.status === 401) throw new ApiError('Invalid credentials', 401);
      const body = await readBody(response).catch(() => undefined);
      throw new ApiError(messageOf(body) ?? response.statusText, response.status);
    }
    const body = await readBody(response);
    const user: UserRecord = { ...(typeof body === 'object' && body !== null ? body : {}), authdata };
    options.session.logIn(user);
    return user;
  }

  /** Multipart upload with progress (XMLHttpRequest: fetch reports no upload progress). */
  function upload(
    target: ApiTarget,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<UploadAnswer> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', at(pathOf(target)));
      headers().forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        if (xhr.status === 401) {
          try {
            unauthorized();
          } catch (error) {
            reject(error instanceof Error ? error : new ApiError(String(error), 401));
          }
          return;
        }
        resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
      });
      xhr.addEventListener('error', () => {
        reject(new ApiError('Network error', 0));
      });
      xhr.send(form);
    });
  }

  return { get, post, request, authenticate, upload };
}
