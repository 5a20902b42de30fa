/**
 * Auth matrix (device-api §1, §3): every endpoint × {no credentials, wrong password, admin} ×
 * {allow_readonly on, off}. admin endpoints always need the password; readonly ones are open while
 * allow_readonly is on (even with wrong credentials); public files never ask. A 401 has an empty body and
 * carries `WWW-Authenticate` only for requests without `X-Requested-With`.
 */
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
  '/api/config/get',
  '/api/config/list',
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
  ['/api/config/delete', { delete: false }],
];

const ENDPOINTS: Endpoint[] = [
  ...GET_ADMIN.map((path): Endpoint => ({ method: 'GET', path, level: 'admin' })),
  ...GET_READONLY.map((path): Endpoint => ({ method: 'GET', path, level: 'readonly' })),
  ...POST_ADMIN.map(([path, data]): Endpoint => ({ method: 'POST', path, level: 'admin', data })),
  // Without a body: the upload lacks its file query (500), the update its MD5 (400).
  { method: 'POST', path: '/api/config/upload', level: 'admin', status: 500 },
  { method: 'POST', path: '/api/firmware/update', level: 'admin', status: 400 },
  { method: 'GET', path: '/', level: 'public' },
  { method: 'GET', path: '/zones.json', level: 'public' },
  { method: 'GET', path: '/settings/network', level: 'public' },
];

const CREDENTIALS = [
  { name: 'no credentials', header: undefined },
  { name: 'wrong password', header: basic('admin', 'not-the-password') },
  { name: 'wrong user', header: basic('root', 'openDTU42') },
  { name: 'admin', header: ADMIN },
] as const;

const t = useTestGateway();

async function call(endpoint: Endpoint, auth: string | undefined, scripted: boolean): Promise<Response> {
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

describe.each([true, false])('allow_readonly %s', (allowReadonly) => {
  beforeAll(async () => {
    await postJson(t.base, '/api/security/config', { password: 'openDTU42', allow_readonly: allowReadonly });
  });

  const rows = ENDPOINTS.flatMap((endpoint) =>
    CREDENTIALS.map((credentials) => ({ ...endpoint, credentials })),
  );
  it.each(rows)('$method $path with $credentials.name', async ({ credentials, ...endpoint }) => {
    const expectAllowed = allowed(endpoint.level, credentials.name, allowReadonly);
    for (const scripted of [true, false]) {
      const response = await call(endpoint, credentials.header, scripted);
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
