import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { NOON, liveGateway } from './live.ts';
import type { Page } from '@playwright/test';

/** The animations on the online marker's ring (interface-spec §9: 32 px, repeating every 2.5 s). */
function ringAnimations(
  page: Page,
): Promise<{ playState: string; duration: unknown; iterations: unknown }[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect instanceof KeyframeEffect &&
          animation.effect.target?.classList.contains('status-ring') === true,
      )
      .map((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return { playState: animation.playState, duration: timing?.duration, iterations: timing?.iterations };
      }),
  );
}

test('killing and restarting the gateway shows offline, then live data again on its own', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-live-'));
  let gateway = await liveGateway(NOON, 1, { dataDir });
  const port = Number(new URL(gateway.url).port);
  const ringRepeating = async (): Promise<boolean> =>
    (await ringAnimations(page)).some(
      (ring) => ring.playState === 'running' && ring.duration === 2500 && ring.iterations === Infinity,
    );
  try {
    await page.goto(gateway.url);
    const online = page.getByRole('img', { name: 'Online' });
    await expect(online).toBeVisible();
    await expect(page.getByTestId('inverter-header')).toBeVisible();
    // interface-spec §9: the online ring repeats every 2.5 s while online (issue 21).
    expect(await ringRepeating()).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await gateway.kill();
    await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();
    await expect(
      page.getByText(/^No connection to the gateway since .+: these values are its last, not current\.$/),
    ).toBeVisible();
    expect(await ringRepeating()).toBe(false);

    gateway = await liveGateway(NOON, 1, { dataDir, port });
    // How soon it retries is lib/live's unit test (RETRY_MS, fake timers); here: it comes back by itself.
    await expect(online).toBeVisible();
    await expect(page.getByText('No connection to the gateway')).toBeHidden();
    // Back online: the ring repeats again.
    expect(await ringRepeating()).toBe(true);
    // The same document: the page recovered on its own, it was not reloaded.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the online ring stays still for a user who asked for reduced motion', async ({ page }) => {
  const gateway = await liveGateway(NOON, 1);
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(gateway.url);
    await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(page.getByTestId('inverter-header')).toBeVisible();
    expect(await ringAnimations(page)).toEqual([]);
    // Motion allowed again (a change of the system setting): the ring repeats.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect
      .poll(() => ringAnimations(page))
      .toEqual([{ playState: 'running', duration: 2500, iterations: Infinity }]);
  } finally {
    await gateway.stop();
  }
});
