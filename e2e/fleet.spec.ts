// The fleet overview (issue 24) against three virtual gateways behind one companion: a card each, the
// total of those online, a gateway that goes away, the way into one gateway's live view, and the
// history's fleet level. The gateways' clocks stand at noon with every inverter reachable but broken
// (`--fault <serial>:not_producing`): they report, so the companion has current values (a gateway started
// at night has none until its inverters wake), yet produce nothing, so every gateway's totals hold still
// and the fleet total can be compared with their own answers to the last digit.
// Past days for the history are imported into the companion per gateway (POST /api/x/history/import):
// the companion records only what it sees, and an emulator's own --history-days fills its own store.
import type { FleetStatus, LiveData } from '@dtu-web/protocol';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { FLEET_IDS, MIXED_RELEASES, startFleet, type Fleet, type FleetId } from './fleet.ts';
import { NIGHT } from './live.ts';

const CLOCK = '2026-06-21T12:00:00+02:00';
/** The first serials of the emulator's demo plant (`--inverters n` takes the first n). */
const DEMO_SERIALS = ['116180123456', '114490831375', '1382a1539294'];
/** Different plants: 3, 1 and 2 inverters. */
const INVERTERS: Record<FleetId, number> = { home: 3, garage: 1, shed: 2 };
/** Imported daily yields (Wh) per gateway: 10 and 11 June. */
const IMPORTED: Record<FleetId, [number, number]> = {
  home: [10_000, 12_000],
  garage: [5_000, 6_000],
  shed: [2_000, 2_500],
};

let fleet: Fleet;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const args = (id: FleetId): string[] => [
    '--clock',
    CLOCK,
    '--inverters',
    String(INVERTERS[id]),
    '--history-days',
    '0',
    ...DEMO_SERIALS.slice(0, INVERTERS[id]).flatMap((serial) => ['--fault', `${serial}:not_producing`]),
  ];
  // Each its own release, as the demo's three (issue 28): the companion and the fleet read them all.
  fleet = await startFleet({
    gatewayArgs: { home: args('home'), garage: args('garage'), shed: args('shed') },
    firmware: MIXED_RELEASES,
  });
  for (const id of FLEET_IDS) {
    const [first, second] = IMPORTED[id];
    const response = await fetch(new URL(`api/x/history/import?gateway=${id}`, fleet.companion.url), {
      method: 'POST',
      headers: {
        'Content-Type': 'text/csv',
        Authorization: `Basic ${Buffer.from(`admin:${fleet.gateways[id].password}`).toString('base64')}`,
      },
      body: `date,wh\n2026-06-10,${String(first)}\n2026-06-11,${String(second)}\n`,
    });
    expect(response.ok, `import into ${id}`).toBe(true);
  }
});

test.afterAll(async () => {
  await fleet.stop();
});

/** A gateway's own totals, asked of it directly (not through the companion). */
async function ownTotal(id: FleetId): Promise<LiveData['total']> {
  const response = await fetch(new URL('api/livedata/status', fleet.gateways[id].url));
  return ((await response.json()) as LiveData).total;
}

/** The number in a shown English value such as "12,345.678 kWh". */
const numberIn = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

/** A gateway's energy value in Wh. */
const wh = (value: { v: number; u: string }): number => value.v * (value.u === 'kWh' ? 1000 : 1);

/** A shown English energy such as "15.1 MWh" in Wh, and the Wh one step of its last digit stands for. */
function energyIn(text: string): { wh: number; step: number } {
  const match = /([\d,]+)(?:\.(\d+))?\s*(MWh|kWh|Wh)/.exec(text);
  if (match === null) throw new Error(`no energy in "${text}"`);
  const [, whole = '', fraction = '', unit = 'Wh'] = match;
  const scale = unit === 'MWh' ? 1e6 : unit === 'kWh' ? 1e3 : 1;
  return {
    wh: Number(`${whole.replace(/,/g, '')}.${fraction || '0'}`) * scale,
    step: 10 ** -fraction.length * scale,
  };
}

async function open(page: Page, path = '/fleet', locale = 'en'): Promise<void> {
  await page.addInitScript((language) => {
    localStorage.setItem('locale', language);
  }, locale);
  await page.goto(new URL(path, fleet.companion.url).href);
}

/** The shown fleet totals match the sum of these gateways' own totals, within the shown digits. */
async function expectTotalOf(
  page: Page,
  ids: readonly FleetId[],
  fields: readonly ('YieldTotal' | 'YieldDay' | 'Power')[] = ['YieldTotal', 'YieldDay', 'Power'],
  /** Totals of gateways that can no longer be asked (stopped): their last answer. */
  lastKnown: Partial<Record<FleetId, LiveData['total']>> = {},
): Promise<void> {
  for (const field of fields) {
    await expect
      .poll(
        async () => {
          const totals = await Promise.all(ids.map(async (id) => lastKnown[id] ?? (await ownTotal(id))));
          const text = await page.getByTestId(`fleet-total-${field}`).innerText();
          if (field === 'Power') {
            const sum = totals.reduce((all, total) => all + total.Power.v, 0);
            const digits = Math.max(...totals.map((total) => total.Power.d));
            return Math.abs(numberIn(text) - sum) <= 0.5 * 10 ** -digits + 1e-9;
          }
          const sum = totals.reduce((all, total) => all + wh(total[field]), 0);
          const digits = Math.max(...totals.map((total) => total[field].d));
          const shown = energyIn(text);
          const step = Math.max(shown.step, 10 ** -digits * (totals[0]?.[field].u === 'kWh' ? 1000 : 1));
          return Math.abs(shown.wh - sum) <= step / 2 + 1e-6;
        },
        { message: `fleet ${field} = sum of ${ids.join(', ')}`, timeout: 15_000 },
      )
      .toBe(true);
  }
}

test('three cards, and the fleet total is the sum of the gateways’ own totals', async ({ page, issues }) => {
  // Three gateways' first poll rounds and alert checks, each awaited below: more than the default
  // minute on a loaded machine.
  test.setTimeout(180_000);
  await open(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet overview' })).toBeVisible();
  const cards = page.getByTestId('fleet-card');
  await expect(cards).toHaveCount(3);
  for (const id of FLEET_IDS) {
    const card = page.locator(`[data-testid="fleet-card"][data-gateway="${id}"]`);
    await expect(card.getByTestId('fleet-card-state')).toHaveText('Online');
    // Current once every inverter of it has reported since the companion connected: one poll round of
    // each gateway, which a loaded machine may take a while to start.
    await expect(card).toHaveAttribute('data-shape', 'current', { timeout: 60_000 });
    await expect(card.getByTestId('fleet-card-Producing')).toHaveText(`0 of ${String(INVERTERS[id])}`);
    await expect(card.getByRole('link', { name: /open its live view$/ })).toHaveAttribute(
      'href',
      `/g/${id}/`,
    );
    // Every inverter is broken (not producing at noon): each card names its gateway's firing alerts.
    const alerts = card.getByTestId('fleet-card-alerts');
    await expect(alerts).toHaveText(/^[1-9]\d* alerts? firing$/, { timeout: 30_000 });
    await expect(alerts).toHaveAttribute('href', `/g/${id}/alerts`);
    const own = await ownTotal(id);
    // The card scales energy as a reader takes it in (15,128.367 kWh is "15.1 MWh"): equal to the last
    // digit it shows.
    const shown = energyIn(await card.getByTestId('fleet-card-YieldTotal').innerText());
    expect(own.YieldTotal.u).toBe('kWh');
    expect(Math.abs(shown.wh - own.YieldTotal.v * 1000)).toBeLessThanOrEqual(shown.step / 2 + 1e-6);
    // The firmware the gateway itself reports (issue 28), a tested release: no note.
    const status = await fetch(new URL('api/system/status', fleet.gateways[id].url));
    const { git_hash } = (await status.json()) as { git_hash: string };
    expect(git_hash).toBe(MIXED_RELEASES[id]);
    await expect(card.getByTestId('fleet-card-firmware')).toHaveText(`Firmware ${git_hash}`);
    await expect(card.getByTestId('fleet-card-untested')).toHaveCount(0);
  }
  await expectTotalOf(page, FLEET_IDS);
  await expect(page.getByTestId('fleet-offline-note')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  issues.expectNone();
});

test('the fleet history adds every gateway’s days', async ({ page, issues }) => {
  await open(page);
  await page.getByRole('link', { name: 'Fleet history' }).click();
  const scope = page.getByRole('radiogroup', { name: 'Gateways shown' });
  await expect(scope.getByRole('radio', { name: 'All gateways' })).toBeChecked();
  await expect(page).toHaveURL(/\/history\?view=month&scope=fleet$/);
  // The imported days are in June 2026, the gateways' emulated month; the companion itself runs on the
  // host's clock, whose month the link opens.
  await page.goto(new URL('/history?view=month&month=2026-06&scope=fleet', fleet.companion.url).href);
  await expect(scope.getByRole('radio', { name: 'All gateways' })).toBeChecked();
  await page.getByRole('switch', { name: 'Per gateway' }).check();
  await page.getByText('Show the values as a table').first().click();
  const table = page.getByRole('table', { name: 'Energy, June 2026' });
  const sum = (day: 0 | 1): string =>
    (FLEET_IDS.reduce((all, id) => all + IMPORTED[id][day], 0) / 1000).toFixed(2);
  const row10 = table.getByRole('row', { name: /June 10, 2026/ });
  const row11 = table.getByRole('row', { name: /June 11, 2026/ });
  // Stacked per gateway: a column each, in the companion's order; the bars' sum is the plant total.
  await expect(row10).toContainText(FLEET_IDS.map((id) => (IMPORTED[id][0] / 1000).toFixed(2)).join(''));
  await page.getByRole('switch', { name: 'Per gateway' }).uncheck();
  await expect(row10).toContainText(sum(0));
  await expect(row11).toContainText(sum(1));
  await expect(page.getByTestId('period-figures')).toContainText(
    `Thursday, June 11, 2026 · ${Number(sum(1)).toFixed(1)} kWh`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  issues.expectNone();
});

test('by keyboard: Tab to a card, Enter opens that gateway’s live view', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('fleet-card')).toHaveCount(3);
  // Bounded: the cards come after the navigation bar and the total's link.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const on = await page.evaluate(
      () => document.activeElement?.closest<HTMLElement>('[data-testid="fleet-card"]')?.dataset.gateway,
    );
    if (on === 'home') break;
  }
  // Past home's own controls (its alerts, its rename) to the next card's link.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    if (href === '/g/garage/') break;
  }
  await expect(page.locator(':focus')).toHaveAttribute('href', '/g/garage/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(fleet.url('garage', '/'));
  // The live view there is the garage's own: its totals, not another gateway's.
  const own = (await ownTotal('garage')).YieldTotal;
  await expect
    .poll(async () => numberIn(await page.getByTestId('total-YieldTotal').innerText()))
    .toBeCloseTo(own.v, own.d);
});

test('at phone width the cards stack and nothing runs off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page);
  const cards = page.getByTestId('fleet-card');
  await expect(cards).toHaveCount(3);
  const boxes = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
  for (const box of boxes) {
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  expect((boxes[1]?.y ?? 0) > (boxes[0]?.y ?? 0)).toBe(true);
  // The inverter table and the curve arrive in a chunk of their own, with their stylesheet: measured
  // once they are there.
  await expect(page.getByRole('region', { name: 'All inverters' }).getByRole('table')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page
    .getByTestId('fleet-card')
    .first()
    .getByRole('link', { name: /open its live view$/ })
    .click();
  await expect(page).toHaveURL(fleet.url('home', '/'));
});

test('one table lists every inverter of the three gateways, sorts by keyboard; the curve names them', async ({
  page,
  issues,
}) => {
  // What the companion knows: each gateway's name and its inverters' names.
  const answer = (await (await fetch(new URL('api/x/fleet', fleet.companion.url))).json()) as FleetStatus;
  // Gateways left at the same host name are told apart by their id.
  const label = (gateway: FleetStatus['gateways'][number]): string =>
    answer.gateways.filter((other) => other.name === gateway.name).length > 1
      ? `${gateway.name} (${gateway.id})`
      : gateway.name;
  const expected = answer.gateways.flatMap((gateway) =>
    (gateway.inverter_list ?? []).map((inverter) => `${label(gateway)} / ${inverter.name}`),
  );
  expect(expected).toHaveLength(INVERTERS.home + INVERTERS.garage + INVERTERS.shed);
  await open(page);
  const table = page.getByRole('region', { name: 'All inverters' }).getByRole('table');
  const rows = table.getByTestId('fleet-inverter-row');
  await expect(rows).toHaveCount(expected.length);
  const shown = async (): Promise<string[]> =>
    rows.evaluateAll((all) =>
      all.map(
        (row) =>
          `${row.querySelector('[data-testid="fleet-row-gateway"]')?.textContent ?? ''} / ${
            row.querySelector('[data-testid="fleet-row-name"]')?.textContent ?? ''
          }`,
      ),
    );
  expect((await shown()).sort()).toEqual([...expected].sort());
  // Noon, every inverter reachable but broken: none is producing, none asleep or offline.
  await expect(table.getByTestId('fleet-row-status')).toHaveText(expected.map(() => 'Not producing'));
  // Sorting by keyboard: from the Gateway header's button, Tab to the Inverter one, Enter.
  await table.getByRole('button', { name: 'Gateway' }).focus();
  await page.keyboard.press('Tab');
  await expect(table.getByRole('button', { name: 'Inverter' })).toBeFocused();
  await page.keyboard.press('Enter');
  const header = table.getByRole('columnheader', { name: 'Inverter' });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const byName = (await shown()).map((pair) => pair.split(' / ')[1] ?? '');
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  // Each inverter's name opens its gateway's live view on that inverter.
  const first = rows.first();
  const firstName = await first.getByTestId('fleet-row-gateway').innerText();
  const firstGateway = answer.gateways.find((gateway) => label(gateway) === firstName);
  const firstInverter = await first.getByTestId('fleet-row-name').innerText();
  const serial = firstGateway?.inverter_list?.find((inverter) => inverter.name === firstInverter)?.serial;
  await expect(first.getByRole('link')).toHaveAttribute(
    'href',
    `/g/${firstGateway?.id ?? ''}/?inverter=${serial ?? ''}`,
  );
  // Today's power, stacked: the legend names the three gateways.
  const legend = page.getByTestId('fleet-curve-legend');
  for (const gateway of answer.gateways) await expect(legend).toContainText(label(gateway));
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone the table scrolls inside its labelled region, never the page.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(rows).toHaveCount(expected.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The last row's inverter opens selected in its gateway's live view (its tab, with several).
  await page.setViewportSize({ width: 1280, height: 800 });
  const last = rows.last();
  const lastName = await last.getByTestId('fleet-row-name').innerText();
  const lastGatewayName = await last.getByTestId('fleet-row-gateway').innerText();
  const lastGateway = answer.gateways.find((gateway) => label(gateway) === lastGatewayName);
  await last.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/g/${lastGateway?.id ?? ''}/\\?inverter=`));
  if ((lastGateway?.inverter_list ?? []).length > 1)
    await expect(page.locator('[role="tab"][aria-selected="true"]')).toContainText(lastName, {
      timeout: 30_000,
    });
  await expect(page.getByTestId('inverter-header')).toContainText(lastName, { timeout: 30_000 });
  issues.expectNone();
});

for (const [locale, title, total] of [
  ['de', 'Alle Gateways', 'Summe aller Gateways'],
  ['fr', 'Vue d’ensemble du parc', 'Total du parc'],
] as const) {
  test(`${locale}: the overview speaks the language`, async ({ page }) => {
    await open(page, '/fleet', locale);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: total })).toBeVisible();
    await expect(page.getByTestId('fleet-card')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the emulator alone (one gateway) says a fleet needs a companion with several', async ({
  page,
  gateway,
  issues,
}) => {
  await page.goto(new URL('/fleet', gateway.url).href);
  await expect(page.getByTestId('fleet-none')).toContainText('several gateways');
  await page.getByRole('link', { name: 'Open the live view' }).click();
  await expect(page).toHaveURL(new URL('/', gateway.url).href);
  await expect(page.getByTestId('live-totals')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  issues.expectNone();
});

// Last: it stops a gateway for good.
test('a gateway that stops shows offline within 15 s: no power, its energy kept as last known', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByTestId('fleet-card')).toHaveCount(3);
  await expectTotalOf(page, FLEET_IDS);
  const shedTotal = await ownTotal('shed');
  await fleet.gateways.shed.stop();
  const shed = page.locator('[data-testid="fleet-card"][data-gateway="shed"]');
  await expect(shed.getByTestId('fleet-card-state')).toHaveText('Offline', { timeout: 15_000 });
  await expect(shed).toHaveAttribute('data-current', 'false');
  await expect(shed.getByTestId('fleet-card-age')).toContainText('outdated');
  // Issue 30: no power and no "0 of n producing" beside "Offline"; its yields stay, marked.
  await expect(shed.getByTestId('fleet-card-Power')).toHaveText('–');
  await expect(shed.getByTestId('fleet-card-Producing')).toHaveText('–');
  await expect(shed.getByTestId('fleet-card-YieldTotal')).toContainText('(last known)');
  await expect(page.getByTestId('fleet-lastknown-note')).toContainText('last known values of');
  await expect(page.getByTestId('fleet-glance-list')).toContainText('offline');
  // Power leaves the total; energy already made stays in it.
  await expectTotalOf(page, ['home', 'garage'], ['Power']);
  await expectTotalOf(page, FLEET_IDS, ['YieldTotal'], { shed: shedTotal });
  expect(await seriousViolations(page)).toEqual([]);
  // The muted values of the offline card stay readable in the dark theme too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
});

// Night (issue 30): the gateways' clocks at 23:00 in December, their inverters asleep since sunset. The
// fleet reads as night — each card "Asleep since <sunset>", the glance calm — never "outdated" or
// "needs attention".
test.describe('at night', () => {
  let night: Fleet;

  test.beforeAll(async () => {
    night = await startFleet({
      gatewayArgs: Object.fromEntries(
        FLEET_IDS.map((id) => [id, ['--clock', NIGHT, '--inverters', '1', '--history-days', '0']]),
      ),
    });
  });

  test.afterAll(async () => {
    await night.stop();
  });

  test('each card says since when it sleeps, and the glance is calm', async ({ page, issues }) => {
    await page.goto(new URL('fleet', night.companion.url).href);
    await expect(page.getByTestId('fleet-card')).toHaveCount(3);
    for (const id of FLEET_IDS) {
      const card = page.locator(`[data-testid="fleet-card"][data-gateway="${id}"]`);
      await expect(card.getByTestId('fleet-card-age')).toHaveText(/^Asleep since \d{1,2}:\d{2}$/, {
        timeout: 30_000,
      });
      await expect(card).not.toContainText('outdated');
    }
    await expect(page.getByTestId('fleet-glance-head')).toContainText('All asleep — night.');
    await expect(page.getByTestId('fleet-glance')).toHaveAttribute('data-fine', 'true');
    await expect(page.getByTestId('fleet-glance')).not.toContainText('Needs attention');
    issues.expectNone();
  });
});
