import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const html = (page: Page) => page.locator('html');

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'Auto') {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('button', { name, exact: true }).click();
}

test('a chosen theme is applied and kept after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
  await chooseTheme(page, 'Dark');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  // An explicit choice ignores the system preference.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
});

test('Auto follows the system colour scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');

  await chooseTheme(page, 'Light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');

  await chooseTheme(page, 'Auto');
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-bs-theme', 'light');
});
