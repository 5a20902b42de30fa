import type { Page } from '@playwright/test';
import { expect, expectTitle, test } from './fixtures.ts';

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /^(Language|Sprache|Langue\s?): (EN|DE|FR)$/ }).click();
  await page.getByRole('button', { name, exact: true }).click();
}

test('switching the language changes the texts and the number format, and is kept', async ({
  page,
  issues,
}) => {
  await page.goto('/');
  const yieldTotal = page.getByTestId('total-YieldTotal');
  await expect(yieldTotal).toHaveText(/^\d{1,3}(,\d{3})*\.\d+ kWh$/);

  await chooseLanguage(page, 'Deutsch');
  await expectTitle(page, 'Live-Ansicht');
  await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  await expect(yieldTotal).toHaveText(/^\d{1,3}(\.\d{3})*,\d+ kWh$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');

  await page.goto('/about');
  await expectTitle(page, 'Über');
  await chooseLanguage(page, 'Français');
  await expectTitle(page, 'À propos');
  await expect(page.getByRole('heading', { name: 'Origine du projet', level: 2 })).toBeVisible();
  await page.reload();
  await expectTitle(page, 'À propos');
  issues.expectNone();
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-AT' });

  test('the first visit follows the browser language', async ({ page }) => {
    await page.goto('/');
    await expectTitle(page, 'Live-Ansicht');
  });
});

test.describe('with an unsupported browser language', () => {
  test.use({ locale: 'it-IT' });

  test('the first visit falls back to English', async ({ page }) => {
    await page.goto('/');
    await expectTitle(page, 'Live view');
  });
});
