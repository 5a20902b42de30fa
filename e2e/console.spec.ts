import { expect, expectTitle, test } from './fixtures.ts';

test.describe('v24.10.6: raw lines', () => {
  test.use({ release: 'v24.10.6' });

  test('the console shows the device log live and can be cleared', async ({ page, issues }) => {
    await page.goto('/info/console');
    await expectTitle(page, 'Console');
    await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
    const output = page.getByTestId('console-output');
    await expect(output).toContainText(/\d{2}:\d{2}:\d{2} \S/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('switch', { name: 'Auto scroll' })).toBeChecked();
    issues.expectNone();
  });
});

for (const width of [360, 1280]) {
  test(`the online marker and its pulse ring stay inside the page (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/info/console');
    await expectTitle(page, 'Console');
    const dot = page.getByRole('img', { name: 'Online' });
    await expect(dot).toBeVisible();
    const box = await dot.boundingBox();
    const header = await page.getByRole('heading', { level: 1 }).locator('..').boundingBox();
    if (!box || !header) throw new Error('the marker or the header is not drawn');
    // The ring: 32 px across around the dot's centre, drawn with a 2 px line.
    const ringRight = box.x + box.width / 2 + 16 + 2;
    expect(ringRight).toBeLessThanOrEqual(header.x + header.width);
    expect(ringRight).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
