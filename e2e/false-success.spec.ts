import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Never a false success (issue 28): a gateway answers every path it has no handler for with its web page
// and HTTP 200. Here the emulator's answer to the factory reset and the restore is replaced by such a
// page; the app must call it an error and must not start waiting for a restart.

const PAGE =
  '<!doctype html><html><head><title>OpenDTU</title></head><body><div id="app"></div></body></html>';

const RELEASES = {
  'v24.10.6': { upload: '/api/config/upload', reset: '/api/config/delete' },
  'v26.3.30': { upload: '/api/file/upload', reset: '/api/file/delete_all' },
} as const;

async function open(page: Page, password: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate((secret) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${secret}`) }));
  }, password);
  await page.goto('/settings/config');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration management', {
    timeout: 30_000,
  });
}

for (const [firmware, paths] of Object.entries(RELEASES)) {
  test.describe(firmware, () => {
    test.use({ release: firmware });

    test('a factory reset answered with the web page (200 HTML) is an error, not a reset', async ({
      page,
      dtu: gateway,
    }) => {
      await page.route(`**${paths.reset}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: PAGE }),
      );
      await open(page, gateway.password);
      await page.getByRole('button', { name: 'Reset to factory settings' }).click();
      const answered = page.waitForResponse(`**${paths.reset}`);
      await page
        .getByRole('dialog', { name: 'Reset to factory settings?' })
        .getByRole('button', { name: 'Reset', exact: true })
        .click();
      expect((await answered).status()).toBe(200);
      const alert = page.getByRole('alert').filter({ hasText: 'web page instead of data' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(`its firmware (${firmware}) does not have this function`);
      await expect(page.getByText('Configuration reset. The device restarts now.')).toHaveCount(0);
      await expect(page.getByText('The gateway is restarting')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a restore answered with the web page is an error, never "uploaded"', async ({
      page,
      dtu: gateway,
    }) => {
      await page.route(`**${paths.upload}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: PAGE }),
      );
      await open(page, gateway.password);
      await page.getByRole('radio', { name: 'pin_mapping.json' }).check();
      await page.getByLabel('Backup file').setInputFiles({
        name: 'pins.json',
        mimeType: 'application/json',
        buffer: Buffer.from('[{"name":"Board"}]'),
      });
      await page.getByRole('button', { name: 'Restore', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Restore and restart' }).click();
      await expect(
        page.getByText(/The restore failed: The gateway answered .* with a web page/),
      ).toBeVisible();
      await expect(page.getByText('pin_mapping.json was uploaded. The device restarts with it.')).toHaveCount(
        0,
      );
      await expect(page.getByText('The gateway is restarting')).toHaveCount(0);
    });
  });
}

test.describe('v26.3.30', () => {
  test('nothing is sent to a path the release does not have', async ({ page, dtu: gateway }) => {
    await open(page, gateway.password);
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/config/')) sent += 1;
    });
    const refusal = await page.evaluate(async () => {
      const response = await fetch('/api/config/list', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      return { status: response.status, type: response.headers.get('content-type') };
    });
    // The gateway itself answers the removed path with its web page and 200 …
    expect(refusal).toEqual({ status: 200, type: expect.stringContaining('text/html') as unknown });
    sent = 0;
    // … so the app uses the file API and never asks /api/config/* on this release.
    await expect(page.getByTestId('config-files')).toContainText('config.json');
    expect(sent).toBe(0);
  });
});
