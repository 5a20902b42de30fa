import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectReloaded, markPage, samePage } from './restart.ts';
import { repoRoot, startGateway, type GatewayProcess } from './gateway.ts';
import { DEVICE_RUNTIME, deviceWebRoot } from './webRoot.ts';

// The reboot makes the emulator unreachable for a while, so this file has its own.
let own: GatewayProcess;
test.beforeAll(async () => {
  own = await startGateway({ rebootDelay: 1000 });
});
test.afterAll(async () => {
  await own.stop();
});

async function openRebootScreen(page: Page, gateway: GatewayProcess): Promise<void> {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/maintenance/reboot', gateway.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Device reboot', { timeout: 30_000 });
}

async function confirmReboot(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reboot' }).click();
  const answer = page.waitForResponse('**/api/maintenance/reboot');
  await page.getByRole('dialog').getByRole('button', { name: 'Reboot' }).click();
  expect(await (await answer).json()).toMatchObject({ type: 'success', code: 6001 });
}

test('cancelling the confirmation sends nothing', async ({ page }) => {
  await openRebootScreen(page, own);
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
  await openRebootScreen(page, own);
  await confirmReboot(page);
  const status = page.getByRole('status').filter({ hasText: 'Restart started' });
  await expect(status).toHaveClass(/alert-success/);
  await expect(status).toContainText(/Closes in \d s/);
  await expect(page.getByRole('status').filter({ hasText: 'The gateway is restarting' })).toBeVisible();
});

test('the reboot waits for the gateway, then reloads the app it serves now', async ({ page }) => {
  test.slow(); // an emulator of its own, started and restarted
  // A copy of the built app, changed while the gateway restarts, like a firmware upgrade would: the
  // same file names with new contents (the device's fixed /js/app.js) must not come from the cache.
  const webRoot = mkdtempSync(join(tmpdir(), 'dtu-e2e-web-'));
  cpSync(DEVICE_RUNTIME ? deviceWebRoot : join(repoRoot, 'packages', 'web', 'dist'), webRoot, {
    recursive: true,
  });
  const gateway = await startGateway({ rebootDelay: 2500, args: ['--web-root', webRoot] });
  try {
    await openRebootScreen(page, gateway);
    const indexPath = join(webRoot, 'index.html');
    const index = readFileSync(indexPath, 'utf8');
    const entry = /<script type="module"[^>]* src="\/([^"]+)"/.exec(index)?.[1];
    expect(entry).toBeDefined();
    const entryPath = join(webRoot, entry ?? '');
    writeFileSync(indexPath, index.replace('<head>', '<head><meta name="e2e-build" content="new">'));
    writeFileSync(entryPath, `${readFileSync(entryPath, 'utf8')}\nwindow.e2eBuild = 'new';\n`);
    await markPage(page);

    await confirmReboot(page);
    const notice = page.getByTestId('gateway-restart');
    await expect(notice.getByRole('status')).toHaveText(/The gateway is restarting/);
    await expect(notice).toContainText(/Waiting for [1-9]\d* s/);
    await expect(page.getByRole('button', { name: 'Reboot' })).toBeDisabled();

    // Back: the page was reloaded (our marker is gone) with the new index.html and the new script.
    await expectReloaded(page, 'Device reboot');
    await expect(page.locator('meta[name="e2e-build"]')).toHaveAttribute('content', 'new');
    expect(await page.evaluate(() => (window as { e2eBuild?: string }).e2eBuild)).toBe('new');
    await expect(page.getByTestId('gateway-restart')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reboot' })).toBeEnabled();
    // The reloaded screen says the restart worked (issue 30 item 7), and only once.
    await expect(page.getByTestId('reboot-done').getByRole('status')).toHaveText(
      /The device restarted and answers again\./,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Device reboot');
    await expect(page.getByTestId('reboot-done')).toHaveCount(0);
  } finally {
    await gateway.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
});

test('a gateway that is not back after 60 s is reported, and waiting again recovers', async ({ page }) => {
  test.slow(); // an emulator of its own, started and restarted
  const gateway = await startGateway({ rebootDelay: 300 });
  try {
    // Our clock, so that 60 s pass at once; the gateway's status stays unreachable until we let it.
    await page.clock.install();
    await openRebootScreen(page, gateway);
    let reachable = false;
    await page.route('**/api/system/status', (route) =>
      reachable ? route.continue() : route.abort('connectionrefused'),
    );
    await markPage(page);
    await confirmReboot(page);
    await expect(page.getByRole('status').filter({ hasText: 'The gateway is restarting' })).toBeVisible();

    await page.clock.fastForward(50_000);
    await expect(page.getByTestId('gateway-restart')).toContainText(/Waiting for 5\d s/);
    const alert = page.getByRole('alert').filter({ hasText: 'The gateway has not come back' });
    await expect(alert).toHaveCount(0);
    await page.clock.fastForward(10_000);
    await expect(alert).toContainText('It has not answered for 60 s');
    const retry = alert.getByRole('button', { name: 'Wait again' });
    await expect(retry).toBeFocused();
    expect(await samePage(page)).toBe(true);

    reachable = true;
    await retry.click();
    await expect(page.getByRole('status').filter({ hasText: 'The gateway is restarting' })).toBeVisible();
    await expectReloaded(page, 'Device reboot');
    await expect(page.getByTestId('gateway-restart')).toHaveCount(0);
  } finally {
    await gateway.stop();
  }
});
