// Reading big numbers: a plant with six-digit yields shows every value whole, with its unit, on one
// line, in every card (totals, overview, inverter, strings), on a phone and a desktop, in every language.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { largeYieldGateway } from './live.ts';

/** "989,999.994 kWh", "989.999,994 kWh", "989 999,994 kWh" (a narrow no-break space in French). */
const SIX_DIGIT_YIELD = /^\d{3}\D\d{3}[.,]\d{3} kWh$/;

let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await largeYieldGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

/**
 * Every value cell and label shown that does not hold its whole text: a value box whose content is
 * wider or taller than the box (cut off or wrapped onto a hidden line), a value on more than one line,
 * a text reaching over its cell, its card or the screen.
 */
function clippedCells(page: Page): Promise<{ checked: number; found: string[] }> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => element.getClientRects().length > 0;
    const describe = (element: Element, problem: string) =>
      `${element.closest('[data-testid]')?.getAttribute('data-testid') ?? '?'} "${element.textContent}": ${problem}`;
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        box: range.getBoundingClientRect(),
        lines: new Set(Array.from(range.getClientRects(), (r) => Math.round(r.bottom))).size,
      };
    };
    const values = Array.from(document.querySelectorAll('.live-cell')).filter(shown);
    const labels = Array.from(
      document.querySelectorAll('.live-card th, .live-total-label, .live-scroll th'),
    ).filter(shown);
    for (const cell of values) {
      if (cell.scrollWidth > cell.clientWidth)
        found.push(describe(cell, `${cell.scrollWidth} px wide in a ${cell.clientWidth} px box`));
      if (cell.scrollHeight > cell.clientHeight)
        found.push(describe(cell, `${cell.scrollHeight} px high in a ${cell.clientHeight} px box`));
      if (textBox(cell).lines > 1) found.push(describe(cell, 'on more than one line'));
    }
    for (const element of [...values, ...labels]) {
      const { box } = textBox(element);
      const frame = (
        element.closest('.live-card, .live-total, .live-scroll') ?? document.body
      ).getBoundingClientRect();
      const own = element.getBoundingClientRect();
      if (
        box.right > Math.min(own.right, frame.right, window.innerWidth) + 0.5 ||
        box.left < Math.max(own.left, frame.left, 0) - 0.5
      )
        found.push(describe(element, 'reaches over its cell, card or the screen'));
    }
    return { checked: values.length + labels.length, found };
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  for (const locale of ['en', 'de', 'fr'] as const) {
    test(`six-digit yields show whole, with their unit, in every card (${locale}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => {
        localStorage.setItem('locale', value);
      }, locale);
      await page.goto(gateway.url);
      await expect(page.getByTestId('total-YieldTotal')).toHaveText(SIX_DIGIT_YIELD, { timeout: 30_000 });

      for (const [pill, strings] of [
        [0, 4],
        [1, 2],
      ] as const) {
        await page.getByRole('tablist').getByRole('tab').nth(pill).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByTestId('channel-dc')).toHaveCount(strings, { timeout: 30_000 });
        // The AC card (hidden while the page judges it night) shows the values to measure.
        await expect(panel.getByTestId('channel-ac')).toBeVisible({ timeout: 30_000 });
        // The inverter's total and each string's: six digits, three decimals and the unit.
        const yields = panel.locator('[data-testid^="channel-"] tr').filter({ hasText: /kWh/ });
        await expect(yields).toHaveCount(strings + 1);
        for (const row of await yields.all()) {
          await expect(row.locator('td')).toHaveText(SIX_DIGIT_YIELD);
        }
        const { checked, found } = await clippedCells(page);
        expect(found).toEqual([]);
        // Totals, overview rows and every card's rows were looked at.
        expect(checked).toBeGreaterThan(20 + 10 * strings);
      }
    });
  }
}
