import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const icon = (page: Page) => page.getByTestId('brand-icon');

test('the brand shows a tree at Christmas', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-25T12:00:00'));
  await page.goto('/');
  await expect(icon(page)).toHaveAttribute('data-icon', 'tree');
});

test('the brand shows an egg on Easter Sunday 2027', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-03-28T09:00:00'));
  await page.goto('/');
  await expect(icon(page)).toHaveAttribute('data-icon', 'egg');
});

test('the brand shows the sun on an ordinary day', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-06-15T12:00:00'));
  await page.goto('/');
  await expect(icon(page)).toHaveAttribute('data-icon', 'sun');
});

test('the brand follows the date while the page stays open (checked every 10 s)', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-12-23T23:59:55') });
  await page.goto('/');
  await expect(icon(page)).toHaveAttribute('data-icon', 'sun');
  await page.clock.runFor(10_000);
  await expect(icon(page)).toHaveAttribute('data-icon', 'tree');
});
