import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { NOON, liveGateway } from './live.ts';

test('killing and restarting the gateway shows offline, then live data again on its own', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-live-'));
  let gateway = await liveGateway(NOON, 1, { dataDir });
  const port = Number(new URL(gateway.url).port);
  const ringPulsing = (): Promise<boolean> =>
    page.evaluate(() =>
      document
        .getAnimations()
        .some((animation) => animation instanceof CSSAnimation && animation.animationName === 'status-pulse'),
    );
  try {
    await page.goto(gateway.url);
    const online = page.getByRole('img', { name: 'Online' });
    await expect(online).toBeVisible();
    await expect(page.getByTestId('inverter-header')).toBeVisible();
    // The online ring pulses a few times, then rests: an idle page draws nothing (issue 12).
    await expect.poll(ringPulsing, { timeout: 20_000 }).toBe(false);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await gateway.kill();
    await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();
    await expect(page.getByText('No connection to the gateway: these values are not current.')).toBeVisible();

    gateway = await liveGateway(NOON, 1, { dataDir, port });
    // How soon it retries is lib/live's unit test (RETRY_MS, fake timers); here: it comes back by itself.
    await expect(online).toBeVisible();
    await expect(page.getByText('No connection to the gateway')).toBeHidden();
    // Back online: the ring pulses again.
    expect(await ringPulsing()).toBe(true);
    // The same document: the page recovered on its own, it was not reloaded.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
