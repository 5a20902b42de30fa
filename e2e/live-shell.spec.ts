// The first screen before the app's script (issue 21, build/liveShell.ts): index.html draws the live
// view's title and plant totals from its early live-data request, then the app's live view takes over.
import { expect, expectTitle, test } from './fixtures.ts';

test('the totals show before the app’s script has arrived, then the app takes over', async ({
  page,
  issues,
}) => {
  // The app's scripts wait until we let them through: what shows meanwhile is index.html's alone.
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const shell = page.locator('#live-shell');
  await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Live view');
  await expect(shell.getByRole('heading', { level: 2 })).toHaveText(['Total yield', 'Yield today', 'Power']);
  await expect(shell.getByText(/^[\d,]+\.\d W$/)).toBeVisible();
  await expect(shell.getByRole('status')).toHaveText('Loading…');
  // One screen at a time: the app's root stays out of sight under the shell.
  await expect(page.locator('#root')).toBeHidden();

  release();
  await expect(page.getByTestId('total-Power')).toHaveText(/^[\d,]+\.\d W$/);
  await expect(shell).toHaveCount(0);
  await expectTitle(page, 'Live view');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  issues.expectNone();
});

test('another screen shows no shell: the app draws it', async ({ page, issues }) => {
  await page.goto('/about');
  await expectTitle(page, 'About');
  await expect(page.locator('#live-shell')).toHaveCount(0);
  issues.expectNone();
});
