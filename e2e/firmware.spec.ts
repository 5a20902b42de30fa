import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';
import { expectReloaded, markPage } from './restart.ts';

// A good upload restarts the gateway, so those tests have an emulator of their own.

/** An ESP image as the emulator checks it: magic byte 0xE9 first. */
function image(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 9)) & 0xff;
  bytes[0] = 0xe9;
  return bytes;
}

const IMAGE = image(300_000);
const IMAGE_MD5 = createHash('md5').update(IMAGE).digest('hex');

async function sketchUsed(request: APIRequestContext, gateway: GatewayProcess): Promise<number> {
  const response = await request.get(new URL('/api/system/status', gateway.url).href);
  return ((await response.json()) as { sketch_used: number }).sketch_used;
}

async function open(page: Page, gateway: GatewayProcess): Promise<void> {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/firmware/upgrade', gateway.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firmware upgrade', { timeout: 30_000 });
}

async function chooseImage(page: Page): Promise<void> {
  await page
    .getByLabel('Firmware file', { exact: true })
    .setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: IMAGE });
}

test('a correct image uploads with progress, the gateway restarts and the app reloads', async ({
  page,
  request,
}) => {
  test.slow(); // an emulator of its own, started and restarted
  const gateway = await startGateway({ rebootDelay: 1500 });
  try {
    await open(page, gateway);
    expect(await sketchUsed(request, gateway)).not.toBe(IMAGE.length);
    await chooseImage(page);
    // Hold the upload until the progress bar has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let md5Sent = '';
    await page.route('**/api/firmware/update', async (route) => {
      md5Sent =
        /name="MD5"\r\n\r\n([0-9a-f]+)\r\n/.exec(
          route.request().postDataBuffer()?.toString('latin1') ?? '',
        )?.[1] ?? '';
      await held;
      await route.continue();
    });
    await markPage(page);
    await page.getByRole('button', { name: 'Upload' }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuetext', /^\d+\s?% · [\d,]+ kB of 293 kB$/);
    expect(md5Sent).toBe(IMAGE_MD5);
    release();
    await expect(
      page.getByText('Upgrade successful. The device restarts with the new firmware.'),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The gateway is restarting' })).toBeVisible();
    await expectReloaded(page, 'Firmware upgrade');
    expect(await sketchUsed(request, gateway)).toBe(IMAGE.length);
  } finally {
    await gateway.stop();
  }
});

test('an MD5 mismatch fails cleanly, and Retry sends the same file again', async ({ page, request }) => {
  test.slow(); // an emulator of its own, started and restarted
  const gateway = await startGateway({ rebootDelay: 1500 });
  try {
    await open(page, gateway);
    const before = await sketchUsed(request, gateway);
    await chooseImage(page);
    // The first upload arrives with a wrong MD5, as if the file had been damaged on the way.
    let uploads = 0;
    await page.route('**/api/firmware/update', async (route) => {
      uploads += 1;
      const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
      if (uploads > 1) return route.continue();
      const damaged = Buffer.from(body.toString('latin1').replace(IMAGE_MD5, '0'.repeat(32)), 'latin1');
      return route.continue({ postData: damaged });
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toContainText('The upgrade failed.');
    await expect(page.getByTestId('firmware-error')).toHaveText(
      '[HTTP ERROR] Bad Request: Could not end OTA',
    );
    expect(await sketchUsed(request, gateway)).toBe(before);

    await markPage(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByText('Upgrade successful. The device restarts with the new firmware.'),
    ).toBeVisible();
    expect(uploads).toBe(2);
    await expectReloaded(page, 'Firmware upgrade');
    expect(await sketchUsed(request, gateway)).toBe(IMAGE.length);
  } finally {
    await gateway.stop();
  }
});

test('a missing file, a wrong file type and a failing MD5 step each say so; Back returns', async ({
  page,
  gateway,
}) => {
  test.slow(); // many steps on a shared machine
  await open(page, gateway);
  let uploads = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/firmware/update')) uploads += 1;
  });
  const upload = page.getByRole('button', { name: 'Upload' });
  const fileInput = page.getByLabel('Firmware file', { exact: true });
  await upload.click();
  await expect(page.getByText('Please choose a firmware file first.')).toBeVisible();
  await expect(fileInput).toBeFocused();
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await upload.click();
  await expect(page.getByText('Only .bin and .bin.gz files can be uploaded.')).toBeVisible();

  // The MD5 worker cannot load: the MD5 step's own message, nothing is sent.
  await page.route('**/md5.worker-*.js', (route) => route.abort());
  await chooseImage(page);
  await upload.click();
  await expect(page.getByTestId('firmware-error')).toHaveText(
    'Unknown error while upload, check the console for details.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Firmware file', { exact: true })).toBeVisible();
  expect(uploads).toBe(0);
});
