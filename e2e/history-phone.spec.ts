// History on a 390 px phone in German (issue 29): the Records and Money & CO₂ tabs, a tariff set and
// its earning shown, the tabs wrapping instead of scrolling sideways, no serious accessibility findings.
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let gateway: GatewayProcess;

test.beforeAll(async () => {
  gateway = await startGateway({ args: ['--clock', '2026-06-21T13:00:00+02:00', '--history-days', '1'] });
});

test.afterAll(async () => {
  await gateway.stop();
});

/** Nothing reaches past the screen's right edge: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('de, 390 px: records, a tariff and what it earned, tabs that wrap, no serious axe findings', async ({
  page,
  issues,
}) => {
  await page.addInitScript((password) => {
    localStorage.setItem('locale', 'de');
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/history', gateway.url).href);
  await expect(page.getByRole('heading', { name: 'Sonntag, 21. Juni 2026' })).toBeVisible();

  // The eight tabs wrap onto more lines, each whole on the screen.
  const tabs = page.getByRole('tablist', { name: 'Ansichten des Verlaufs' }).getByRole('tab');
  await expect(tabs).toHaveCount(8);
  const width = page.viewportSize()?.width ?? 0;
  const tops = new Set<number>();
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
    tops.add(Math.round(box?.y ?? 0));
  }
  expect(tops.size).toBeGreaterThan(1);
  await expectNoSidewaysScroll(page);

  await page.getByRole('tab', { name: 'Rekorde' }).click();
  const records = page.getByTestId('records');
  await expect(records.getByRole('heading', { name: 'Rekorde der Anlage' })).toBeVisible();
  await expect(records).toContainText(/[1-9][\d.,\s\u202f]*\skWh/);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('tab', { name: 'Geld & CO₂' }).click();
  await page.getByRole('button', { name: 'Tarif hinzufügen' }).click();
  // The new tariff applies from the gateway's today: all fed in at 0,08 € per kWh.
  await page.getByLabel('Einspeisevergütung (EUR pro kWh, leer: keine)').fill('0,08');
  await page.getByLabel('Eigenverbrauch (%)').fill('0');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Gespeichert');
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('tab', { name: 'Tag' }).click();
  // At a glance: the year so far, and what it earned since today's tariff.
  const glance = page.getByRole('region', { name: 'Auf einen Blick' });
  await expect(glance.getByTestId('glance-year')).toContainText(/^2026 bisher[1-9]/);
  await expect(glance.getByTestId('glance-earned')).toContainText(/^Ertrag in Geld 2026 bisher\d+,\d\d\s€$/);
  const earned = page.getByTestId('figure-earned');
  await expect(earned).toContainText(/^Ertrag in Geld\d+,\d\d\s€$/);
  const euros = Number(/(\d+,\d\d)/.exec((await earned.textContent()) ?? '')?.[1]?.replace(',', '.'));
  expect(euros).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  issues.expectNone();
});
