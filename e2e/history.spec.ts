// The History screen against the emulator's own recording (companion-api §2): a few past days filled
// from the simulation at start, today's curve up to the emulated 13:00, the demo roof's shaded string
// "West 2". The browser's clock is left alone (months away from the emulated June day): the screen
// must open the gateway's today, not the browser's.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { EnergyHistory } from '@dtu-web/protocol';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

const PAST_DAYS = 3;
const TODAY = '2026-06-21';
/** Today and the filled days before it. */
const DAYS = ['2026-06-18', '2026-06-19', '2026-06-20', TODAY];
const FILL_TIMEOUT_MS = 60_000;

let gateway: GatewayProcess;

async function energyRows(): Promise<EnergyHistory['rows']> {
  const query = `from=${DAYS[0] ?? ''}&to=${TODAY}&step=day`;
  const response = await fetch(new URL(`api/x/history/energy?${query}`, gateway.url));
  if (!response.ok) return [];
  return ((await response.json()) as EnergyHistory).rows;
}

// The emulator answers while it fills its past days in the background: wait until all are there.
async function waitForFill(): Promise<void> {
  const until = Date.now() + FILL_TIMEOUT_MS;
  while ((await energyRows()).length < DAYS.length) {
    if (Date.now() > until) throw new Error(`the emulator did not fill ${String(PAST_DAYS)} days in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The bar chart's value labels that reach past its left edge (a "100 kWh" losing its first digit). */
function labelsCut(page: Page): Promise<(string | null)[]> {
  return page
    .locator('.history-chart svg')
    .first()
    .evaluate((svg) => {
      const edge = svg.getBoundingClientRect().left;
      return Array.from(svg.querySelectorAll('text[text-anchor="end"]'))
        .filter((label) => label.getBoundingClientRect().left < edge - 0.5)
        .map((label) => label.textContent);
    });
}

test.beforeAll(async () => {
  gateway = await startGateway({
    args: ['--clock', '2026-06-21T13:00:00+02:00', '--history-days', String(PAST_DAYS)],
  });
  await waitForFill();
});

test.afterAll(async () => {
  await gateway.stop();
});

const TEXT = {
  en: {
    tab: 'History',
    today: 'Sunday, June 21, 2026',
    month: 'Month',
    best: 'Best day',
    health: 'String health',
    data: 'Export & import',
    download: 'Download',
    shaded: /^West 2 of Roof produced \d+% less than its siblings over the last 30 days\.$/,
  },
  de: {
    tab: 'Verlauf',
    today: 'Sonntag, 21. Juni 2026',
    month: 'Monat',
    best: 'Bester Tag',
    health: 'String-Check',
    data: 'Export & Import',
    download: 'Herunterladen',
    shaded: /^West 2 von Roof hat in den letzten 30 Tagen \d+\s% weniger erzeugt als die anderen Strings\.$/,
  },
  fr: {
    tab: 'Historique',
    today: 'dimanche 21 juin 2026',
    month: 'Mois',
    best: 'Meilleur jour',
    health: 'Santé des chaînes',
    data: 'Export et import',
    download: 'Télécharger',
    shaded: /^West 2 de Roof a produit \d+\s% de moins que ses voisines sur les 30 derniers jours\.$/,
  },
} as const;

async function open(page: Page, locale: keyof typeof TEXT, path: string): Promise<void> {
  await page.addInitScript((language) => {
    localStorage.setItem('locale', language);
  }, locale);
  await page.goto(new URL(path, gateway.url).href);
}

for (const locale of ['en', 'de', 'fr'] as const) {
  const text = TEXT[locale];

  test(`${locale}: the navbar leads to the gateway's today with its curve, and a month of bars`, async ({
    page,
    issues,
  }) => {
    await open(page, locale, '/');
    await page.getByRole('navigation').getByRole('link', { name: text.tab }).first().click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { name: text.today })).toBeVisible();
    await expect(page.getByTestId('day-figures')).toContainText(/[1-9][\d.,\s\u202f]*\skWh/);
    // Today's curve: a line drawn from the morning to the emulated 13:00.
    await expect(page.locator('.history-chart path').first()).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);

    await page.getByRole('tab', { name: text.month }).click();
    await expect(page.getByTestId('period-figures')).toContainText(text.best);
    // One bar per recorded day of June, today's included.
    await expect(page.locator('.history-chart g > rect')).toHaveCount(DAYS.length);
    expect(await labelsCut(page)).toEqual([]);
    issues.expectNone();
  });

  test(`${locale}: string health flags the shaded string in a sentence`, async ({ page, issues }) => {
    await open(page, locale, '/history');
    await page.getByRole('tab', { name: text.health }).click();
    const flagged = page.locator('[data-testid="health"] li[data-flag="low"]');
    await expect(flagged).toHaveCount(1);
    await expect(flagged.locator('strong')).toHaveText(text.shaded);
    await expect(flagged).toContainText('West 2');
    issues.expectNone();
  });

  test(`${locale}: the year's heat-map has its days, and the CSV export parses back`, async ({
    page,
    issues,
  }) => {
    await open(page, locale, '/history?view=year&year=2026');
    await expect(page.locator('rect[data-day]')).toHaveCount(365);
    const filled = page.locator('rect[data-day][class^="history-heat-"]:not(.history-heat-empty)');
    await expect(filled).toHaveCount(DAYS.length);
    await expect(page.locator('.history-chart g > rect').first()).toBeVisible();
    expect(await labelsCut(page)).toEqual([]);

    await page.getByRole('tab', { name: text.data }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    const header = lines[0]?.split(',') ?? [];
    expect(header.slice(0, 5)).toEqual(['date', 'serial', 'inverter', 'wh', 'max_w']);
    // Per day, the inverters' energies add up to the day's energy the API gives (to the written decimals).
    const perDay = new Map<string, number>();
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      expect(cells[3]).toMatch(/^\d+(\.\d+)?$/);
      const day = cells[0] ?? '';
      perDay.set(day, (perDay.get(day) ?? 0) + Number(cells[3]));
    }
    expect([...perDay.keys()].sort()).toEqual(DAYS);
    // Past days are closed; today's row grows with every batch the recorder commits, so it is not compared.
    for (const row of await energyRows()) {
      if (row.period !== TODAY) expect(perDay.get(row.period), row.period).toBeCloseTo(row.wh, 0);
    }
    issues.expectNone();
  });
}

test('the glance arriving above the day does not push the chart down', async ({ page }) => {
  // The glance waits for string health among its figures: held back, its place shows meanwhile.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/x/history/health*', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, 'en', '/history');
  const chart = page.locator('.history-chart').first();
  await expect(chart.locator('path').first()).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);
  const before = (await chart.boundingBox())?.y;
  release();
  await expect(page.getByTestId('glance-year')).toBeVisible();
  const after = (await chart.boundingBox())?.y;
  expect(before).toBeDefined();
  expect(Math.abs((after ?? 0) - (before ?? 0))).toBeLessThanOrEqual(2);
});

test('the History screen by keyboard, without serious accessibility issues in both themes', async ({
  page,
}) => {
  await open(page, 'en', '/history');
  await expect(page.getByRole('heading', { name: TEXT.en.today })).toBeVisible();
  const chart = page.getByRole('slider', { name: /^Power on/ });
  await chart.focus();
  // The day's axis runs to midnight; the emulated afternoon has not come yet and says so.
  await page.keyboard.press('End');
  await expect(chart).toHaveAttribute('aria-valuetext', '23:59: Plant no data');
  await page.keyboard.press('Home');
  await expect(chart).toHaveAttribute('aria-valuetext', /^00:00: Plant/);
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
