// What the live view claims is true: an inverter whose values are old does not look producing, the
// totals say they include old values, an empty event log shows no "0", the limit dialog starts at the
// current limit with a unit that is plainly a choice.
import type { FleetStatus } from '@dtu-web/protocol';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { startCompanion } from './companion.ts';
import { NOON, liveGateway, logInOn } from './live.ts';

const GARAGE = '114490831375';

let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await liveGateway(NOON, 2);
});
test.afterAll(async () => {
  await gateway.stop();
});

test('an inverter whose data stops coming is no longer shown producing, and the totals say so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The gateway keeps answering, but nothing new about the Garage arrives (as while it restarts).
  let cutGarage = false;
  await page.routeWebSocket(/\/livedata$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!(cutGarage && String(message).includes(`"serial":"${GARAGE}"`))) socket.send(message);
    });
    socket.onMessage((message) => {
      server.send(message);
    });
  });
  await page.route(/\/api\/livedata\/status\?inv=/, (route) =>
    cutGarage && route.request().url().includes(GARAGE) ? route.abort() : route.continue(),
  );
  await page.goto(gateway.url);
  const overview = page.getByRole('table', { name: 'All inverters' });
  const garageRow = overview.getByTestId('overview-row').filter({ hasText: 'Garage' });
  await expect(garageRow).toContainText('Producing', { timeout: 30_000 });
  await page.getByRole('tab', { name: /Garage/ }).click();
  const header = page.getByTestId('inverter-header');
  await expect(header).toContainText('Producing');
  await expect(page.getByTestId('totals-stale')).toBeHidden();

  cutGarage = true;
  // One poll cycle (2 × 5 s) and the slack later the Garage's values are old.
  await expect(header.getByText('No current data (last: Producing)')).toBeVisible({ timeout: 25_000 });
  await expect(header.getByText('Producing', { exact: true })).toBeHidden();
  const success = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--bs-success-rgb').replaceAll(' ', ''),
  );
  // Polled: the colour may still be changing (the class and the text arrive in one render, a colour
  // transition can lag behind on a loaded machine).
  await expect
    .poll(async () =>
      (await header.evaluate((element) => getComputedStyle(element).backgroundColor)).replaceAll(' ', ''),
    )
    .not.toContain(success);
  await expect(garageRow.getByText('No current data (last: Producing)')).toBeAttached();
  await expect(garageRow.getByText('Producing', { exact: true })).toBeHidden();
  await expect(page.getByTestId('totals-stale')).toHaveText('These totals include old values from Garage.');
  // The Roof keeps its fresh state.
  const roofRow = overview.getByTestId('overview-row').filter({ hasText: 'Roof' });
  await expect(roofRow.getByText('Producing', { exact: true })).toBeAttached();
  await expect(roofRow).not.toHaveAttribute('data-stale');

  // Data again: the state and the totals are current again.
  cutGarage = false;
  await expect(header.getByText('No current data (last: Producing)')).toBeHidden({ timeout: 25_000 });
  await expect(page.getByTestId('totals-stale')).toBeHidden();
});

test('the events button shows no count without events', async ({ page }) => {
  // A gateway whose inverters report no events (the demo plant has some).
  const noEvents = (text: string): string => text.replace(/"events":\d+/g, '"events":0');
  await page.routeWebSocket(/\/livedata$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      socket.send(noEvents(String(message)));
    });
    socket.onMessage((message) => {
      server.send(message);
    });
  });
  await page.route(/\/api\/livedata\/status/, async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, body: noEvents(await answer.text()) });
  });
  await page.goto(gateway.url);
  const header = page.getByTestId('inverter-header');
  await expect(header).toContainText('Producing', { timeout: 30_000 });
  await expect(page.getByTestId('channel-ac')).toBeVisible();
  await expect(header.getByRole('button', { name: /^Events/ })).toHaveText('Events');
  await expect(header.getByTestId('unread-events')).toHaveCount(0);
});

test('the limit dialog starts at the current limit and the unit is a pair of toggle buttons', async ({
  page,
}) => {
  await logInOn(page, gateway);
  await page.goto(gateway.url);
  await page.getByRole('button', { name: 'Limit', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Limit: / });
  const field = dialog.getByRole('spinbutton', { name: 'New limit' });
  await expect(field).toHaveValue('100');
  const unit = dialog.getByRole('radiogroup', { name: 'Unit' });
  await expect(unit.getByRole('radio', { name: '%' })).toBeChecked();
  // It looks like a button (a border and a pointer), not like a read-only text box.
  const watts = dialog.getByText('W', { exact: true });
  expect(await watts.evaluate((label) => getComputedStyle(label).cursor)).toBe('pointer');
  await watts.click();
  await expect(unit.getByRole('radio', { name: 'W' })).toBeChecked();
  await expect(field).toHaveValue(/^\d{3,4}$/);
  await field.fill('50');
  await dialog.getByText('%', { exact: true }).click();
  await expect(unit.getByRole('radio', { name: '%' })).toBeChecked();
  await expect(field).toHaveValue('50');
});

test.describe('when the gateway goes away', () => {
  test('within 10 s of the link dropping no header, row or pill says what the inverters do now', async ({
    page,
  }) => {
    test.slow(); // an emulator of its own, killed
    const own = await liveGateway(NOON, 4);
    try {
      await page.goto(own.url);
      const rows = page.getByTestId('overview-row');
      await expect(rows).toHaveCount(4, { timeout: 30_000 });
      await expect(rows.getByText('Producing', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      const header = page.getByTestId('inverter-header');
      await expect(header.getByText('Producing', { exact: true })).toBeVisible();

      await own.kill();
      const dropped = Date.now();
      // Within 10 s: nothing states a current status; the banner says since when.
      await expect(page.getByTestId('live-offline')).toContainText(/since \d{1,2}:\d{2}/, {
        timeout: 10_000,
      });
      await expect(async () => {
        for (const row of await rows.all()) {
          const visible = await row
            .locator('.live-state-text')
            .evaluateAll((texts) =>
              texts.filter((text) => text.getClientRects().length > 0).map((text) => text.textContent),
            );
          expect(visible).toEqual([expect.stringMatching(/^No current data/)]);
        }
      }).toPass({ timeout: 10_000 });
      await expect(header.getByText('Producing', { exact: true })).toBeHidden({ timeout: 10_000 });
      await expect(header.getByText('No current data (last: Producing)')).toBeVisible();
      expect(Date.now() - dropped).toBeLessThan(10_000 + 2_000);
    } finally {
      await own.stop();
    }
  });

  test('an offline gateway behind the companion shows since when, its last yields scaled and each inverter’s last values, marked', async ({
    page,
  }) => {
    test.slow(); // an emulator and a companion of their own
    const own = await liveGateway(NOON, 2);
    const companion = await startCompanion(own.url);
    try {
      await page.goto(companion.url);
      await expect(page.getByTestId('overview-row').first()).toContainText('Producing', { timeout: 30_000 });
      await expect(page.getByTestId('overview-row')).toHaveCount(2);
      // The companion holds the gateway's totals once its inverters have all reported (12 s at most).
      await expect
        .poll(
          async () =>
            ((await (await page.request.get(`${companion.url}api/x/fleet`)).json()) as FleetStatus)
              .gateways[0]?.reported,
          { timeout: 30_000 },
        )
        .toBe(true);
      await own.kill();
      await page.reload();
      const offline = page.getByTestId('live-gateway-offline');
      await expect(offline).toContainText(/offline since at least/, { timeout: 30_000 });
      await expect(page.getByText(/Service Unavailable|did not answer as expected/)).toHaveCount(0);
      // The yields in the live view's units (never "31982 Wh"), marked as last known.
      for (const field of ['YieldDay', 'YieldTotal']) {
        const shown = offline.getByTestId(`offline-${field}`);
        await expect(shown).toHaveText(/^[\d.,]+\s(Wh|kWh|MWh) \(last known\)$/, { timeout: 15_000 });
        expect(await shown.textContent()).not.toMatch(/\d{4,}\sWh/);
      }
      await expect(offline.getByTestId('offline-as-of')).toContainText('Last known values, from');
      // Each inverter's last values, in a table that says whose and how old they are.
      const table = offline.getByRole('table', { name: 'Each inverter’s last known values' });
      await expect(table.getByRole('row')).toHaveCount(3);
      for (const row of await table
        .getByRole('row')
        .all()
        .then((rows) => rows.slice(1))) {
        await expect(row).toContainText(/\d\s(W|kW)/);
        await expect(row).toContainText(/\d\s(Wh|kWh)/);
      }
    } finally {
      await companion.stop();
      await own.stop();
    }
  });
});
