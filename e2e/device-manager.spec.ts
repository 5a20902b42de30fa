import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, expectTitle, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

// Pin profiles read through /api/config/get: v24.10.6 (settings-releases.spec.ts covers v26.3.30).
test.use({ firmware: 'v24.10.6' });

// Choosing another pin profile restarts the gateway, so this file has its own, with two profiles.
const PROFILES = [
  {
    name: 'Zeta board',
    links: [{ name: 'Schematic', url: 'http://127.0.0.1/zeta' }],
    nrf24: { clk: 12, cs: 13, en: 14, irq: 15, miso: 16, mosi: 17 },
    display: { type: 2, data: 21, clk: 22 },
    led: { led0: 25, led1: 26 },
  },
  { name: 'Alpha board', nrf24: { clk: 18, cs: 5, en: 4, irq: 16, miso: 19, mosi: 23 } },
];

let own: GatewayProcess;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-device-'));
  writeFileSync(join(dataDir, 'pin_mapping.json'), JSON.stringify(PROFILES));
  // A device that already runs with a named profile: saving the display or LEDs does not restart it.
  writeFileSync(join(dataDir, 'config.json'), JSON.stringify({ device: { pinmapping: 'Alpha board' } }));
  own = await startGateway({ rebootDelay: 500, dataDir, firmware: 'v24.10.6' });
});
test.afterAll(async () => {
  await own.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(page: Page, gateway: GatewayProcess = own): Promise<void> {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/settings/device', gateway.url).href);
  await expectTitle(page, 'Device manager');
}

async function deviceConfig(page: Page): Promise<{
  curPin: { name: string };
  display: Record<string, number | boolean>;
  led: { brightness: number }[];
}> {
  return page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string };
    const response = await fetch('/api/device/config', {
      headers: { Authorization: `Basic ${user.authdata}` },
    });
    return (await response.json()) as never;
  });
}

test('display settings are saved and come back after a reload', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Display' }).click();
  const powerSave = page.getByRole('switch', { name: 'Power saving' });
  const wasOn = await powerSave.isChecked();
  await powerSave.click();
  await page.getByLabel('Rotation').selectOption('90°');
  await page.getByLabel('Diagram', { exact: true }).selectOption('Full screen, taking turns with the values');
  const duration = page.getByLabel('Diagram period (seconds)');
  await duration.fill('7200');
  await expect(page.getByText('How much time the diagram spans: 2 h.')).toBeVisible();
  const contrast = page.getByRole('slider', { name: 'Contrast' });
  await contrast.focus();
  await page.keyboard.press('End');
  await expect(contrast).toHaveAttribute('aria-valuetext', '100 %');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  const stored = await deviceConfig(page);
  expect(stored.display).toMatchObject({
    power_safe: !wasOn,
    rotation: 1,
    diagrammode: 2,
    diagramduration: 7200,
    contrast: 100,
  });
  await page.reload();
  await page.getByRole('tab', { name: 'Display' }).click();
  await expect(page.getByRole('switch', { name: 'Power saving' })).toBeChecked({ checked: !wasOn });
  await expect(page.getByLabel('Rotation')).toHaveValue('1');
  await expect(page.getByLabel('Diagram period (seconds)')).toHaveValue('7200');
  await expect(page.getByRole('slider', { name: 'Contrast' })).toHaveValue('100');
});

test('a diagram period outside its range is explained and nothing is sent', async ({ page }) => {
  await open(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/device/config')) posted = true;
  });
  await page.getByRole('tab', { name: 'Display' }).click();
  const duration = page.getByLabel('Diagram period (seconds)');
  await duration.fill('60');
  // Saving from another tab brings the user to the field to correct.
  await page.getByRole('tab', { name: 'LEDs' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(duration).toBeFocused();
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await expect(duration).toHaveAccessibleDescription(/between 600 and 86400 seconds/);
  expect(posted).toBe(false);
});

test('equal brightness moves every LED with the first and is saved', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'LEDs' }).click();
  const first = page.getByRole('slider', { name: 'LED 1 brightness' });
  const second = page.getByRole('slider', { name: 'LED 2 brightness' });
  await second.focus();
  await page.keyboard.press('Home');
  await expect(second).toHaveValue('0');
  await page.getByRole('switch', { name: 'Same brightness for all LEDs' }).check();
  await expect(second).toBeDisabled();
  await expect(second).toHaveValue(await first.inputValue());
  await first.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowRight');
  await expect(first).toHaveValue('40');
  await expect(second).toHaveValue('40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  expect((await deviceConfig(page)).led.map((led) => led.brightness)).toEqual([40, 40]);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Display' }).click();
  await page.getByRole('switch', { name: 'Screensaver' }).click();
  await page.getByRole('link', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expectTitle(page, 'Device manager');
  await page.getByRole('link', { name: 'About' }).click();
  await dialog.getByRole('button', { name: 'Leave and discard' }).click();
  await expectTitle(page, 'About');
});

test('a pin profile is compared with the active pins, and choosing it restarts the gateway', async ({
  page,
}) => {
  await open(page);
  const profile = page.getByLabel('Pin profile');
  await expect(profile.locator('option')).toHaveText([
    'Default (the firmware’s own pins)',
    'Alpha board',
    'Zeta board',
  ]);
  await profile.selectOption('Zeta board');
  await expect(page.getByText('Saving another pin profile restarts the device.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schematic' })).toBeVisible();
  const table = page.getByRole('table');
  const displayType = table.getByRole('row').filter({ hasText: 'Display' }).filter({ hasText: 'type' });
  await expect(displayType).toContainText('SSD1306');
  await expect(table.locator('tr.table-warning').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restart with another pin profile?' });
  await expect(dialog).toContainText('“Zeta board”');
  await dialog.getByRole('button', { name: 'Save and restart' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByTestId('gateway-restart')).toBeVisible();
  // Back after the restart, the app reloads and the device runs with the profile's pins.
  await expect(page.getByLabel('Pin profile')).toHaveValue('Zeta board', { timeout: 30_000 });
  await expect(page.getByText('Saving another pin profile restarts the device.')).toBeHidden();
  expect((await deviceConfig(page)).curPin.name).toBe('Zeta board');
});

test('a device without a stored profile name says that the first save restarts it once', async ({ page }) => {
  const fresh = await startGateway({ rebootDelay: 500, firmware: 'v24.10.6' });
  try {
    await open(page, fresh);
    await expect(page.getByLabel('Pin profile')).toHaveValue('Default');
    await expect(page.getByText('The device has no profile name stored yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'LEDs' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restart with another pin profile?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Save and restart' }).click();
    await expect(page.getByTestId('gateway-restart')).toBeVisible();
    await expect(page.getByText('The device has no profile name stored yet.')).toBeHidden({
      timeout: 30_000,
    });
    await expect(page.getByLabel('Pin profile')).toHaveValue('Default');
    expect((await deviceConfig(page)).curPin.name).toBe('Default');
  } finally {
    await fresh.stop();
  }
});

test('an unreadable pin_mapping.json is reported, a missing one offers the firmware pins', async ({
  page,
}) => {
  await page.route('**/api/config/get?file=pin_mapping.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[{"name": "broken"' }),
  );
  await open(page);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toBeVisible();
  await page.unroute('**/api/config/get?file=pin_mapping.json');
  await page.route('**/api/config/get?file=pin_mapping.json', (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('No pin_mapping.json is stored on the device')).toBeVisible();
  await expect(page.getByLabel('Pin profile').locator('option').first()).toHaveText(
    'Default (the firmware’s own pins)',
  );
});

test('the device manager fits a phone and has no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  for (const tab of ['Pin assignment', 'Display', 'LEDs']) {
    await page.getByRole('tab', { name: tab }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, tab).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
