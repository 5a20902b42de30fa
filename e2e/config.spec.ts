import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectReloaded, markPage } from './restart.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

// Backup and the refused restores use the worker's emulator; a restore or factory reset restarts the
// gateway, so each of those tests has an emulator of its own. Each runs against both ends of the
// releases: v24.10.6 (/api/config/*) and v26.3.30 (the file API, firmware-versions.md §3.5).

const RELEASES = {
  'v24.10.6': {
    list: '/api/config/list',
    get: '/api/config/get',
    upload: '/api/config/upload',
    reset: '/api/config/delete',
  },
  'v26.3.30': {
    list: '/api/file/list',
    get: '/api/file/get',
    upload: '/api/file/upload',
    reset: '/api/file/delete_all',
  },
} as const;

/** The file names a release lists (v24: {configs:[{name}]}, v24.11.7+: [{name,size}]). */
function listedNames(body: Buffer): string[] {
  const parsed = JSON.parse(body.toString()) as { configs: { name: string }[] } | { name: string }[];
  return (Array.isArray(parsed) ? parsed : parsed.configs).map((file) => file.name);
}

function auth(gateway: GatewayProcess): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`admin:${gateway.password}`).toString('base64')}` };
}

async function apiGet(request: APIRequestContext, gateway: GatewayProcess, path: string): Promise<Buffer> {
  const response = await request.get(new URL(path, gateway.url).href, { headers: auth(gateway) });
  expect(response.status()).toBe(200);
  return response.body();
}

async function ntpServer(request: APIRequestContext, gateway: GatewayProcess): Promise<string> {
  const config = JSON.parse((await apiGet(request, gateway, '/api/ntp/config')).toString()) as {
    ntp_server: string;
  };
  return config.ntp_server;
}

async function open(page: Page, gateway: GatewayProcess): Promise<void> {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/settings/config', gateway.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration management', {
    timeout: 30_000,
  });
}

for (const [firmware, paths] of Object.entries(RELEASES)) {
  test.describe(firmware, () => {
    test.use({ release: firmware });

    test('backup downloads every listed file under its name, byte for byte as the gateway has it', async ({
      page,
      dtu: gateway,
      request,
    }) => {
      test.slow(); // many steps on a shared machine
      await open(page, gateway);
      const names = listedNames(await apiGet(request, gateway, paths.list));
      expect(names).toEqual(expect.arrayContaining(['config.json', 'pin_mapping.json']));
      for (const name of names) {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: `Download ${name}` }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(name);
        const saved = readFileSync(await file.path());
        expect(saved.equals(await apiGet(request, gateway, `${paths.get}?file=${name}`))).toBe(true);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a wrong file is refused in the browser and never sent', async ({ page, dtu: gateway, request }) => {
      test.slow(); // many steps on a shared machine
      await open(page, gateway);
      const before = await apiGet(request, gateway, `${paths.get}?file=config.json`);
      let uploads = 0;
      page.on('request', (sent) => {
        if (sent.url().includes(paths.upload)) uploads += 1;
      });
      const restore = page.getByRole('button', { name: 'Restore', exact: true });
      const fileInput = page.getByLabel('Backup file');

      await restore.click();
      await expect(page.getByText('Please choose a file first.')).toBeVisible();
      await expect(fileInput).toBeFocused();
      await expect(fileInput).toHaveAttribute('aria-invalid', 'true');

      const json = (name: string, text: string) => ({
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      });
      await fileInput.setInputFiles(json('config.json', '{"wifi": {"ssid": "home",'));
      await restore.click();
      await expect(page.getByText('This file is not valid JSON. Nothing was sent.')).toBeVisible();

      // A pin mapping (a list of profiles) is not a config.json …
      await fileInput.setInputFiles(json('pins.json', '[{"name":"Board"}]'));
      await restore.click();
      await expect(page.getByText(/This file is not a valid configuration \(config\.json\)\./)).toBeVisible();
      // … and a config with a wrong value says where.
      const wrong = JSON.parse(before.toString()) as { wifi: Record<string, unknown> };
      wrong.wifi.dhcp = 'yes';
      await fileInput.setInputFiles(json('config.json', JSON.stringify(wrong)));
      await restore.click();
      await expect(page.getByText(/The first problem is at “wifi\.dhcp”\. Nothing was sent\./)).toBeVisible();
      // A config.json is not a pin mapping either.
      await page.getByRole('radio', { name: 'pin_mapping.json' }).check();
      await fileInput.setInputFiles(json('config.json', before.toString()));
      await restore.click();
      await expect(
        page.getByText(/This file is not a valid pin mapping \(pin_mapping\.json\)\./),
      ).toBeVisible();

      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') });
      await restore.click();
      await expect(page.getByText('Only .json files can be restored.')).toBeVisible();

      expect(uploads).toBe(0);
      expect((await apiGet(request, gateway, `${paths.get}?file=config.json`)).equals(before)).toBe(true);
    });

    test('restoring a valid config.json shows the upload, waits for the restart and the config is changed', async ({
      page,
      request,
    }) => {
      test.slow(); // an emulator of its own, started and restarted
      const gateway = await startGateway({ rebootDelay: 1500, firmware });
      try {
        await open(page, gateway);
        const config = JSON.parse(
          (await apiGet(request, gateway, `${paths.get}?file=config.json`)).toString(),
        ) as { ntp: { server: string } };
        expect(await ntpServer(request, gateway)).not.toBe('restored.example.org');
        config.ntp.server = 'restored.example.org';

        // Hold the upload until the progress bar has been seen.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(`**${paths.upload}**`, async (route) => {
          await held;
          await route.continue();
        });
        await page.getByLabel('Backup file').setInputFiles({
          name: 'my-backup.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(config)),
        });
        await markPage(page);
        const answer = page.waitForResponse(`**${paths.upload}?file=config.json`);
        await page.getByRole('button', { name: 'Restore', exact: true }).click();
        await page
          .getByRole('dialog', { name: 'Restore this configuration?' })
          .getByRole('button', { name: 'Restore and restart' })
          .click();
        await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
        release();
        expect(await (await answer).text()).toBe('OK');
        await expect(page.getByText('config.json was uploaded. The device restarts with it.')).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'The gateway is restarting' })).toBeVisible();

        await expectReloaded(page, 'Configuration management');
        expect(await ntpServer(request, gateway)).toBe('restored.example.org');
      } finally {
        await gateway.stop();
      }
    });

    test('factory reset is not sent when cancelled; confirmed, the gateway restarts with its defaults', async ({
      page,
      request,
    }) => {
      test.slow(); // an emulator of its own, started and restarted
      const gateway = await startGateway({ rebootDelay: 1500, firmware });
      try {
        const ntp = JSON.parse((await apiGet(request, gateway, '/api/ntp/config')).toString()) as Record<
          string,
          unknown
        >;
        const saved = await request.post(new URL('/api/ntp/config', gateway.url).href, {
          headers: auth(gateway),
          form: { data: JSON.stringify({ ...ntp, ntp_server: 'changed.example.org' }) },
        });
        expect(await saved.json()).toMatchObject({ code: 1001 });
        expect(await ntpServer(request, gateway)).toBe('changed.example.org');

        await open(page, gateway);
        let resets = 0;
        page.on('request', (sent) => {
          if (sent.url().endsWith(paths.reset)) resets += 1;
        });
        const resetButton = page.getByRole('button', { name: 'Reset to factory settings' });
        await resetButton.click();
        const dialog = page.getByRole('dialog', { name: 'Reset to factory settings?' });
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await expect(resetButton).toBeFocused();
        expect(resets).toBe(0);
        expect(await ntpServer(request, gateway)).toBe('changed.example.org');

        await markPage(page);
        await resetButton.click();
        const answer = page.waitForResponse(`**${paths.reset}`);
        await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
        expect(await (await answer).json()).toMatchObject({ type: 'success', code: 3002 });
        await expect(page.getByText('Configuration reset. The device restarts now.')).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'The gateway is restarting' })).toBeVisible();
        await expectReloaded(page, 'Configuration management');
        expect(resets).toBe(1);
        expect(await ntpServer(request, gateway)).toBe('opendtu.pool.ntp.org');
      } finally {
        await gateway.stop();
      }
    });
  });
}
