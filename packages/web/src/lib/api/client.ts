import { answerFits, endpoints, type Endpoint } from '@dtu-web/protocol';
import { encodeCredentials, type Session, type UserRecord } from '../auth/index.ts';
import {
  explainInEnglish,
  isApiResult,
  isHtmlType,
  isJsonType,
  isJsonValue,
  looksLikeHtml,
  type Explain,
} from './contract.ts';
import { ApiError, messageOf, type Breach, type BreachKind } from './errors.ts';

/** Whether a path may go to this gateway; `firmware` names its release when it may not. */
export type EndpointCheck = (
  path: string,
) => Promise<{ allowed: true } | { allowed: false; firmware: string }>;

export interface ApiClientOptions {
  /** Whose login the calls carry; a fixed login (one that never logs in or out) will do. */
  session: Pick<Session, 'getUser' | 'logIn' | 'logOut'>;
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
  /**
   * Asked before every call: a path the gateway's release does not have is refused without sending
   * (lib/firmware's endpointVerdict). Default: everything may be sent.
   */
  checkEndpoint?: EndpointCheck;
  /** The gateway's firmware as it reports it, for messages about a broken answer. */
  firmwareLabel?: () => string | undefined;
  /** The owner's words for a broken answer (default: English). */
  explain?: Explain;
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

/** An error body is read as text and parsed only when it is JSON (several are empty). */
async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The one fetch client: headers, credentials, 401 flow and error rejection for every call. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const at = options.devicePath ?? ((path: string) => path);
  const explain = options.explain ?? explainInEnglish;

  /** A rejection for an answer that broke the contract, in the owner's words. */
  function breach(
    kind: BreachKind,
    path: string,
    status: number,
    firmware = options.firmwareLabel?.(),
  ): ApiError {
    const detail: Breach =
      firmware === undefined || firmware === '' ? { kind, path } : { kind, path, firmware };
    return new ApiError(explain(detail), status, detail);
  }

  /** Refuses, before anything is sent, a path the gateway's release does not have. */
  async function checkPath(path: string): Promise<void> {
    if (!options.checkEndpoint) return;
    const verdict = await options.checkEndpoint(path);
    if (!verdict.allowed) throw breach('absent', path, 0, verdict.firmware);
  }

  /** The JSON a call is due: said by `Content-Type`, parsed, an object or array. */
  async function readJson(response: Response, path: string): Promise<unknown> {
    const type = response.headers.get('Content-Type');
    if (!isJsonType(type)) throw breach(isHtmlType(type) ? 'page' : 'shape', path, response.status);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw breach(looksLikeHtml(text) ? 'page' : 'shape', path, response.status);
    }
    if (!isJsonValue(body)) throw breach('shape', path, response.status);
    return body;
  }

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

  /**
   * Sends a request and returns the raw response once it is OK (for downloads). The gateway's web page
   * (text/html) is never an API answer: it is what a release without this path sends.
   */
  async function request(target: ApiTarget, init: RequestInit = {}): Promise<Response> {
    const path = pathOf(target);
    await checkPath(path);
    const response = await send(path, init);
    if (response.status === 401) unauthorized();
    if (!response.ok) {
      const body = await readErrorBody(response).catch(() => undefined);
      throw new ApiError(messageOf(body) ?? response.statusText, response.status);
    }
    if (isHtmlType(response.headers.get('Content-Type'))) throw breach('page', path, response.status);
    return response;
  }

  /** A GET whose answer is JSON and holds what the endpoint's answer must (protocol `answerShapes`). */
  async function get<T>(target: ApiTarget<T>, signal?: AbortSignal): Promise<T> {
    const response = await request(target, signal ? { signal } : {});
    const path = pathOf(target);
    const answer = await readJson(response, path);
    // The keys every release sends (protocol's answer shapes): anything less is not this answer.
    if (!answerFits(path, answer)) throw breach('shape', path, response.status);
    return answer as T;
  }

  /**
   * POSTs `data` as JSON in the form field `data`, the way every device save expects it; the answer
   * must be an ApiResult (`type` success, warning or danger).
   */
  async function post<T>(target: ApiTarget<T>, data: unknown): Promise<T> {
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    const response = await request(target, { method: 'POST', body });
    const answer = await readJson(response, pathOf(target));
    if (!isApiResult(answer)) throw breach('shape', pathOf(target), response.status);
    return answer as T;
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
      const body = await readErrorBody(response).catch(() => undefined);
      throw new ApiError(messageOf(body) ?? response.statusText, response.status);
    }
    const path = endpoints.securityAuthenticate.path;
    if (isHtmlType(response.headers.get('Content-Type'))) throw breach('page', path, response.status);
    const body = await readErrorBody(response);
    const user: UserRecord = { ...(typeof body === 'object' && body !== null ? body : {}), authdata };
    options.session.logIn(user);
    return user;
  }

  /**
   * Multipart upload with progress (XMLHttpRequest: fetch reports no upload progress). A 200 counts
   * only with the device's own plain-text answer (`expect`, "OK"): its web page also comes with 200.
   * Other statuses resolve for uploadFailure to describe.
   */
  async function upload(
    target: ApiTarget,
    form: FormData,
    onProgress?: (fraction: number) => void,
    expect = 'OK',
  ): Promise<UploadAnswer> {
    const path = pathOf(target);
    await checkPath(path);
    const answer = await sendUpload(path, form, onProgress);
    if (answer.status !== 200) return answer;
    if (answer.text === expect && !isHtmlType(answer.contentType)) return answer;
    throw breach(
      isHtmlType(answer.contentType) || looksLikeHtml(answer.text) ? 'page' : 'unconfirmed',
      path,
      answer.status,
    );
  }

  function sendUpload(
    path: string,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<UploadAnswer & { contentType: string | null }> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', at(path));
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
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          text: xhr.responseText,
          contentType: xhr.getResponseHeader('Content-Type'),
        });
      });
      xhr.addEventListener('error', () => {
        reject(new ApiError('Network error', 0));
      });
      xhr.send(form);
    });
  }

  return { get, post, request, authenticate, upload };
}
