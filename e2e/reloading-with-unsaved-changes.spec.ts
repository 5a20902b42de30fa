// Issue 20, item 3: reloading a settings screen with unsaved edits asks first, as leaving it does —
// the browser's reload (beforeunload) and the screen's own Reload button alike.
import { test } from './fixtures.ts';
import { countPosts, expect, openLoggedIn } from './settings.ts';

const PATH = '/settings/ntp';
const TITLE = 'NTP settings';

test('reloading the browser on a settings screen with unsaved edits asks first; staying keeps them', async ({
  page,
  gateway,
}) => {
  await openLoggedIn(page, gateway, PATH, TITLE);
  const server = page.getByLabel('Time server');
  const saved = await server.inputValue();
  // Typed as a user types: the browser asks before unloading only a page the user has interacted with.
  await server.click();
  await server.press('End');
  await server.pressSequentially('.example');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  const asked = page.waitForEvent('dialog');
  // Not awaited: a reload the user stays from never finishes.
  void page.reload().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(server).toHaveValue(`${saved}.example`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('the screen’s Reload button with unsaved edits asks first: Stay keeps them, Reload discards', async ({
  page,
  gateway,
}) => {
  await openLoggedIn(page, gateway, PATH, TITLE);
  const posts = countPosts(page, '/api/ntp/config');
  const server = page.getByLabel('Time server');
  const saved = await server.inputValue();
  await server.fill('edited.example.org');
  const reloadButton = page.getByRole('button', { name: 'Reload' });
  await reloadButton.click();
  const dialog = page.getByRole('dialog', { name: 'Reload and discard your changes?' });
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(server).toHaveValue('edited.example.org');
  await expect(reloadButton).toBeFocused();

  await reloadButton.click();
  await dialog.getByRole('button', { name: 'Reload and discard' }).click();
  await expect(server).toHaveValue(saved);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  expect(posts()).toBe(0);
});
