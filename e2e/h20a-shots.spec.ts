// Temporary (not committed): screenshots of the screens issue 20 touched.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, liveGateway } from './live.ts';

const OUT = '/tmp/h20a-shots';
let live: GatewayProcess;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  live = await liveGateway(NOON, 2);
});
test.afterAll(async () => {
  await live.stop();
});
test.describe.configure({ timeout: 600_000 });

const LOCALES = ['en', 'de', 'fr'] as const;
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [360, 1280] as const;

async function prepare(page: Page, gateway: GatewayProcess, locale: string, theme: string, width: number) {
  await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
  await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate(
    ({ password, locale }) => {
      localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
      localStorage.setItem('locale', locale);
    },
    { password: gateway.password, locale },
  );
}

for (const locale of LOCALES)
  for (const theme of THEMES)
    for (const width of WIDTHS) {
      const tag = `${locale}-${theme}-${width}`;
      test(`shots ${tag}`, async ({ page, gateway }) => {
        // Restore: the question, and a refused file.
        await prepare(page, gateway, locale, theme, width);
        await page.goto(new URL('/settings/config', gateway.url).href);
        const input = page.locator('input[type=file]');
        await expect(input).toBeAttached({ timeout: 20_000 });
        await page.screenshot({ path: `${OUT}/config-${tag}.png`, fullPage: true });
        await input.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
        await page.locator('.card').nth(1).getByRole('button').last().click();
        await expect(page.locator('.invalid-feedback')).toBeVisible();
        await page.locator('.card').nth(1).screenshot({ path: `${OUT}/restore-refused-${tag}.png` });
        const config = await page.evaluate(async () => {
          const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string };
          const r = await fetch('/api/config/get?file=config.json', { headers: { Authorization: `Basic ${user.authdata}` } });
          return r.text();
        });
        await input.setInputFiles({ name: 'backup-2024.json', mimeType: 'application/json', buffer: Buffer.from(config) });
        await page.locator('.card').nth(1).getByRole('button').last().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `${OUT}/restore-dialog-${tag}.png` });
        await page.keyboard.press('Escape');

        // Firmware: not an image, and a refusal.
        await page.goto(new URL('/firmware/upgrade', gateway.url).href);
        const fw = page.locator('input[type=file]');
        await expect(fw).toBeAttached({ timeout: 20_000 });
        await fw.setInputFiles({ name: 'photo.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0x89, 0x50]) });
        await page.locator('.card .btn-primary').click();
        await expect(page.locator('.invalid-feedback')).toBeVisible();
        await page.screenshot({ path: `${OUT}/firmware-notimage-${tag}.png` });
        await page.route('**/api/firmware/update', (route) =>
          route.fulfill({ status: 400, contentType: 'text/plain', body: 'OTA could not begin' }),
        );
        const image = Buffer.alloc(1024, 1);
        image[0] = 0xe9;
        await fw.setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: image });
        await page.locator('.card .btn-primary').click();
        await expect(page.getByTestId('firmware-error')).toBeVisible({ timeout: 20_000 });
        await page.screenshot({ path: `${OUT}/firmware-refused-${tag}.png` });

        // The gateway-is-back notice after a restore.
        await page.evaluate(() => sessionStorage.setItem('dtu-web.restart-back', 'restored'));
        await page.goto(new URL('/settings/config', gateway.url).href);
        await expect(page.locator('.toast, [role=status]').first()).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/back-${tag}.png` });

        // Live: On/off dialog and its question, the limit dialog with an error, the pending limit.
        await prepare(page, live, locale, theme, width);
        await page.route('**/api/limit/status', async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as Record<string, { limit_set_status: string }>;
          for (const key of Object.keys(body)) if (body[key]) body[key].limit_set_status = 'Pending';
          await route.fulfill({ response, json: body });
        });
        await page.goto(live.url);
        const header = page.getByTestId('inverter-header');
        await expect(header.locator('[data-tone]').first()).toBeVisible({ timeout: 30_000 });
        await header.getByRole('button').nth(1).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${OUT}/power-${tag}.png` });
        await page.getByRole('dialog').locator('.btn-danger').click();
        await page.screenshot({ path: `${OUT}/power-ask-${tag}.png` });
        await page.getByRole('dialog').locator('.btn-secondary').click();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await header.getByRole('button').nth(0).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('spinbutton').fill('150');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/limit-before-${tag}.png` });
        await dialog.locator('button[type=submit]').click();
        await expect(dialog.locator('.invalid-feedback')).toBeVisible();
        await page.screenshot({ path: `${OUT}/limit-invalid-${tag}.png` });
        await dialog.getByRole('spinbutton').fill('60');
        await dialog.locator('button[type=submit]').click();
        await expect(page.getByTestId('limit-on-its-way').first()).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/limit-pending-${tag}.png`, fullPage: true });
        // Back to 100 % for the next round.
        await header.getByRole('button').nth(0).click();
        await dialog.getByRole('spinbutton').fill('100');
        await dialog.locator('button[type=submit]').click();
        await expect(dialog).toHaveCount(0);
      });
    }
