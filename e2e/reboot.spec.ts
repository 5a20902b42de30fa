import { expect, expectTitle, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

// The reboot makes the emulator unreachable for a while, so this file has its own.
let own: GatewayProcess;
test.beforeAll(async () => {
  own = await startGateway({ rebootDelay: 1000 });
});
test.afterAll(async () => {
  await own.stop();
});

test('cancelling the confirmation sends nothing', async ({ page }) => {
  await page.goto(new URL('/about', own.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, own.password);
  await page.goto(new URL('/maintenance/reboot', own.url).href);
  await expectTitle(page, 'Device reboot');
  await expect(page.getByText(/manual restart is normally not needed/)).toBeVisible();
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/maintenance/reboot')) posted = true;
  });
  const reboot = page.getByRole('button', { name: 'Reboot' });
  await reboot.click();
  const dialog = page.getByRole('dialog', { name: 'Reboot the device?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(reboot).toBeFocused();
  expect(posted).toBe(false);
});

test('confirming reboots the device and says so', async ({ page }) => {
  await page.goto(new URL('/about', own.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, own.password);
  await page.goto(new URL('/maintenance/reboot', own.url).href);
  await page.getByRole('button', { name: 'Reboot' }).click();
  const answer = page.waitForResponse('**/api/maintenance/reboot');
  await page.getByRole('dialog').getByRole('button', { name: 'Reboot' }).click();
  expect(await (await answer).json()).toMatchObject({ type: 'success', code: 6001 });
  const status = page.getByRole('status').filter({ hasText: 'Restart started' });
  await expect(status).toHaveClass(/alert-success/);
  await expect(status).toContainText(/Closes in \d s/);
});
