// Reading the inverter list: whether the gateway polls each inverter and sends it commands (day and
// night, by day only, off) is written out in words beside it, reads as a status rather than a button,
// and stands out from the page (3:1) with readable text (4.5:1) in the light and the dark theme.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { editInverter, liveGateway, logInOn, NOON } from './live.ts';

let gateway: GatewayProcess;
test.beforeAll(async ({ playwright }) => {
  gateway = await liveGateway(NOON, 3);
  const request = await playwright.request.newContext();
  // Roof: both day and night (the demo's default); Garage polled by day only; Barn takes no commands.
  await editInverter(request, gateway, '114490831375', { poll_enable_night: false });
  await editInverter(request, gateway, '1382a1539294', { command_enable: false });
  await request.dispose();
});
test.afterAll(async () => {
  await gateway.stop();
});

interface Look {
  shape: number;
  text: number;
  focusable: boolean;
  lines: number;
}

/** The contrast of a status's fill or outline with the row behind it, of its text, and more. */
function lookOf(status: Locator): Promise<Look> {
  return status.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba => {
      const m = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(text);
      return m
        ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
        : [0, 0, 0, 0];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba): number => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: Rgba, b: Rgba): number => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
    };
    let page: Rgba = [255, 255, 255, 1];
    for (let at = element.parentElement; at; at = at.parentElement) {
      const colour = parse(getComputedStyle(at).backgroundColor);
      if (colour[3] > 0.5) {
        page = colour;
        break;
      }
    }
    const style = getComputedStyle(element);
    const fill = over(parse(style.backgroundColor), page);
    const outline = parseFloat(style.borderTopWidth) > 0 ? over(parse(style.borderTopColor), page) : page;
    // The words' lines (the icon beside them is not text).
    const lines = new Set<number>();
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) lines.add(Math.round(rect.bottom));
    }
    return {
      shape: Math.max(contrast(fill, page), contrast(outline, page)),
      text: contrast(over(parse(style.color), fill), fill),
      focusable: element.tabIndex >= 0 || element.closest('button, a[href], [role="button"]') !== null,
      lines: lines.size,
    };
  });
}

const expected = [
  ['Roof', 'Polling: day and night', 'Commands: day and night'],
  ['Garage', 'Polling: by day only', 'Commands: day and night'],
  ['Barn', 'Polling: day and night', 'Commands: off'],
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`each inverter says in words whether it is polled and takes commands (${colorScheme}, ${width} px)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await logInOn(page, gateway);
      await page.goto(new URL('/settings/inverter', gateway.url).href);
      const rows = page.getByTestId('inverter-row');
      await expect(rows).toHaveCount(3);
      for (const [name, polling, commands] of expected) {
        const row = rows.filter({ hasText: name });
        for (const words of [polling, commands]) {
          const status = row.getByText(words, { exact: true });
          await expect(status).toBeVisible();
          // The colours and the line settle once the screen's styles, the theme and the list's first
          // refresh are in: the look is read again until it meets every rule (or the time is up).
          let look = await lookOf(status);
          await expect
            .poll(
              async () => {
                look = await lookOf(status);
                return look.shape >= 3 && look.text >= 4.5 && look.lines === 1;
              },
              { timeout: 20_000 },
            )
            .toBe(true)
            .catch(() => undefined);
          expect(
            look.shape,
            `${name} "${words}" against the page ${JSON.stringify(look)}`,
          ).toBeGreaterThanOrEqual(3);
          expect(look.text, `${name} "${words}" text`).toBeGreaterThanOrEqual(4.5);
          expect(look.focusable, `${name} "${words}" is no control`).toBe(false);
          expect(look.lines, `${name} "${words}" on one line`).toBe(1);
        }
        await expect(row.getByRole('button', { name: /Polling|Commands/ })).toHaveCount(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
