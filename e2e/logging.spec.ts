// Issue 28: a v25.5.10+ gateway's console prints only what its log levels let through, and a new one
// logs errors only. The console says so and leads to Settings → Logging; a level saved there fills
// the console with ESP-IDF lines, which the level switches filter. v24.10.6 has no levels at all.
import { test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, liveGateway } from './live.ts';
import { expect, expectFitsPhone, expectTitle, openLoggedIn, readApi } from './settings.ts';

test.describe('on v26.3.30', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let gateway: GatewayProcess;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    gateway = await liveGateway(NOON, 1, { firmware: 'v26.3.30' });
  });
  test.afterAll(async () => {
    await gateway.stop();
  });

  test('a quiet console leads to the levels; Info saved there brings the radio polls, filtered by level', async ({
    page,
    issues,
  }) => {
    await openLoggedIn(page, gateway, '/info/console', 'Console');
    await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
    const hint = page.getByTestId('console-levels-hint');
    await expect(hint).toContainText('a new gateway, errors only');
    await hint.getByRole('link', { name: 'Change the levels' }).click();
    await expectTitle(page, 'Logging');

    const level = page.getByLabel('Default level', { exact: true });
    await expect(level).toHaveValue('1');
    await expect(level.locator('option:checked')).toHaveText('Errors');
    await level.selectOption({ label: 'Info' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    const saved = await readApi<{ loglevel: { default: number } }>(page, '/api/logging/config');
    expect(saved.loglevel.default).toBe(3);

    await page.goto(new URL('/info/console', gateway.url).href);
    await expectTitle(page, 'Console');
    const output = page.getByTestId('console-output');
    const polls = output.locator('[data-level="I"]', { hasText: 'Fetch inverter' });
    await expect(polls.first()).toBeVisible({ timeout: 30_000 });
    // Levels above Info stay silent: nothing Debug or Verbose got through.
    await expect(output.locator('[data-level="D"], [data-level="V"]')).toHaveCount(0);

    const info = page.getByRole('checkbox', { name: 'Info' });
    await info.uncheck();
    await expect(polls).toHaveCount(0);
    await expect(page.getByText(/^\d+ of \d+ lines$/)).toBeVisible();
    await info.check();
    await expect(polls.first()).toBeVisible();
    issues.expectNone();
  });

  test('the logging screen fits a phone in light and dark without serious accessibility findings', async ({
    page,
  }) => {
    await openLoggedIn(page, gateway, '/settings/logging', 'Logging');
    await expectFitsPhone(page, async () => {
      await expect(page.getByLabel('Default level', { exact: true })).toBeVisible();
    });
  });
});

test.describe('on v24.10.6', () => {
  test.use({ release: 'v24.10.6' });

  test('the logging screen says the release has no levels, and the console needs no hint', async ({
    page,
    dtu,
    issues,
  }) => {
    await openLoggedIn(page, dtu, '/settings/logging', 'Logging');
    await expect(page.getByRole('status')).toContainText('no log levels to set');
    await page.goto(new URL('/info/console', dtu.url).href);
    await expectTitle(page, 'Console');
    await expect(page.getByTestId('console-output')).toContainText('Fetch inverter', { timeout: 30_000 });
    await expect(page.getByTestId('console-levels-hint')).toHaveCount(0);
    issues.expectNone();
  });
});
