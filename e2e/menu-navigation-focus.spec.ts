// Choosing a screen from the navigation bar puts the keyboard on that screen: focus moves to its
// heading, so the next Tab goes into the screen instead of back into the navigation bar.
import type { Page } from '@playwright/test';
import { expect, expectTitle, test } from './fixtures.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The focused heading's outline style ('none' when no ring is drawn). */
const ring = (page: Page) => heading(page).evaluate((element) => getComputedStyle(element).outlineStyle);

/** Whether the focused element is inside the screen (main) rather than the navigation bar. */
const focusInScreen = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('main') !== null && document.activeElement !== null);

test('choosing a settings screen from the menu by keyboard moves focus to its heading', async ({
  page,
  logIn,
}) => {
  await logIn();
  await page.goto('/about');
  await expectTitle(page, 'About');
  // The first screen of a visit leaves focus at the top of the page: the first Tab is the skip link.
  await expect(heading(page)).not.toBeFocused();

  await page.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Network settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'NTP settings' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectTitle(page, 'NTP settings');
  await expect(heading(page)).toBeFocused();
  // Reached by keyboard: the heading shows where the keyboard is.
  expect(await ring(page)).not.toBe('none');
  await page.keyboard.press('Tab');
  expect(await focusInScreen(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Info' })).not.toBeFocused();
});

test('choosing an info screen from the menu with the mouse moves focus to its heading', async ({ page }) => {
  await page.goto('/');
  await expectTitle(page, 'Live view');
  await page.getByRole('button', { name: 'Info' }).click();
  await page.getByRole('link', { name: 'System', exact: true }).click();
  await expectTitle(page, 'System information');
  await expect(heading(page)).toBeFocused();
  // Focus for screen readers, no ring around the title for a mouse user (issue 30 item 8).
  expect(await ring(page)).toBe('none');
  await expect(heading(page)).toHaveCSS('box-shadow', 'none');

  // Back to the live view (a link, then the browser's Back): the heading again.
  await page.getByRole('link', { name: 'Live view' }).click();
  await expectTitle(page, 'Live view');
  await expect(heading(page)).toBeFocused();
  await page.goBack();
  await expectTitle(page, 'System information');
  await expect(heading(page)).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('choosing a screen from the collapsed menu moves focus to its heading', async ({ page }) => {
    await page.goto('/');
    await expectTitle(page, 'Live view');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'About' }).click();
    await expectTitle(page, 'About');
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toBeInViewport();
  });
});

test('a redirect to the login and back after logging in draws no ring around the title', async ({
  page,
  gateway,
}) => {
  await page.goto('/settings/network');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await expectTitle(page, 'Login');
  // Sent here on arrival, not by the keyboard: no box around the title.
  expect(await ring(page)).toBe('none');
  // Typed with keys, then sent with the mouse: the last input was a pointer.
  await page.getByLabel('Password').pressSequentially(gateway.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectTitle(page, 'Network settings');
  expect(await ring(page)).toBe('none');
  await expect(heading(page)).toHaveCSS('box-shadow', 'none');
});
