// Which runtime the app runs on (issue 21): the served build (what `npm start` and the companion serve)
// runs React 19 itself; only the firmware-ready build (DTU_E2E_WEB=device) swaps in Preact's compatible
// runtime, to fit the firmware's flash.
import type { Page } from '@playwright/test';
import { expect, expectTitle, test } from './fixtures.ts';
import { DEVICE_RUNTIME } from './webRoot.ts';

/** What each runtime leaves on the container it renders into (the app's #root). */
async function rootMarkers(page: Page): Promise<{ react: boolean; preact: boolean }> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const keys = root === null ? [] : Object.keys(root);
    // React's createRoot marks its container `__reactContainer$<random>`; Preact keeps its tree on it.
    return { react: keys.some((key) => key.startsWith('__reactContainer$')), preact: keys.includes('__k') };
  });
}

test(`the app runs on ${DEVICE_RUNTIME ? "Preact's compatible runtime" : 'React 19'}`, async ({
  page,
  issues,
}) => {
  await page.goto('/about');
  await expectTitle(page, 'About');
  expect(await rootMarkers(page)).toEqual({ react: !DEVICE_RUNTIME, preact: DEVICE_RUNTIME });
  issues.expectNone();
});
