// Issue 20, item 1 and 9: a restore that is not a configuration is refused before anything is sent;
// a real backup asks first, saying what changes; after the restart the page says the gateway is back.
import type { APIRequestContext, Page } from '@playwright/test';
import { startGateway, type GatewayProcess } from './gateway.ts';
import { test } from './fixtures.ts';
import { expect } from './settings.ts';

// The v24.10.6 restore through /api/config/* (the file API's is in config-files.spec.ts).
test.use({ firmware: 'v24.10.6' });

function auth(gateway: GatewayProcess): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`admin:${gateway.password}`).toString('base64')}` };
}

async function deviceFile(
  request: APIRequestContext,
  gateway: GatewayProcess,
  name: string,
): Promise<string> {
  const response = await request.get(new URL(`/api/config/get?file=${name}`, gateway.url).href, {
    headers: auth(gateway),
  });
  expect(response.status()).toBe(200);
  return response.text();
}

async function open(page: Page, gateway: GatewayProcess): Promise<void> {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/settings/config', gateway.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration management');
}

/** Every request the page sends to the restore endpoint. */
function watchUploads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config/upload') sent.push(request.url());
  });
  return sent;
}

const json = (name: string, text: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(text),
});

test('restoring a JSON file that is not a configuration is refused, says what it lacks and sends nothing', async ({
  page,
  gateway,
  request,
}) => {
  await open(page, gateway);
  const before = await deviceFile(request, gateway, 'config.json');
  const uploads = watchUploads(page);
  const fileInput = page.getByLabel('Backup file');
  const restore = page.getByRole('button', { name: 'Restore', exact: true });

  await fileInput.setInputFiles(json('backup.json', '{"hello":"world"}'));
  await restore.click();
  await expect(fileInput).toHaveAccessibleDescription(
    /This file is not a configuration backup of this gateway: it lacks “cfg”, “wifi”, “ntp”, “mqtt”, “dtu”, “security”, and “inverters”\. Nothing was sent\./,
  );
  await expect(fileInput).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await fileInput.setInputFiles(json('empty.json', '{}'));
  await restore.click();
  await expect(page.getByText(/it lacks “cfg”/)).toBeVisible();

  // A backup without its version is no backup the device wrote either.
  const noVersion = JSON.parse(before) as { cfg: Record<string, unknown> };
  delete noVersion.cfg.version;
  await fileInput.setInputFiles(json('config.json', JSON.stringify(noVersion)));
  await restore.click();
  await expect(page.getByText(/it lacks “cfg\.version”\. Nothing was sent\./)).toBeVisible();

  // A pin mapping must be a list of named profiles.
  await page.getByRole('radio', { name: 'pin_mapping.json' }).check();
  await fileInput.setInputFiles(json('pins.json', '[{"nrf24":{"clk":18}}]'));
  await restore.click();
  await expect(page.getByText(/This file is not a valid pin mapping \(pin_mapping\.json\)\./)).toBeVisible();

  expect(uploads).toEqual([]);
  expect(await deviceFile(request, gateway, 'config.json')).toBe(before);
});

test('restoring a real backup asks first, saying what changes; Cancel sends nothing', async ({
  page,
  gateway,
  request,
}) => {
  await open(page, gateway);
  const backup = JSON.parse(await deviceFile(request, gateway, 'config.json')) as {
    wifi: { ssid: string };
    mqtt: { enabled: boolean; hostname: string };
    inverters: { serial: number }[];
  };
  backup.wifi.ssid = 'home';
  backup.mqtt.enabled = true;
  backup.mqtt.hostname = 'broker.lan';
  const inverters = backup.inverters.filter((inverter) => inverter.serial !== 0).length;
  const uploads = watchUploads(page);

  await page.getByLabel('Backup file').setInputFiles(json('my-backup.json', JSON.stringify(backup)));
  const restore = page.getByRole('button', { name: 'Restore', exact: true });
  await restore.click();
  const dialog = page.getByRole('dialog', { name: 'Restore this configuration?' });
  await expect(dialog).toContainText('Every setting of the gateway is replaced by those in “my-backup.json”');
  const summary = dialog.getByTestId('restore-summary');
  await expect(summary).toContainText(`Inverters${inverters} inverter`);
  await expect(summary).toContainText('WiFi“home”');
  await expect(summary).toContainText('MQTTon (broker.lan)');
  await expect(dialog).toContainText('The gateway then restarts.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(restore).toBeFocused();
  expect(uploads).toEqual([]);
});

test('after a confirmed restore the page it returns to says the gateway is back, configuration restored', async ({
  page,
  request,
}) => {
  test.slow(); // an emulator of its own, started and restarted
  const gateway = await startGateway({ rebootDelay: 1500, firmware: 'v24.10.6' });
  try {
    await open(page, gateway);
    const backup = JSON.parse(await deviceFile(request, gateway, 'config.json')) as {
      ntp: { server: string };
    };
    backup.ntp.server = 'restored.example.org';
    const uploads = watchUploads(page);
    await page.getByLabel('Backup file').setInputFiles(json('backup.json', JSON.stringify(backup)));
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Restore this configuration?' })
      .getByRole('button', { name: 'Restore and restart' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'The gateway is restarting' })).toBeVisible();
    await expect(page.getByText('The gateway is back. Configuration restored.')).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration management');
    expect(uploads).toHaveLength(1);
    expect((JSON.parse(await deviceFile(request, gateway, 'config.json')) as typeof backup).ntp.server).toBe(
      'restored.example.org',
    );
  } finally {
    await gateway.stop();
  }
});
