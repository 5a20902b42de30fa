import { expect, expectTitle, test } from './fixtures.ts';

test('the about sections open from the keyboard, one at a time, with a visible focus', async ({
  page,
  issues,
}) => {
  await page.goto('/about');
  await expectTitle(page, 'About');
  const sections = page.locator('main details');
  await expect(sections).toHaveCount(4);
  await expect(sections.nth(0)).toHaveAttribute('open', '');

  const news = page.locator('summary', { hasText: 'News and updates' });
  await news.focus();
  const ring = await news.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(ring).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(sections.nth(1)).toHaveAttribute('open', '');
  await expect(sections.nth(0)).not.toHaveAttribute('open');
  await expect(page.getByText('Found a problem?')).toBeHidden();

  // Past the open section's link to the releases, to the next section.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Releases and release notes' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(sections.nth(2)).toHaveAttribute('open', '');
  await expect(sections.nth(1)).not.toHaveAttribute('open');
  await expect(page.getByText(/^Found a problem\?/)).toBeVisible();
  issues.expectNone();
});

test('the about screen links to the project’s releases, issues and discussion', async ({ page }) => {
  await page.goto('/about');
  await expectTitle(page, 'About');
  await page.locator('summary', { hasText: 'News and updates' }).click();
  await expect(page.getByRole('link', { name: 'Releases and release notes' })).toHaveAttribute(
    'href',
    /^https:\/\/\S+\/releases$/,
  );
  await page.locator('summary', { hasText: 'Error reporting' }).click();
  await expect(page.getByRole('link', { name: 'Open an issue' })).toHaveAttribute(
    'href',
    /^https:\/\/\S+\/issues$/,
  );
  await page.locator('summary', { hasText: 'Discussion' }).click();
  await expect(page.getByRole('link', { name: 'Go to the discussion forum' })).toHaveAttribute(
    'href',
    /^https:\/\/\S+\/discussions$/,
  );
});
