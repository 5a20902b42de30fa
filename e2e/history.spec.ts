// The History screen against the emulator's own recording (companion-api §2): a month filled from the
// simulation at start, today's curve up to the emulated noon, the demo plant's shaded string.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

let gateway: GatewayProcess;

test.beforeAll(async () => {
  gateway = await startGateway({ args: ['--clock', '2026-06-21T13:00:00+02:00', '--history-days', '30'] });
});

test.afterAll(async () => {
  await gateway.stop();
});

const TEXT = {
  en: {
    tab: 'History',
    month: 'Month',
    best: 'Best day',
    health: 'String health',
    data: 'Export & import',
    download: 'Download',
    shaded: /String 4 of Roof produced \d+% less than its siblings over the last 30 days\./,
  },
  de: {
    tab: 'Verlauf',
    month: 'Monat',
    best: 'Bester Tag',
    health: 'String-Check',
    data: 'Export & Import',
    download: 'Herunterladen',
    shaded: /String 4 von Roof hat in den letzten 30 Tagen \d+ % weniger erzeugt als die anderen Strings\./,
  },
  fr: {
    tab: 'Historique',
    month: 'Mois',
    best: 'Meilleur jour',
    health: 'Santé des chaînes',
    data: 'Export et import',
    download: 'Télécharger',
    shaded: /La chaîne 4 de Roof a produit \d+ % de moins que ses voisines sur les 30 derniers jours\./,
  },
} as const;

async function open(page: Page, locale: keyof typeof TEXT, path: string): Promise<void> {
  await page.addInitScript((language) => {
    localStorage.setItem('locale', language);
  }, locale);
  await page.goto(`${gateway.url}${path}`);
}

for (const locale of ['en', 'de', 'fr'] as const) {
  const text = TEXT[locale];

  test(`${locale}: the navbar leads to today's curve and a month of bars`, async ({ page, issues }) => {
    await open(page, locale, '/');
    await page.getByRole('navigation').getByRole('link', { name: text.tab }).first().click();
    await expect(page).toHaveURL(/\/history$/);
    const figures = page.getByTestId('day-figures');
    await expect(figures).toContainText(/[1-9][\d.,\s]* kWh/);
    // Today's curve: a line drawn from the morning to the emulated 13:00.
    const line = page.locator('.history-chart path').first();
    await expect(line).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);

    await page.getByRole('tab', { name: text.month }).click();
    await expect(page.getByTestId('period-figures')).toContainText(text.best);
    const bars = page.locator('.history-chart rect');
    await expect.poll(() => bars.count()).toBeGreaterThanOrEqual(20);
    issues.expectNone();
  });

  test(`${locale}: string health flags the shaded string`, async ({ page, issues }) => {
    await open(page, locale, '/history');
    await page.getByRole('tab', { name: text.health }).click();
    const flagged = page.locator('[data-testid="health"] li[data-flag="low"]');
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText(text.shaded);
    issues.expectNone();
  });

  test(`${locale}: the year's heat-map and a CSV export`, async ({ page, issues }) => {
    await open(page, locale, '/history?view=year&year=2026');
    await expect(page.locator('rect[data-day]')).toHaveCount(365);
    const shaded = page.locator('rect[data-day][class^="history-heat-"]:not(.history-heat-empty)');
    await expect.poll(() => shaded.count()).toBeGreaterThanOrEqual(30);

    await page.getByRole('tab', { name: text.data }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^date,serial,inverter,wh,max_w/);
    // A month of days for each of the demo inverters, every energy a number.
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines.slice(1)) expect(line.split(',')[3]).toMatch(/^\d+(\.\d+)?$/);
    issues.expectNone();
  });
}

test('the History screen by keyboard, without serious accessibility issues in both themes', async ({
  page,
}) => {
  await open(page, 'en', '/history');
  const chart = page.getByRole('slider', { name: /^Power on/ });
  await chart.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('PageUp');
  await expect(chart).toHaveAttribute('aria-valuetext', /^01:00: Plant/);
  await expect(page.locator('.history-tooltip')).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Saturday, June 20, 2026' })).toBeVisible();
  for (const theme of ['light', 'dark']) {
    await page.evaluate((choice) => {
      document.documentElement.setAttribute('data-bs-theme', choice);
    }, theme);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  }
});
