import { expect, expectTitle, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NIGHT, NOON, editInverter, liveGateway, logInOn } from './live.ts';

/** The emulated radio reaches each inverter once per poll cycle (5 s × inverters) after the start. */
const FIRST_POLL = { timeout: 30_000 };

// The live view at noon with three demo inverters (Roof HM-1500, Garage HMS-800, Barn HMT-2250).
let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await liveGateway(NOON, 3);
});
test.afterAll(async () => {
  await gateway.stop();
});

test('values appear, have units and digits, and change', async ({ page, issues }) => {
  await page.goto(gateway.url);
  await expectTitle(page, 'Live view');
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  const ac = page.getByTestId('channel-ac');
  await expect(ac.getByRole('row', { name: /^Power \d/ })).toHaveText(/^Power[\d,]+\.\d W$/);
  await expect(ac.getByRole('row', { name: /^Frequency/ })).toHaveText(/\d\.\d\d Hz$/);
  await expect(page.getByTestId('channel-dc').first()).toContainText('String 1: East 1');
  await expect(page.getByTestId('channel-dc').first()).toContainText('Irradiation');
  const power = page.getByTestId('total-Power');
  await expect(power).toHaveText(/^[\d,]+\.\d W$/);
  const before = await power.textContent();
  await expect(power).not.toHaveText(before ?? '', { timeout: 20_000 });
  await expect(page.getByTestId('data-age')).toHaveText(/^Data age \d+ s$/);
  issues.expectNone();
});

test('the overview lists every inverter and the pills switch the tab', async ({ page }) => {
  await page.goto(gateway.url);
  const overview = page.getByRole('table', { name: 'All inverters' });
  await expect(overview.getByTestId('overview-row')).toHaveCount(3);
  await expect(overview.getByTestId('overview-row').first()).toContainText(
    /Roof.*Producing.*[1-9][\d,.]* W.*Wh.*%/,
    FIRST_POLL,
  );
  const tabs = page.getByRole('tablist', { name: 'Inverters' });
  await expect(tabs.getByRole('tab')).toHaveText(['Roof', 'Garage', 'Barn']);
  await tabs.getByRole('tab', { name: 'Roof' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.getByRole('tab', { name: 'Garage' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Garage' })).toContainText('Serial number 114490831375');
  await overview.getByRole('button', { name: 'Barn' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Barn' })).toContainText('String 6: West');
});

test('a user who is not logged in cannot set limits or power', async ({ page }) => {
  await page.goto(gateway.url);
  const limit = page.getByRole('button', { name: 'Limit', exact: true });
  await expect(limit).toBeDisabled();
  await expect(page.getByRole('button', { name: 'On/off' })).toBeDisabled();
  await expect(limit).toHaveAccessibleDescription(
    'Log in to change the limit or to turn the inverter on or off.',
  );
});

test('the dialogs show the inverter’s event log, device info and grid profile', async ({ page, issues }) => {
  await page.goto(gateway.url);
  // The first answer of the inverter brings its event log, device info and grid profile.
  await expect(page.getByTestId('unread-events')).toHaveText(/^\d+ new$/, FIRST_POLL);
  await page.getByRole('button', { name: /^Events/ }).click();
  const events = page.getByRole('dialog', { name: 'Events: Roof' });
  await expect(events.getByTestId('event-log').getByRole('row').nth(1)).toContainText(/\d\d:\d\d:\d\d/);
  await expect(events).toContainText('Inverter start (1)');
  await page.keyboard.press('Escape');
  await expect(events).toBeHidden();
  await expect(page.getByTestId('unread-events')).toHaveText(/^\d+$/); // seen: only the count

  await page.getByRole('button', { name: 'Details' }).click();
  const info = page.getByRole('dialog', { name: 'Details: Roof' });
  await expect(info.getByRole('row', { name: /Model/ })).toContainText(/HM-1[25]00-4T/);
  await expect(info.getByRole('row', { name: /Production year/ })).toContainText('2022');
  await expect(info.getByRole('row', { name: /Production week/ })).toContainText('1');
  await expect(info.getByRole('row', { name: /Firmware version/ })).toContainText(
    /^Firmware version\d+\.\d+\.\d+$/,
  );
  await info.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Grid profile' }).click();
  const grid = page.getByRole('dialog', { name: 'Grid profile: Roof' });
  await expect(grid.getByRole('row', { name: /Grid profile/ })).toContainText('DE - DE_VDE4105_2018');
  await expect(grid.getByRole('heading', { name: 'Voltage (H/LVRT)' })).toBeVisible();
  await expect(grid.getByRole('row', { name: /Nominale Voltage/ })).toContainText(/ V$/);
  await expect(grid.getByTestId('raw-bytes')).toHaveText(/^03 00 [0-9A-F]{2}( [0-9A-F]{2})+/);
  issues.expectNone();
});

test('the event log comes in the language of the interface', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'de');
  });
  await page.goto(gateway.url);
  await expectTitle(page, 'Live-Ansicht');
  await expect(page.getByTestId('unread-events')).not.toHaveText('0', FIRST_POLL);
  const answer = page.waitForResponse(/\/api\/eventlog\/status\?inv=116180123456&locale=de$/);
  await page.getByRole('button', { name: /^Ereignisse/ }).click();
  expect((await answer).ok()).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Ereignisse: Roof' }).getByTestId('event-log')).toBeVisible();
});

test.describe('an inverter’s state drives its header colour, icon and text', () => {
  // Commands change the inverters, so these tests have a plant of their own (one inverter: its
  // statistics arrive every poll interval).
  let own: GatewayProcess;
  test.beforeAll(async () => {
    own = await liveGateway(NOON, 1);
  });
  test.afterAll(async () => {
    await own.stop();
  });

  test('producing, limited, turned off (reachable, not producing), polling disabled', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await logInOn(page, own);
    await page.goto(own.url);
    const header = page.getByTestId('inverter-header');
    await expect(header).toContainText('Producing', FIRST_POLL);
    await expect(header).toHaveAttribute('data-tone', 'success');

    await page.getByRole('button', { name: 'Limit', exact: true }).click();
    const limit = page.getByRole('dialog', { name: 'Limit: Roof' });
    await expect(limit.getByTestId('set-status')).toHaveText('OK');
    await limit.getByRole('spinbutton', { name: 'New limit' }).fill('50');
    await limit.getByRole('button', { name: 'Set limit' }).click();
    await expect(limit).toBeHidden();
    await expect(page.getByTestId('inverter-limit')).toContainText('Limit: 50 %', { timeout: 15_000 });

    await page.getByRole('button', { name: 'On/off' }).click();
    const power = page.getByRole('dialog', { name: 'On/off: Roof' });
    await power.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off: Roof' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(header).toContainText('Reachable, not producing', { timeout: 20_000 });
    await expect(header).toHaveAttribute('data-tone', 'warning');

    await editInverter(request, own, '116180123456', { poll_enable: false });
    await expect(header).toContainText('Polling disabled', { timeout: 20_000 });
    await expect(header).toHaveAttribute('data-tone', 'secondary');
    await editInverter(request, own, '116180123456', { poll_enable: true });
  });
});

test.describe('at night', () => {
  let night: GatewayProcess;
  test.beforeAll(async () => {
    night = await liveGateway(NIGHT, 1);
  });
  test.afterAll(async () => {
    await night.stop();
  });

  test('an inverter that stops answering is shown unreachable, its values not current but asleep', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(night.url);
    const header = page.getByTestId('inverter-header');
    await expect(header).toContainText('Not reachable', { timeout: 40_000 });
    await expect(header).toHaveAttribute('data-tone', 'danger');
    // At night an old value is no fault: it says the plant sleeps rather than "outdated" (issue 30).
    await expect(page.getByTestId('data-age')).toContainText('asleep', { timeout: 20_000 });
    await expect(page.getByTestId('data-age')).not.toContainText('outdated');
    // Started at night, it never answered: no "Data age 8 s" that would read as fresh.
    await expect(page.getByTestId('data-age')).toHaveText('No answer since the gateway started · asleep');
  });
});
