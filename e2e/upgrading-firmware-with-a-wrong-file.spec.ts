// Issue 20, item 8: a file that is not a firmware image is refused before anything is sent; when the
// gateway refuses an upload, its own text shows, and Retry is offered only where it can help.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function open(page: Page, gateway: GatewayProcess): Promise<void> {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/firmware/upgrade', gateway.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firmware upgrade', { timeout: 30_000 });
}

function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/firmware/update') count += 1;
  });
  return () => count;
}

test('a picture renamed .bin or .bin.gz is refused as not a firmware image, and nothing is sent', async ({
  page,
  gateway,
}) => {
  await open(page, gateway);
  const uploads = countUploads(page);
  const fileInput = page.getByLabel('Firmware file', { exact: true });
  for (const name of ['photo.bin', 'photo.bin.gz']) {
    await fileInput.setInputFiles({ name, mimeType: 'application/octet-stream', buffer: PNG });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(fileInput).toHaveAccessibleDescription(
      /This is not a firmware image for this gateway\. Nothing was sent\./,
    );
    await expect(fileInput).toBeFocused();
  }
  expect(uploads()).toBe(0);
});

test('when the gateway refuses the image its own text shows, with no Retry that cannot succeed', async ({
  page,
  gateway,
}) => {
  await open(page, gateway);
  // An image with the right first byte that the gateway still cannot start (another chip, say).
  await page.route('**/api/firmware/update', (route) =>
    route.fulfill({ status: 400, contentType: 'text/plain', body: 'OTA could not begin' }),
  );
  const image = Buffer.alloc(4096, 7);
  image[0] = 0xe9;
  await page
    .getByLabel('Firmware file', { exact: true })
    .setInputFiles({ name: 'other-chip.bin', mimeType: 'application/octet-stream', buffer: image });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('firmware-error')).toHaveText(
    '[HTTP ERROR] Bad Request: OTA could not begin',
  );
  await expect(page.getByText('sending it again will not help')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Firmware file', { exact: true })).toBeAttached();
});

test('the file button and its "no file" text follow the page’s language', async ({ page, gateway }) => {
  await open(page, gateway);
  await expect(page.getByText('Choose file', { exact: true })).toBeVisible();
  await expect(page.getByText('No file chosen', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Language: EN$/ }).click();
  await page.getByRole('button', { name: 'Deutsch', exact: true }).click();
  await expect(page.getByText('Datei auswählen', { exact: true })).toBeVisible();
  await expect(page.getByText('Keine Datei ausgewählt', { exact: true })).toBeVisible();
});
