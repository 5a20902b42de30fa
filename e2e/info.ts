// Helpers for the info-screen specs: device API calls, reading info tables, a stand-in for the
// upstream release-compare API, touch pull-to-refresh and layout checks.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { GatewayProcess } from './gateway.ts';

function adminHeaders(gateway: GatewayProcess): Record<string, string> {
  return {
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Basic ${Buffer.from(`admin:${gateway.password}`).toString('base64')}`,
  };
}

export async function getJson<T>(
  request: APIRequestContext,
  gateway: GatewayProcess,
  path: string,
): Promise<T> {
  const answer = await request.get(new URL(path, gateway.url).href, { headers: adminHeaders(gateway) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

/** Changes part of a settings area through its config endpoint, as its settings screen does. */
export async function changeConfig(
  request: APIRequestContext,
  gateway: GatewayProcess,
  path: string,
  change: Record<string, unknown>,
): Promise<void> {
  const current = await getJson<Record<string, unknown>>(request, gateway, path);
  const answer = await request.post(new URL(path, gateway.url).href, {
    headers: adminHeaders(gateway),
    form: { data: JSON.stringify({ ...current, ...change }) },
  });
  expect(await answer.json()).toMatchObject({ type: 'success' });
}

/** Opens an info screen and returns the JSON the page itself received from `endpoint`. */
export async function openInfo<T>(page: Page, path: string, endpoint: string): Promise<T> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === endpoint);
  await page.goto(path);
  return (await (await answer).json()) as T;
}

/**
 * Opens an info screen with every answer of `endpoint` frozen to the gateway's first one: the app's
 * firmware check reads /api/system/status beside the screen, and values such as the heap or the stacks'
 * watermarks move between two answers, so only one answer can be compared with what the screen shows.
 */
export async function openInfoFrozen<T>(page: Page, path: string, endpoint: string): Promise<T> {
  // One fetch for all: the two reads arrive together, and each must get the same answer.
  let first: Promise<{ body: string; headers: Record<string, string> }> | undefined;
  await page.route(
    (url) => url.pathname === endpoint,
    async (route) => {
      first ??= route.fetch().then(async (response) => ({
        body: await response.text(),
        headers: response.headers(),
      }));
      const { body, headers } = await first;
      await route.fulfill({ status: 200, headers, body });
    },
  );
  return openInfo<T>(page, path, endpoint);
}

/** Clicks Reload and returns the new answer the page received. */
export async function reloadInfo<T>(page: Page, endpoint: string): Promise<T> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === endpoint);
  await page.getByRole('button', { name: /Reload|Neu laden|Recharger/ }).click();
  return (await (await answer).json()) as T;
}

/** The value cell of the row labelled `label` in the card titled `card`. */
export function infoValue(page: Page, card: string | RegExp, label: string): Locator {
  return page
    .getByRole('region', { name: card })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

export type ReleaseMode = 'newer' | 'current' | 'failing';

/**
 * A local stand-in for GitHub's compare API (`/compare/<version>...HEAD`), answering with CORS like
 * GitHub does: commits ahead (newer), none (current), or a refusal (failing).
 */
export class ReleaseStandIn {
  mode: ReleaseMode = 'newer';
  readonly requests: string[] = [];
  private readonly server: Server = createServer((request, response) => {
    this.answer(request, response);
  });

  static async start(): Promise<ReleaseStandIn> {
    const standIn = new ReleaseStandIn();
    await new Promise<void>((resolve) => {
      standIn.server.listen(0, '127.0.0.1', resolve);
    });
    return standIn;
  }

  get origin(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${String(port)}`;
  }

  /** The compare-URL template the app is pointed at (its `versionCheckUrl` setting). */
  get template(): string {
    return `${this.origin}/compare/{version}...HEAD`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    this.requests.push(request.url ?? '');
    const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' };
    const match = /^\/compare\/([^/]+)\.\.\.HEAD$/.exec(request.url ?? '');
    if (!match || this.mode === 'failing') {
      response.writeHead(404, headers).end('{"message":"Not Found"}');
      return;
    }
    response.writeHead(200, headers).end(
      JSON.stringify({
        total_commits: this.mode === 'newer' ? 42 : 0,
        html_url: `${this.origin}/compare-page/${match[1] ?? ''}`,
      }),
    );
  }
}

/** A touch drag of 120 px down from the top of the page content, as a thumb pulls to refresh. */
export async function pullDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 180;
  const start = 200;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: start }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: start + step * 20 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The page is no wider than the window (nothing to scroll sideways). */
export async function expectNoSideways(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}
