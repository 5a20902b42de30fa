// Issue 28: the v25.5.10+ console (ESP-IDF lines `L (ms) tag: text`) with what the stock console lacks:
// search, pause, copy and download, and each line's time on the gateway's clock (from its
// milliseconds since boot).
import { readFile } from 'node:fs/promises';
import { test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, liveGateway } from './live.ts';
import { expect, openLoggedIn, postApi } from './settings.ts';

test.describe('on v26.3.30', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let gateway: GatewayProcess;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    gateway = await liveGateway(NOON, 1, { firmware: 'v26.3.30' });
  });
  test.afterAll(async () => {
    await gateway.stop();
  });

  test('search, pause, copy and download, each line stamped with its time on the gateway', async ({
    page,
    context,
    issues,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gateway.url });
    // Frames of the console socket, counted to see lines arrive while the view is paused.
    let frames = 0;
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/console')) socket.on('framereceived', () => (frames += 1));
    });
    await openLoggedIn(page, gateway, '/about', 'About');
    // Info lets the radio polls through (a new v26 gateway logs errors only).
    expect(
      await postApi(page, '/api/logging/config', { loglevel: { default: 3, modules: [] } }),
    ).toMatchObject({
      type: 'success',
    });
    await openLoggedIn(page, gateway, '/info/console', 'Console');
    const output = page.getByTestId('console-output');
    const polls = output.locator('[data-level="I"]', { hasText: 'Fetch inverter' });
    await expect(polls.first()).toBeVisible({ timeout: 30_000 });

    // The line's time is when the gateway logged it (boot time + its milliseconds since boot), in
    // the browser's zone: within moments of now.
    const stamped = (await polls.last().locator('time').textContent()) ?? '';
    const drift = await page.evaluate((text) => {
      const [h = NaN, m = NaN, s = NaN] = text.split(':').map(Number);
      const now = new Date();
      const day = 86_400;
      const diff = Math.abs(
        h * 3600 + m * 60 + s - (now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds()),
      );
      return Math.min(diff, day - diff);
    }, stamped);
    expect(drift).toBeLessThan(120);

    // Search keeps only the matching lines and says how many of all are shown.
    await page.getByLabel('Search the console').fill('Fetch inverter');
    const count = page.getByText(/^\d+ of \d+ lines$/);
    await expect(count).toBeVisible();
    await expect(output.locator('.console-line').filter({ hasNotText: 'Fetch inverter' })).toHaveCount(0);

    // Paused, the view holds still while frames keep coming; resumed, the newer lines show.
    await page.getByRole('switch', { name: 'Pause' }).check();
    const held = await count.textContent();
    const framesAtPause = frames;
    await expect.poll(() => frames, { timeout: 30_000 }).toBeGreaterThan(framesAtPause + 1);
    await expect(count).toHaveText(held ?? '');
    await page.getByRole('switch', { name: 'Pause' }).uncheck();
    await expect(count).not.toHaveText(held ?? '');

    // Copy puts the shown lines, each with its time, on the clipboard.
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Console text copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const copiedLines = copied.trim().split('\n');
    expect(copiedLines.length).toBeGreaterThan(0);
    for (const line of copiedLines) expect(line).toMatch(/^\S+.*Fetch inverter/);

    // The download is named with the date and time of its newest line, and holds what is shown.
    const today = await page.evaluate(() => {
      const now = new Date();
      const two = (n: number) => String(n).padStart(2, '0');
      return `${String(now.getFullYear())}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^opendtu-console-${today}_\\d{2}-\\d{2}-\\d{2}\\.txt$`),
    );
    const path = await download.path();
    const saved = (await readFile(path, 'utf8')).trim().split('\n');
    expect(saved.length).toBeGreaterThan(0);
    for (const line of saved) expect(line).toContain('Fetch inverter');
    issues.expectNone();
  });
});
