// Helpers for settings screens tested against a gateway of their own: the stored admin login, the
// device's view of a config, changing the admin password behind the page's back, and what was posted.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { GatewayProcess } from './gateway.ts';

export function basic(password: string): string {
  return `Basic ${Buffer.from(`admin:${password}`, 'utf8').toString('base64')}`;
}

/** Opens `path` logged in with `password`, stored the way the app stores a login. */
export async function openLoggedIn(page: Page, gateway: GatewayProcess, path: string, password: string) {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((authorization) => {
    localStorage.setItem('user', JSON.stringify({ authdata: authorization.slice('Basic '.length) }));
  }, basic(password));
  await page.goto(new URL(path, gateway.url).href);
}

/** GET of an admin endpoint, as the device answers it. */
export async function readConfig<T>(
  request: APIRequestContext,
  gateway: GatewayProcess,
  path: string,
  password: string,
): Promise<T> {
  const response = await request.get(new URL(path, gateway.url).href, {
    headers: { Authorization: basic(password), 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok()) throw new Error(`GET ${path}: HTTP ${String(response.status())}`);
  return (await response.json()) as T;
}

/** Sets the admin password directly on the device (e.g. "changed from another browser"). */
export async function setAdminPassword(
  request: APIRequestContext,
  gateway: GatewayProcess,
  current: string,
  next: string,
): Promise<void> {
  const response = await request.post(new URL('/api/security/config', gateway.url).href, {
    headers: { Authorization: basic(current), 'X-Requested-With': 'XMLHttpRequest' },
    form: { data: JSON.stringify({ password: next, allow_readonly: true }) },
  });
  const body = (await response.json()) as { code?: number };
  if (body.code !== 1001) throw new Error(`setting the admin password answered ${JSON.stringify(body)}`);
}

/** Records the `data` of every POST to `path` the page sends. */
export function recordPosts(page: Page, path: string): unknown[] {
  const posted: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      posted.push(postedData(request));
    }
  });
  return posted;
}

/** The JSON of the `data` field of a multipart or urlencoded POST. */
export function postedData(request: Request): unknown {
  const body = request.postData() ?? '';
  const multipart = /name="data"\r\n\r\n([\s\S]*?)\r\n--/.exec(body)?.[1];
  const text = multipart ?? new URLSearchParams(body).get('data') ?? '';
  return JSON.parse(text) as unknown;
}

/**
 * Lets the page's save through with a changed body, as a client without the browser's checks would
 * send it (to see how the screen shows the device's own answer).
 */
export async function bypassClientChecks(
  page: Page,
  path: string,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = change(postedData(request) as Record<string, unknown>);
    return route.continue({
      postData: new URLSearchParams({ data: JSON.stringify(body) }).toString(),
      headers: { ...request.headers(), 'content-type': 'application/x-www-form-urlencoded' },
    });
  });
}

/** How far the page scrolls sideways (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
