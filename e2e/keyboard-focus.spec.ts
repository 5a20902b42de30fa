// Keyboard users see where they are: every control Tab reaches shows a focus ring with at least 3:1
// contrast against what lies behind it, in both themes; the skip link shows above the navigation bar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface FocusFinding {
  control: string;
  problem: string | null;
}

/** What the focused control looks like: null when its ring is fine, else what is wrong. */
function inspectFocus(page: Page): Promise<FocusFinding> {
  return page.evaluate(() => {
    const rgb = (text: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(text);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const luminance = ([r, g, b]: readonly number[]): number => {
      const lin = (c = 0) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: readonly number[], b: readonly number[]): number => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
    };
    const backgroundBehind = (element: Element): number[] => {
      for (let at: Element | null = element.parentElement; at; at = at.parentElement) {
        const colour = rgb(getComputedStyle(at).backgroundColor);
        if (colour && colour[3] > 0.5) return colour;
      }
      return rgb(getComputedStyle(document.body).backgroundColor) ?? [255, 255, 255, 1];
    };

    const active = document.activeElement;
    if (!active || active === document.body) return { control: 'body', problem: null };
    // A toggle button is a hidden radio and its label: the label carries the ring.
    const shown =
      active instanceof HTMLInputElement && active.classList.contains('btn-check')
        ? (active.nextElementSibling ?? active)
        : active;
    const name = `${shown.tagName.toLowerCase()} "${shown.textContent.trim().slice(0, 30) || (active.getAttribute('aria-label') ?? '')}"`;
    const style = getComputedStyle(shown);
    const width = parseFloat(style.outlineWidth);
    const outline = rgb(style.outlineColor);
    const shadow = rgb(style.boxShadow);
    const behind = backgroundBehind(shown);
    if (style.outlineStyle === 'none' || !(width >= 2) || !outline)
      return { control: name, problem: `no outline (${style.outlineStyle} ${style.outlineWidth})` };
    const best = Math.max(contrast(outline, behind), shadow ? contrast(shadow, behind) : 0);
    if (best < 3) return { control: name, problem: `ring contrast ${best.toFixed(2)}:1` };
    // A button keeps its own background when focused (it must not turn into bare text).
    if (shown.classList.contains('live-btn') && (rgb(style.backgroundColor)?.[3] ?? 0) < 1)
      return { control: name, problem: `lost its background (${style.backgroundColor})` };
    return { control: name, problem: null };
  });
}

/** Tabs through the page (or the open dialog) and returns each control whose ring is not good enough. */
async function tabThrough(page: Page, stops: number): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const finding = await inspectFocus(page);
    if (finding.problem !== null) problems.push(`${finding.control}: ${finding.problem}`);
    seen.add(finding.control);
  }
  expect(seen.size, 'controls reached').toBeGreaterThan(3);
  return problems;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('every control of the live view shows a focus ring of at least 3:1, header buttons keep their background', async ({
      page,
      logIn,
    }) => {
      test.setTimeout(120_000);
      await logIn();
      await page.goto('/');
      await expect(page.getByTestId('inverter-header').first()).toBeVisible({ timeout: 20_000 });
      // Navigation, overview, the inverter tabs, the header's five buttons, the history.
      expect(await tabThrough(page, 25)).toEqual([]);

      // The inverter header's buttons in particular (they sit on the state colour).
      const details = page.getByTestId('inverter-header').first().getByRole('button', { name: 'Details' });
      await details.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect((await inspectFocus(page)).problem).toBeNull();
    });

    test('the limit dialog, the login and the about screens show a focus ring of at least 3:1', async ({
      page,
      logIn,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/login');
      await expect(page.getByLabel('Password')).toBeVisible();
      expect(await tabThrough(page, 20)).toEqual([]);
      await page.goto('/about');
      await expect(page.locator('summary').first()).toBeVisible();
      expect(await tabThrough(page, 20)).toEqual([]);

      await logIn();
      await page.goto('/');
      await page.getByRole('button', { name: 'Limit', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Its controls come with the current limit: tab through them once they are there.
      await expect(dialog.getByRole('spinbutton', { name: 'New limit' })).not.toHaveValue('');
      expect(await tabThrough(page, 10)).toEqual([]);
    });
  });
}

test('the skip link shows above the fixed navigation bar and leads to the content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box).not.toBeNull();
  // The element drawn at the link's centre is the link itself, not the navigation bar over it.
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe('Skip to content');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
