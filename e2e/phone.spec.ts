import { expect, expectTitle, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, liveGateway } from './live.ts';

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

test.describe('the live view on a phone', () => {
  let gateway: GatewayProcess;
  test.beforeAll(async () => {
    gateway = await liveGateway(NOON, 3);
  });
  test.afterAll(async () => {
    await gateway.stop();
  });

  test('the overview shows state, power and yield of each inverter without swiping', async ({ page }) => {
    await page.goto(gateway.url);
    const overview = page.getByRole('table', { name: 'All inverters' });
    const roof = overview.getByTestId('overview-row').first();
    await expect(roof).toContainText(/Roof.*Producing.*[1-9][\d,.]* W.*Wh/, { timeout: 30_000 });
    const width = page.viewportSize()?.width ?? 0;
    // Name, state icon, power and yield fit the screen; the limit may be a swipe away.
    for (const cell of (await roof.locator('th, td').all()).slice(0, 4)) {
      const box = await cell.boundingBox();
      expect(box?.x ?? Infinity).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
    }
    // The state's text is for screen readers only here; its icon is what the eye gets.
    const stateText = roof.locator('td').first().getByText('Producing');
    expect((await stateText.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  });
});
