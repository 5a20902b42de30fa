// The accessibility check every browser spec uses: axe's serious and critical findings, one line each.
// axe-core runs in the page itself, injected once per document. (@axe-core/playwright's AxeBuilder
// opens an extra page for every analysis and re-injects the 550 KB script: three times slower, and
// our pages have no frames that would need it.)
import axe from 'axe-core';
import type { Page } from '@playwright/test';

type AxeWindow = Window & { axe?: typeof axe };

/** Serious and critical axe findings on the page as it is now (or inside `scope`), one line each. */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  // Colours measured halfway through a transition (a tab just chosen, a button just left) are neither
  // the old nor the new ones: let running transitions end first (they are short and finite).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const runner = (window as AxeWindow).axe;
    if (runner === undefined) throw new Error('axe-core is not in the page');
    const { violations } = await runner.run(selector === null ? document : { include: [selector] }, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }, scope ?? null);
}
