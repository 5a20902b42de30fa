import { expect, expectTitle, test } from './fixtures.ts';
import { ROUTES } from './routes.ts';

test('a logged-in user opens every screen without errors', async ({ page, logIn, issues }) => {
  await logIn();
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expectTitle(page, route.title);
    await expect(page).toHaveURL(new URL(route.path, page.url()).href);
  }
  issues.expectNone();
});

test('the live view shows the plant totals', async ({ page, issues }) => {
  await page.goto('/');
  await expect(page.getByTestId('total-YieldTotal')).toHaveText(/^\d[\d,]*(\.\d+)? kWh$/);
  await expect(page.getByTestId('total-Power')).toHaveText(/ W$/);
  issues.expectNone();
});

test('an unknown address shows a friendly page with a way home', async ({ page, issues }) => {
  await page.goto('/no/such/screen');
  await expectTitle(page, 'Page not found');
  await expect(page.getByText('There is no screen at /no/such/screen.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the live view' }).click();
  await expectTitle(page, 'Live view');
  issues.expectNone();
});

test('the navigation menus lead to every screen', async ({ page, logIn, issues }) => {
  await logIn();
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const menus: [string, string, string][] = [
    ['Settings', 'MQTT settings', '/settings/mqtt'],
    ['Settings', 'Logging', '/settings/logging'],
    ['Settings', 'Device reboot', '/maintenance/reboot'],
    ['Info', 'Console', '/info/console'],
    ['Info', 'System', '/info/system'],
  ];
  for (const [menu, entry, path] of menus) {
    await nav.getByRole('button', { name: menu }).click();
    await nav.getByRole('link', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await nav.getByRole('link', { name: 'About' }).click();
  await expectTitle(page, 'About');
  await nav.getByRole('link', { name: 'Live view' }).click();
  await expectTitle(page, 'Live view');
  issues.expectNone();
});

test('menus work with the keyboard', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const info = nav.getByRole('button', { name: 'Info' });
  await info.focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'System', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Network', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(info).toBeFocused();
  await expect(info).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'System', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expectTitle(page, 'Console');
});
