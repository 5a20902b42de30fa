/**
 * Shared helpers for the integration tests: temp dirs, a gateway on a free loopback port with a temp data
 * dir (per file or per test), and HTTP calls with the admin credentials.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startGateway, type Gateway, type GatewayOptions } from '../../src/gateway.ts';

export const ADMIN_PASSWORD = 'openDTU42';
export const INDEX_HTML = '<!doctype html><title>dtu test app</title><div id="app"></div>';
export const APP_JS = 'console.log("app");'.repeat(20);
/** A build file named with its content hash, as Vite names them (cached for a year). */
export const HASHED_JS_PATH = '/assets/index-Bq3x_9Zk.js';

export interface TestGateway {
  gateway: Gateway;
  dataDir: string;
  /** Base URL without trailing slash. */
  base: string;
  close(): Promise<void>;
}

/** A fresh directory under the system temp dir, named `dtu-<name>-…`. */
export function tempDir(name: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `dtu-${name}-`));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** A web root with index.html and one script, like a tiny Vite build. */
export async function makeWebRoot(): Promise<string> {
  const root = await tempDir('web');
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'assets', 'app.js'), APP_JS);
  await writeFile(join(root, HASHED_JS_PATH), APP_JS);
  return root;
}

/**
 * The release the integration suites run unless they name one: they were written against device-api.md,
 * which is v24.10.6. Tests of other releases pass `firmware` (test/firmware-*.test.ts).
 */
export const TEST_RELEASE = 'v24.10.6';

export async function startTestGateway(options: Partial<GatewayOptions> = {}): Promise<TestGateway> {
  const dataDir = options.dataDir ?? (await tempDir('data'));
  const webRoot = options.webRoot ?? (await makeWebRoot());
  const gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    rebootDelay: 200,
    restartDelay: 20,
    firmware: TEST_RELEASE,
    ...options,
    dataDir,
    webRoot,
  });
  const base = gateway.url.replace(/\/$/, '');
  return {
    gateway,
    dataDir,
    base,
    close: async () => {
      await gateway.stop();
      await removeDir(dataDir);
      if (options.webRoot === undefined) await removeDir(webRoot);
    },
  };
}

/**
 * A gateway for the tests of a file (`per: 'file'`, the default) or a fresh one for each test, started
 * before and closed after them. The returned object always reads the gateway of the running test.
 */
export function useTestGateway(
  options: Partial<GatewayOptions> = {},
  per: 'file' | 'test' = 'file',
): TestGateway {
  let current: TestGateway | undefined;
  const running = (): TestGateway => {
    if (current === undefined) throw new Error('The test gateway only runs inside tests');
    return current;
  };
  (per === 'file' ? beforeAll : beforeEach)(async () => {
    current = await startTestGateway(options);
  });
  (per === 'file' ? afterAll : afterEach)(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get gateway() {
      return running().gateway;
    },
    get dataDir() {
      return running().dataDir;
    },
    get base() {
      return running().base;
    },
    close: () => running().close(),
  };
}

export function basic(user: string, password: string): string {
  return 'Basic ' + Buffer.from(`${user}:${password}`).toString('base64');
}

export const ADMIN = basic('admin', ADMIN_PASSWORD);

export interface CallOptions {
  auth?: string;
  headers?: Record<string, string>;
}

export async function get(base: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
  if (options.auth !== undefined) headers['Authorization'] = options.auth;
  return fetch(base + path, { headers });
}

export async function getJson(
  base: string,
  path: string,
  options: CallOptions = { auth: ADMIN },
): Promise<unknown> {
  const response = await get(base, path, options);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** POSTs a ready-made body (a form with files, fields other than `data`) with the admin's credentials. */
export function postBody(
  base: string,
  path: string,
  body: FormData | URLSearchParams,
  auth: string = ADMIN,
): Promise<Response> {
  return fetch(base + path, { method: 'POST', headers: { Authorization: auth }, body });
}

export type Encoding = 'urlencoded' | 'multipart';

/** POSTs `data` as the form field the device reads (a string is sent as is, anything else as JSON). */
export async function postData(
  base: string,
  path: string,
  data: unknown,
  encoding: Encoding = 'urlencoded',
  options: CallOptions = { auth: ADMIN },
): Promise<Response> {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
  if (options.auth !== undefined) headers['Authorization'] = options.auth;
  let body: URLSearchParams | FormData;
  if (encoding === 'urlencoded') {
    body = new URLSearchParams({ data: text });
  } else {
    body = new FormData();
    body.append('data', text);
  }
  return fetch(base + path, { method: 'POST', headers, body });
}

export async function postJson(
  base: string,
  path: string,
  data: unknown,
  encoding: Encoding = 'urlencoded',
): Promise<unknown> {
  const response = await postData(base, path, data, encoding);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return response.json();
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request without fetch's transparent decompression, to see the bytes the gateway sends. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Polls `condition` until it holds or `timeoutMs` passes (then throws). */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** True when the gateway accepts a connection and answers. */
export async function answers(base: string): Promise<boolean> {
  try {
    const response = await fetch(base + '/api/system/status', { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Asserts a device result envelope: exact type/code/param and the key order type, message, code, param. */
export function expectResult(
  body: unknown,
  type: 'success' | 'warning' | 'danger',
  code: number | undefined,
  param?: { min?: number; max?: number },
): void {
  const expected: Record<string, unknown> = { type, message: expect.any(String) as unknown };
  if (code !== undefined) expected['code'] = code;
  if (param !== undefined) expected['param'] = param;
  expect(body).toEqual(expected);
  expect(Object.keys(body as object)).toEqual(Object.keys(expected));
}

export const ENCODINGS: readonly Encoding[] = ['urlencoded', 'multipart'];
