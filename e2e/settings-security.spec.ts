import type { SecurityConfig } from '@dtu-web/protocol';
import type { Page } from '@playwright/test';
import {
  basic,
  bypassClientChecks,
  horizontalOverflow,
  openLoggedIn,
  readConfig,
  recordPosts,
  setAdminPassword,
} from './adminSession.ts';
import { seriousViolations } from './axe.ts';
import { expect, expectTitle, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

// A gateway of its own: these tests change its admin password (and put the original back after each).
let gateway: GatewayProcess;
let password: string;
test.beforeAll(async () => {
  gateway = await startGateway();
  password = gateway.password;
});
test.afterEach(async ({ request }) => {
  if (password !== gateway.password) await setAdminPassword(request, gateway, password, gateway.password);
  password = gateway.password;
});
test.afterAll(async () => {
  await gateway.stop();
});

const PATH = '/api/security/config';

async function open(page: Page): Promise<void> {
  await openLoggedIn(page, gateway, '/settings/security', password);
  await expectTitle(page, 'Security settings');
}

const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const repeatField = (page: Page) => page.getByLabel('Repeat password');
const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Settings saved.' });

async function storedAuthdata(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string }).authdata,
  );
}

test('a new password and read-only access are saved; this browser stays logged in', async ({ page }) => {
  test.slow(); // many steps (or axe) on a shared, busy machine
  await open(page);
  await expect(passwordField(page)).toHaveValue(gateway.password);
  await passwordField(page).fill('Sunny-Roof-2024');
  await repeatField(page).fill('Sunny-Roof-2024');
  const readonly = page.getByRole('switch', { name: 'Allow read-only access without a password' });
  await readonly.uncheck();
  await save(page);
  await expect(saved(page)).toBeVisible();
  password = 'Sunny-Roof-2024';
  await expect(page.getByText('This browser now logs in with the new password.')).toBeVisible();
  expect(await storedAuthdata(page)).toBe(basic(password).slice('Basic '.length));
  expect(await readConfig<SecurityConfig>(page.request, gateway, PATH, password)).toEqual({
    password: 'Sunny-Roof-2024',
    allow_readonly: false,
  });

  // The stored login works after a reload, and the screen reads the new values back.
  await page.reload();
  await expectTitle(page, 'Security settings');
  await expect(passwordField(page)).toHaveValue('Sunny-Roof-2024');
  await expect(repeatField(page)).toHaveValue('Sunny-Roof-2024');
  await expect(readonly).not.toBeChecked();
  await readonly.check();
  await save(page);
  await expect(saved(page)).toBeVisible();
  expect((await readConfig<SecurityConfig>(page.request, gateway, PATH, password)).allow_readonly).toBe(true);
});

test('passwords that differ are refused with "Passwords are not equal." and nothing is sent', async ({
  page,
}) => {
  await open(page);
  const posted = recordPosts(page, PATH);
  await page.getByRole('button', { name: 'Show' }).first().click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await passwordField(page).fill('first-password');
  await repeatField(page).fill('second-password');
  await save(page);
  await expect(repeatField(page)).toBeFocused();
  await expect(repeatField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(repeatField(page)).toHaveAccessibleDescription(/Passwords are not equal\./);
  await repeatField(page).fill('first-password');
  await expect(repeatField(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toEqual([]);
});

test('the length is counted in UTF-8 bytes, as the device counts it', async ({ page }) => {
  test.slow(); // many steps (or axe) on a shared, busy machine
  await open(page);
  const posted = recordPosts(page, PATH);
  for (const [typed, bytes] of [
    ['short', 5],
    ['p'.repeat(65), 65],
    // 33 characters, 66 bytes: too long for the device although it has fewer than 64 characters.
    ['ä'.repeat(33), 66],
  ] as const) {
    await passwordField(page).fill(typed);
    await repeatField(page).fill(typed);
    await expect(passwordField(page)).toHaveAccessibleDescription(
      new RegExp(`${String(bytes)} of 64 bytes used`),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(passwordField(page)).toBeFocused();
    await expect(passwordField(page)).toHaveAccessibleDescription(
      /The password must have 8 to 64 characters\./,
    );
  }
  // 32 × ä = 64 bytes: accepted by the rule (the special-character question comes next).
  await passwordField(page).fill('ä'.repeat(32));
  await repeatField(page).fill('ä'.repeat(32));
  await expect(passwordField(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toEqual([]);
});

test('characters clients send differently are warned about and asked for; the login keeps working', async ({
  page,
}) => {
  test.slow(); // many steps (or axe) on a shared, busy machine
  await open(page);
  const posted = recordPosts(page, PATH);
  const newPassword = 'Grüße-€uro-42';
  await passwordField(page).fill(newPassword);
  const warning = page.getByRole('alert').filter({ hasText: 'This password may lock you out' });
  await expect(warning).toContainText('It contains “ü”, “ß”, “€”.');
  await repeatField(page).fill(newPassword);

  await save(page);
  const dialog = page.getByRole('dialog', { name: 'Save a password with special characters?' });
  await expect(dialog).toContainText('“ü”, “ß”, “€”');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(posted).toEqual([]);

  await save(page);
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(saved(page)).toBeVisible();
  password = newPassword;
  expect(posted).toEqual([{ password: newPassword, allow_readonly: true }]);
  // This browser sends the password as UTF-8, which is what the device compares.
  await page.reload();
  await expectTitle(page, 'Security settings');
  await expect(passwordField(page)).toHaveValue(newPassword);
  await expect(warning).toBeVisible();
});

test('the device’s own answer is shown translated', async ({ page }) => {
  await open(page);
  await bypassClientChecks(page, PATH, (body) => ({ ...body, password: 'short' }));
  await passwordField(page).fill('long-enough-password');
  await repeatField(page).fill('long-enough-password');
  await save(page);
  await expect(page.getByRole('alert')).toHaveText('The password must have 8 to 64 characters.');
  await expect(passwordField(page)).toHaveValue('long-enough-password');
  expect((await readConfig<SecurityConfig>(page.request, gateway, PATH, password)).password).toBe(password);
});

test('a password changed elsewhere leads to the login and back to what was typed', async ({ page }) => {
  await open(page);
  await passwordField(page).fill('typed-before-401');
  await repeatField(page).fill('typed-before-401');
  await page.getByRole('switch', { name: 'Allow read-only access without a password' }).uncheck();
  await setAdminPassword(page.request, gateway, password, 'changed-elsewhere');
  password = 'changed-elsewhere';
  await save(page);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Fsecurity$/);
  await page.getByLabel('Password').fill('changed-elsewhere');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectTitle(page, 'Security settings');
  await expect(passwordField(page)).toHaveValue('typed-before-401');
  await expect(repeatField(page)).toHaveValue('typed-before-401');
  await expect(
    page.getByRole('switch', { name: 'Allow read-only access without a password' }),
  ).not.toBeChecked();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await open(page);
  await passwordField(page).fill('not-saved-yet');
  await page.getByRole('link', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(passwordField(page)).toHaveValue('not-saved-yet');
  await page.getByRole('link', { name: 'About' }).click();
  await dialog.getByRole('button', { name: 'Leave and discard' }).click();
  await expectTitle(page, 'About');
});

test('an anonymous user is sent to the login and comes back to the security settings', async ({ page }) => {
  await page.goto(new URL('/settings/security', gateway.url).href);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Fsecurity$/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectTitle(page, 'Security settings');
  await expect(passwordField(page)).toHaveValue(password);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a 360 px phone in the ${colorScheme} theme it fits and has no serious violations`, async ({
    page,
  }) => {
    test.slow(); // many steps (or axe) on a shared, busy machine
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    await passwordField(page).fill('Ünïcödé-pässwörd');
    await repeatField(page).fill('different');
    await save(page);
    await expect(page.getByText('This password may lock you out')).toBeVisible();
    await expect(repeatField(page)).toBeFocused();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
