// Helpers for screens that restart the gateway and reload the app once it is back.
import { expect, type Page } from '@playwright/test';

/** Marks the current document; a reload (or one in progress) ends the mark. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
}

/** Whether the page is still the document markPage marked. */
export function samePage(page: Page): Promise<boolean> {
  return page.evaluate(() => 'e2eSamePage' in window).catch(() => true);
}

/** Waits until the app has reloaded itself and shows the screen `title` again. */
export async function expectReloaded(page: Page, title: string): Promise<void> {
  await expect.poll(() => samePage(page), { timeout: 30_000 }).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
}
