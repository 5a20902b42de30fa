import type { Locator } from '@playwright/test';
import { expect, expectTitle, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, editInverter, liveGateway, logInOn } from './live.ts';

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

test.describe('the live view on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  let gateway: GatewayProcess;
  test.beforeAll(async () => {
    gateway = await liveGateway(NOON, 3);
  });
  test.afterAll(async () => {
    await gateway.stop();
  });

  test('the overview fits the screen with every column and a State header, no sideways scrolling', async ({
    page,
  }) => {
    await page.goto(gateway.url);
    const overview = page.getByRole('table', { name: 'All inverters' });
    const roof = overview.getByTestId('overview-row').first();
    await expect(roof).toContainText(/Roof.*Producing.*[1-9][\d,.]* W.*Wh.*\d+ %/, { timeout: 30_000 });
    await expect(overview.getByRole('columnheader', { name: 'State' })).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    for (const cell of await overview.locator('th, td').all()) {
      const box = await cell.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
    }
    const scroller = overview.locator('xpath=..');
    expect(
      await scroller.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The state's text is for screen readers only in the rows; its icon is what the eye gets.
    const stateText = roof.locator('td').first().getByText('Producing', { exact: true });
    expect((await stateText.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  });

  test('the totals are compact and tapping an inverter in the overview scrolls to it', async ({ page }) => {
    await page.goto(gateway.url);
    const totals = page.getByTestId('live-totals');
    await expect(page.getByTestId('total-Power')).toHaveText(/W$/, { timeout: 30_000 });
    expect((await totals.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(130);
    await expect(page.getByRole('table', { name: 'All inverters' })).toBeInViewport();

    const panel = page.getByRole('tabpanel');
    await page.getByRole('table', { name: 'All inverters' }).getByRole('button', { name: 'Barn' }).click();
    await expect(panel.getByTestId('inverter-header')).toContainText('Barn');
    await expect(panel.getByTestId('inverter-header')).toBeInViewport();
    // Not hidden under the fixed navigation bar.
    const navBottom =
      (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())?.height ?? 0;
    expect((await page.getByRole('tablist').boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(navBottom - 1);
  });

  for (const [locale, viewport] of [
    ['fr', { width: 360, height: 740 }],
    ['de', { width: 360, height: 740 }],
    ['fr', { width: 1280, height: 800 }],
  ] as const) {
    test(`labels of the value cards and totals stay on one line (${locale}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => {
        localStorage.setItem('locale', value);
      }, locale);
      await page.goto(gateway.url);
      await expect(page.getByTestId('channel-ac')).toBeVisible({ timeout: 30_000 });
      const labels = page.locator('.live-card th, .live-total-label');
      expect(await labels.count()).toBeGreaterThan(10);
      const wrapped = await labels.evaluateAll((elements) =>
        elements
          .filter((element) => {
            const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
            const range = document.createRange();
            range.selectNodeContents(element);
            return (
              range.getClientRects().length > 1 || element.getBoundingClientRect().height > lineHeight * 1.5
            );
          })
          .map((element) => element.textContent),
      );
      expect(wrapped).toEqual([]);
      // Long names start at the left of their cell, not centred.
      const align = await page
        .getByRole('table', { name: /Tous les onduleurs|Alle Wechselrichter/ })
        .getByRole('button')
        .first()
        .evaluate((button) => getComputedStyle(button).textAlign);
      expect(['start', 'left']).toContain(align);
    });
  }
});

test.describe('five inverters with long names on a 390 px phone', () => {
  let gateway: GatewayProcess;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(60_000);
    gateway = await liveGateway(NOON, 5);
    await editInverter(request, gateway, '114490831375', { name: 'Greenhouse' });
    await editInverter(request, gateway, '114172247213', { name: 'Workshop' });
  });
  test.afterAll(async () => {
    await gateway.stop();
  });

  /** Whether each element's single-word name is laid out on one line (never "Greenhous/e"). */
  function brokenNames(names: Locator): Promise<string[]> {
    return names.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const lines = new Set(Array.from(range.getClientRects(), (rect: DOMRect) => Math.round(rect.top)));
          return lines.size > 1;
        })
        .map((element) => element.textContent),
    );
  }

  test('names stay whole beside a pending limit, the chosen pill comes into sight, no toast covers the header', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The gateway keeps every new limit "Pending": the marks stay while the layout is measured.
    await page.route('**/api/limit/status', async (route) => {
      const answer = await route.fetch();
      const limits = (await answer.json()) as Record<string, Record<string, unknown>>;
      for (const limit of Object.values(limits)) limit['limit_set_status'] = 'Pending';
      await route.fulfill({ response: answer, json: limits });
    });
    await logInOn(page, gateway);
    await page.goto(gateway.url);
    const overview = page.getByRole('table', { name: 'All inverters' });
    // The last of the five is polled about 25 s after the start: then every pill is there.
    await expect(overview.getByTestId('overview-row').filter({ hasText: 'Carport' })).toContainText(/\d W/, {
      timeout: 45_000,
    });

    // Chosen in the overview, the last one: the header shows it and its pill, far right in the row of
    // pills, is scrolled into sight.
    const carport = overview.getByTestId('overview-row').filter({ hasText: 'Carport' });
    await carport.getByRole('button', { name: 'Carport' }).click();
    const header = page.getByTestId('inverter-header');
    await expect(header).toContainText('Carport');
    const pill = page.getByRole('tab', { name: /Carport/ });
    await expect(pill).toHaveAttribute('aria-selected', 'true');
    await expect(async () => {
      const box = await pill.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    }).toPass({ timeout: 5_000 });

    // A limit set on it stays pending: the names in the header, the rows and the pills stay whole.
    await page.getByRole('button', { name: 'Limit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Limit: Carport' });
    await dialog.getByRole('spinbutton', { name: 'New limit' }).fill('40');
    await dialog.getByRole('button', { name: 'Set limit' }).click();
    await expect(dialog).toBeHidden();
    await expect(carport.getByTestId('limit-on-its-way')).toContainText('40');
    await expect(header.getByTestId('limit-on-its-way')).toContainText('pending');
    const names = page.locator('[data-testid="inverter-header"] h2, tbody th .btn, [role="tab"]').filter({
      hasText: /Greenhouse|Workshop|Carport/,
    });
    // The header's name, three overview rows and three pills.
    expect(await names.count()).toBe(7);
    expect(await brokenNames(names)).toEqual([]);
    // Nothing floats over the inverter's header (a command's news is on the header itself).
    const headerBox = await header.boundingBox();
    for (const toast of await page.locator('.toast').all()) {
      const box = await toast.boundingBox();
      if (!box || !headerBox) continue;
      const apart = box.y >= headerBox.y + headerBox.height || box.y + box.height <= headerBox.y;
      expect(apart).toBe(true);
    }
  });
});
