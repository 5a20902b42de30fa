import { expect, expectTitle, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the menu opens from the toggle and closes after choosing a screen', async ({
  page,
  logIn,
}) => {
  await logIn();
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const about = page.getByRole('link', { name: 'About' });
  await expect(toggle).toBeVisible();
  await expect(about).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Info' }).click();
  await page.getByRole('link', { name: 'NTP', exact: true }).click();
  await expectTitle(page, 'NTP information');
  await expect(about).toBeHidden();

  await toggle.click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'DTU settings' }).click();
  await expectTitle(page, 'DTU settings');

  await toggle.click();
  await about.click();
  await expectTitle(page, 'About');
});
