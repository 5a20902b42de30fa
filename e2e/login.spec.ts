import { expect, expectTitle, test } from './fixtures.ts';

test('a protected screen sends an anonymous user to the login and back after it', async ({
  page,
  gateway,
}) => {
  await page.goto('/settings/security');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Fsecurity$/);
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await page.getByLabel('Password').fill(gateway.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expectTitle(page, 'Security settings');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);
  expect(stored).toMatchObject({
    code: 10002,
    authdata: Buffer.from(`admin:${gateway.password}`).toString('base64'),
  });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a wrong password shows a red alert and keeps the user logged out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Wrong username or password.');
  await expect(alert).toHaveClass(/alert-danger/);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the wrong-password alert goes away when the next attempt stops at a missing value', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter the password.')).toBeVisible();
  await expect(page.getByText('Wrong username or password.')).toBeHidden();
});

test('the login screen tells a logged-in user so and offers the way back', async ({ page, logIn }) => {
  await logIn();
  await page.goto('/login?returnUrl=%2Fabout');
  await expect(page.getByText('You are already logged in.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue without logging in again' }).click();
  await expectTitle(page, 'About');
});

test('the login form asks for missing values and blocks spaces in the username', async ({ page }) => {
  await page.goto('/login');
  const username = page.getByLabel('Username');
  await username.fill('');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a username.')).toBeVisible();
  await expect(page.getByText('Please enter the password.')).toBeVisible();
  await username.pressSequentially('ad min');
  await expect(username).toHaveValue('admin');
});

test('logout clears the login and returns to the live view', async ({ page, logIn }) => {
  await logIn();
  await page.goto('/about');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectTitle(page, 'Live view');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/maintenance/reboot');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmaintenance%2Freboot$/);
});

test('a 401 in the middle of a session leads to the login and back', async ({ page, gateway }) => {
  // The stored login is stale (e.g. the password was changed from another browser).
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa('admin:stale-password') }));
  });
  await page.goto('/maintenance/reboot');
  await page.getByRole('button', { name: 'Reboot' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reboot' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmaintenance%2Freboot$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.getByLabel('Password').fill(gateway.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectTitle(page, 'Device reboot');
});
