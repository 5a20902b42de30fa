import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectTitle, test } from './fixtures.ts';
import { ROUTES } from './routes.ts';

/** Serious and critical axe findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

// Every screen in the light theme; the dark theme on screens with different building blocks.
const DARK_CHECKED = new Set([
  '/',
  '/login',
  '/about',
  '/info/console',
  '/maintenance/reboot',
  '/no/such/screen',
]);
const NOT_FOUND = { path: '/no/such/screen', title: 'Page not found', guarded: false };

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const route of [...ROUTES, NOT_FOUND]) {
      if (colorScheme === 'dark' && !DARK_CHECKED.has(route.path)) continue;
      test(`${route.path} has no serious accessibility violations`, async ({ page, logIn }) => {
        await logIn();
        await page.goto(route.path);
        await expectTitle(page, route.title);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('an open dialog and an open menu have no serious violations either', async ({ page, logIn }) => {
  await logIn();
  await page.goto('/maintenance/reboot');
  await page.getByRole('button', { name: 'Reboot' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'MQTT settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
