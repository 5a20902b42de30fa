import { expect, expectTitle, test } from './fixtures.ts';

test('the console shows the device log live and can be cleared', async ({ page, issues }) => {
  await page.goto('/info/console');
  await expectTitle(page, 'Console');
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  const output = page.getByTestId('console-output');
  await expect(output).toHaveValue(/^\d{2}:\d{2}:\d{2} \S/m, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(output).toHaveValue(/^(\d{2}:\d{2}:\d{2} .*\n?)*$/);
  await expect(page.getByRole('switch', { name: 'Auto scroll' })).toBeChecked();
  issues.expectNone();
});
