import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, expectTitle, test } from './fixtures.ts';
import { expectReloaded, markPage } from './restart.ts';
import { startGateway } from './gateway.ts';

// The file API of v24.11.7+ (firmware-versions.md §3.5) against v26.3.30, and v24.10.6 without it.

async function open(page: Page, url: string, password: string): Promise<void> {
  await page.goto(new URL('/about', url).href);
  await page.evaluate((secret) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${secret}`) }));
  }, password);
  await page.goto(new URL('/settings/config', url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration management', {
    timeout: 30_000,
  });
}

test.describe('v24.10.6', () => {
  test.use({ release: 'v24.10.6' });

  test('lists files without sizes or delete buttons and offers no language pack', async ({
    page,
    dtu: gateway,
  }) => {
    await open(page, gateway.url, gateway.password);
    const files = page.getByTestId('config-files');
    await expect(files).toContainText('config.json');
    await expect(files).not.toContainText('bytes');
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Language pack (.lang.json)' })).toHaveCount(0);
  });
});

test.describe('v26.3.30', () => {
  test('a language pack is checked, restored, listed with its size and deleted one file at a time', async ({
    page,
  }) => {
    test.slow(); // an emulator of its own, restarted once
    const gateway = await startGateway({ rebootDelay: 1000, firmware: 'v26.3.30' });
    try {
      await open(page, gateway.url, gateway.password);
      await expect(page.getByTestId('config-files')).toContainText(/config\.json\s*[\d,.]+ bytes/);
      await page.getByRole('radio', { name: 'Language pack (.lang.json)' }).check();
      const fileInput = page.getByLabel('Backup file');
      await fileInput.setInputFiles({
        name: 'es.lang.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"meta":{"code":"","name":"Español"}}'),
      });
      await page.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(page.getByText(/This is not a language pack/)).toBeVisible();

      await fileInput.setInputFiles({
        name: 'es.lang.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"meta":{"code":"es","name":"Español"},"display":{}}'),
      });
      await page.getByRole('button', { name: 'Restore', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('“Español” (es)');
      await markPage(page);
      const answer = page.waitForResponse('**/api/file/upload?file=pack.lang.json');
      await dialog.getByRole('button', { name: 'Restore and restart' }).click();
      expect(await (await answer).text()).toBe('OK');
      await expectReloaded(page, 'Configuration management');

      const files = page.getByTestId('config-files');
      await expect(files).toContainText('pack.lang.json');

      // The installed pack is a display language in the device manager, beside the built-in ones.
      await page.goto(new URL('/settings/device', gateway.url).href);
      await expectTitle(page, 'Device manager');
      await page.getByRole('tab', { name: 'Display' }).click();
      const language = page.getByLabel('Display language');
      await expect(language.locator('option', { hasText: 'Español' })).toHaveCount(1);
      await page.goBack();
      await expectTitle(page, 'Configuration management');
      await page.getByRole('button', { name: 'Delete pack.lang.json' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete pack.lang.json?' });
      await expect(confirm).toContainText('takes effect after its next restart');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      expect(await seriousViolations(page, '[role="dialog"], dialog')).toEqual([]);
      const deleted = page.waitForResponse('**/api/file/delete');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      expect(await (await deleted).json()).toMatchObject({ type: 'success', code: 3003 });
      await expect(page.getByText('File deleted. It takes effect after a restart.')).toBeVisible();
      await expect(files).not.toContainText('pack.lang.json');
      await expect(files).toContainText('config.json');
    } finally {
      await gateway.stop();
    }
  });
});
