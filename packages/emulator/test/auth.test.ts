/**
 * Auth matrix (device-api §1, §3): every endpoint × {no credentials, wrong password, admin} ×
 * {allow_readonly on, off}. admin endpoints always need the password; readonly ones are open while
 * allow_readonly is on (even with wrong credentials); public files never ask. A 401 has an empty body and
 * carries `WWW-Authenticate` only for requests without `X-Requested-With`. For v24.10.6 and v26.3.30: the
 * newer release's file API is admin, its zone list read-only, its language packs public and its logging
 * settings admin (firmware-versions §1); its removed paths are the web page, which never asks.
 */
import type { EmulatedRelease } from '@dtu-web/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, basic, postJson, useTestGateway } from './support/gateway.ts';

type Level = 'admin' | 'readonly' | 'public';

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  level: Level;
  /** A harmless `data` for POSTs (no save, no reboot). */
  data?: unknown;
  /** Status once past auth (200 unless the empty request is refused by the endpoint itself). */
  status?: number;
}

const GET_ADMIN = [
  '/api/security/config',
  '/api/security/authenticate',
  '/api/network/config',
  '/api/ntp/config',
  '/api/ntp/time',
  '/api/mqtt/config',
  '/api/dtu/config',
  '/api/device/config',
  '/api/inverter/list',
];
const GET_READONLY = ['/api/network/status', '/api/ntp/status', '/api/mqtt/status', '/api/system/status'];
const POST_ADMIN: [string, unknown][] = [
  ['/api/security/config', []],
  ['/api/network/config', []],
  ['/api/ntp/config', []],
  ['/api/ntp/time', []],
  ['/api/mqtt/config', []],
  ['/api/dtu/config', []],
  ['/api/device/config', []],
  ['/api/inverter/add', []],
  ['/api/inverter/edit', []],
  ['/api/inverter/del', []],
  ['/api/inverter/order', []],
  ['/api/maintenance/reboot', { reboot: false }],
];

const COMMON: Endpoint[] = [
  ...GET_ADMIN.map((path): Endpoint => ({ method: 'GET', path, level: 'admin' })),
  ...GET_READONLY.map((path): Endpoint => ({ method: 'GET', path, level: 'readonly' })),
  ...POST_ADMIN.map(([path, data]): Endpoint => ({ method: 'POST', path, level: 'admin', data })),
  // Without a body the update lacks its MD5 (400).
  { method: 'POST', path: '/api/firmware/update', level: 'admin', status: 400 },
  { method: 'GET', path: '/', level: 'public' },
  { method: 'GET', path: '/settings/network', level: 'public' },
];

/** What each release adds to the common endpoints; an upload without its file query is 500. */
const BY_RELEASE: Readonly<Record<'v24.10.6' | 'v26.3.30', Endpoint[]>> = {
  'v24.10.6': [
    { method: 'GET', path: '/api/config/get', level: 'admin' },
    { method: 'GET', path: '/api/config/list', level: 'admin' },
    { method: 'POST', path: '/api/config/delete', level: 'admin', data: { delete: false } },
    { method: 'POST', path: '/api/config/upload', level: 'admin', status: 500 },
    { method: 'GET', path: '/zones.json', level: 'public' },
  ],
  'v26.3.30': [
    { method: 'GET', path: '/api/file/get', level: 'admin' },
    { method: 'GET', path: '/api/file/list', level: 'admin' },
    { method: 'POST', path: '/api/file/delete', level: 'admin', data: { file: 'none.json' }, status: 404 },
    { method: 'POST', path: '/api/file/delete_all', level: 'admin', data: { delete: false } },
    { method: 'POST', path: '/api/file/upload', level: 'admin', status: 500 },
    { method: 'GET', path: '/api/logging/config', level: 'admin' },
    { method: 'POST', path: '/api/logging/config', level: 'admin', data: [] },
    { method: 'GET', path: '/api/ntp/zones', level: 'readonly' },
    { method: 'GET', path: '/api/i18n/languages', level: 'public' },
    // No pack is installed: 404, but never a 401.
    { method: 'GET', path: '/api/i18n/language?code=es', level: 'public', status: 404 },
    // Removed paths answer the web page, which asks for nothing (§1).
    { method: 'GET', path: '/api/config/list', level: 'public' },
    { method: 'POST', path: '/api/config/delete', level: 'public', data: { delete: true } },
    { method: 'GET', path: '/zones.json', level: 'public' },
  ],
};

const CREDENTIALS = [
  { name: 'no credentials', header: undefined },
  { name: 'wrong password', header: basic('admin', 'not-the-password') },
  { name: 'wrong user', header: basic('root', 'openDTU42') },
  { name: 'admin', header: ADMIN },
] as const;

async function call(
  t: { base: string },
  endpoint: Endpoint,
  auth: string | undefined,
  scripted: boolean,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (auth !== undefined) headers['Authorization'] = auth;
  if (scripted) headers['X-Requested-With'] = 'XMLHttpRequest';
  if (endpoint.method === 'GET') return fetch(t.base + endpoint.path, { headers });
  const body =
    endpoint.data === undefined ? undefined : new URLSearchParams({ data: JSON.stringify(endpoint.data) });
  return fetch(t.base + endpoint.path, { method: 'POST', headers, body });
}

function allowed(
  level: Level,
  credentials: (typeof CREDENTIALS)[number]['name'],
  allowReadonly: boolean,
): boolean {
  if (level === 'public' || credentials === 'admin') return true;
  return level === 'readonly' && allowReadonly;
}

describe.each(['v24.10.6', 'v26.3.30'] as const)(
  'OpenDTU %s',
  (firmware: EmulatedRelease & keyof typeof BY_RELEASE) => {
    const t = useTestGateway({ firmware });
    const endpoints = [...COMMON, ...BY_RELEASE[firmware]];

    describe.each([true, false])('allow_readonly %s', (allowReadonly) => {
      beforeAll(async () => {
        await postJson(t.base, '/api/security/config', {
          password: 'openDTU42',
          allow_readonly: allowReadonly,
        });
      });

      const rows = endpoints.flatMap((endpoint) =>
        CREDENTIALS.map((credentials) => ({ ...endpoint, credentials })),
      );
      it.each(rows)('$method $path with $credentials.name', async ({ credentials, ...endpoint }) => {
        const expectAllowed = allowed(endpoint.level, credentials.name, allowReadonly);
        for (const scripted of [true, false]) {
          const response = await call(t, endpoint, credentials.header, scripted);
          if (expectAllowed) {
            expect(response.status).toBe(endpoint.status ?? 200);
            await response.arrayBuffer();
            continue;
          }
          expect(response.status).toBe(401);
          expect(await response.text()).toBe('');
          const challenge = response.headers.get('www-authenticate');
          expect(challenge).toBe(scripted ? null : 'Basic realm="Login Required"');
        }
      });
    });
  },
);
