// Helpers of the settings screens' browser tests: an own gateway per file, login, the API as the
// screen's judge, and a way to send the device what the screen's own checks would never let through.
import type { Page, Request } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

/**
 * The settings tests' expect: a screen loads its chunk, its strings and its configuration before it
 * shows anything, which on a busy machine takes longer than the default 5 s.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Gives the calling spec file a gateway of its own (its tests change what other files rely on), started
 * before its first test and stopped after its last. Each test drives several saves and reloads, which on
 * a busy machine needs more than the default 30 s. Call it at the top of the file.
 */
export function ownGateway(): () => GatewayProcess {
  let gateway: GatewayProcess | undefined;
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    gateway = await startGateway();
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });
  return () => {
    if (gateway === undefined) throw new Error('The gateway is started in beforeAll, before any test.');
    return gateway;
  };
}

/** Waits for the screen title (the page's h1). */
export async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** Opens a screen of `gateway` logged in as admin. */
export async function openLoggedIn(page: Page, gateway: GatewayProcess, path: string, title: string) {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL(path, gateway.url).href);
  await expectTitle(page, title);
}

/** What the device has now (GET with the stored login), independent of the screen. */
export function readApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string };
    const response = await fetch(url, { headers: { Authorization: `Basic ${user.authdata}` } });
    return (await response.json()) as never;
  }, path);
}

/** Posts a body as the `data` field, like the screens do (e.g. to prepare the device). */
export function postApi(page: Page, path: string, body: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ url, data }) => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string };
      const form = new FormData();
      form.set('data', data);
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Basic ${user.authdata}` },
      });
      return (await response.json()) as unknown;
    },
    { url: path, data: JSON.stringify(body) },
  );
}

/** Counts the POSTs the screen sends to `path`. */
export function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The JSON of the `data` field of a multipart or urlencoded POST. */
function dataOf(request: Request): Record<string, unknown> {
  const raw = request.postData() ?? '';
  const multipart = /name="data"\r\n\r\n([\s\S]*?)\r\n--/.exec(raw)?.[1];
  const text = multipart ?? new URLSearchParams(raw).get('data') ?? '{}';
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Lets the screen pass its own checks, then changes the body on its way to the device, so the device's
 * answer to a body the screen would refuse is what the screen shows.
 */
export async function tamperWithPost(
  page: Page,
  path: string,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      const data = JSON.stringify(change(dataOf(request)));
      return route.continue({
        postData: `data=${encodeURIComponent(data)}`,
        headers: { ...request.headers(), 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
  );
}

/** Expects the field to be invalid with this message read out as its description. */
export async function expectInvalid(page: Page, label: string | RegExp, message: string | RegExp) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** At phone width, in light and dark: nothing scrolls sideways and axe finds nothing serious. */
export async function expectFitsPhone(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await check();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, colorScheme).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
}

/** Leaving with unsaved changes asks first: Stay keeps the edit, Leave goes. */
export async function expectLeaveGuard(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expectTitle(page, title);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('link', { name: 'About' }).click();
  await dialog.getByRole('button', { name: 'Leave and discard' }).click();
  await expectTitle(page, 'About');
}

/** An anonymous visitor is sent to the login and comes back to the screen after it. */
export async function expectLoginRoundTrip(page: Page, gateway: GatewayProcess, path: string, title: string) {
  await page.goto(new URL(path, gateway.url).href);
  await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(path)}$`));
  await page.getByLabel('Password').fill(gateway.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectTitle(page, title);
}
