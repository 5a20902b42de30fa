// Shared fixtures: one emulator per worker, a page-issue collector and a login helper.
import { test as base, expect, type Page } from '@playwright/test';
import { startGateway, type GatewayProcess } from './gateway.ts';

export { expect };

export interface PageIssues {
  /** Console errors, page errors, failed requests and HTTP error answers seen so far. */
  list: () => readonly string[];
  expectNone: () => void;
}

interface WorkerFixtures {
  gateway: GatewayProcess;
  /**
   * The OpenDTU release the worker's emulator is (`--firmware`): `test.use({ firmware: 'v24.10.6' })`
   * in a spec or a describe. Undefined: the emulator's default, v26.3.30 (what the whole suite runs).
   */
  firmware: string | undefined;
}

interface TestFixtures {
  /**
   * A release for one describe or test (`test.use({ release: 'v24.10.6' })`, allowed inside a describe):
   * `dtu` is then an emulator of that release of the test's own. Undefined: `dtu` is the worker's.
   */
  release: string | undefined;
  /** The gateway of the test: the worker's, or one of `release` started (and stopped) for the test. */
  dtu: GatewayProcess;
  issues: PageIssues;
  /** Stores the admin login the way the app does after a successful login. */
  logIn: () => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  firmware: [undefined, { scope: 'worker', option: true }],
  gateway: [
    async ({ firmware }, use) => {
      const gateway = await startGateway(firmware === undefined ? {} : { firmware });
      await use(gateway);
      await gateway.stop();
    },
    { scope: 'worker' },
  ],
  release: [undefined, { option: true }],
  dtu: async ({ release, gateway }, use) => {
    if (release === undefined) {
      await use(gateway);
      return;
    }
    const own = await startGateway({ firmware: release });
    await use(own);
    await own.stop();
  },
  baseURL: async ({ dtu }, use) => {
    await use(dtu.url);
  },
  issues: async ({ page }, use) => {
    const found: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') found.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      found.push(`page error: ${error.message}`);
    });
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // Cancelled, not failed: a screen aborts its own pending call when the user leaves it
      // (AbortController), and leaving a page stops what it still loads (a screen's lazy script). A
      // missing file answers 404 (recorded below); an unreachable server fails with another error.
      if (error !== 'net::ERR_ABORTED') found.push(`request failed: ${request.url()} ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) found.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use({
      list: () => found,
      expectNone: () => {
        expect(found).toEqual([]);
      },
    });
  },
  logIn: async ({ page, gateway }, use) => {
    await use(async () => {
      // Stored before the app's scripts run, once per tab (a later logout must stick).
      await page.addInitScript((password) => {
        if (sessionStorage.getItem('e2e-logged-in') !== null) return;
        sessionStorage.setItem('e2e-logged-in', '1');
        localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
      }, gateway.password);
    });
  },
});

/** Waits for the screen title (the page's h1). */
export async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}
