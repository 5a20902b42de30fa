// Issue 20, items 2, 5 and 11: the On/off dialog says the inverter's state and asks before Turn off
// and Restart, and the command shows as on its way until the live data shows it (issue 30, item 12); a limit just set shows as pending at once on the header and the overview row until the
// gateway confirms; an invalid limit moves none of the dialog's controls.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, liveGateway, logInOn } from './live.ts';

/** The emulated radio reaches each inverter once per poll cycle after the start. */
const FIRST_POLL = { timeout: 30_000 };

// Commands change the inverters: a plant of its own, two inverters so the overview shows.
let gateway: GatewayProcess;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  gateway = await liveGateway(NOON, 2);
});
test.afterAll(async () => {
  await gateway.stop();
});

async function openLive(page: Page): Promise<void> {
  await logInOn(page, gateway);
  await page.goto(gateway.url);
  await expect(page.getByTestId('inverter-header')).toContainText('Producing', FIRST_POLL);
}

/** Counts the POSTs to the power endpoint and keeps their bodies. */
function powerCommands(page: Page): unknown[] {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/power/config') return;
    const data = new URLSearchParams(request.postData() ?? '').get('data');
    const multipart = /name="data"\r\n\r\n([\s\S]*?)\r\n--/.exec(request.postData() ?? '')?.[1];
    sent.push(JSON.parse(multipart ?? data ?? '{}'));
  });
  return sent;
}

test('turning an inverter off or restarting it asks first; the dialog shows its state; turning on does not ask', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openLive(page);
  const sent = powerCommands(page);
  const onOff = page.getByRole('button', { name: 'On/off' });
  await onOff.click();
  const power = page.getByRole('dialog', { name: 'On/off: Roof' });
  await expect(power.getByRole('row', { name: /^State/ })).toContainText('Producing');

  // Turn off: asked, cancelled, nothing sent; back in the On/off dialog.
  await power.getByRole('button', { name: 'Turn off' }).click();
  const askOff = page.getByRole('dialog', { name: 'Turn off: Roof' });
  await expect(askOff).toContainText('stays off until you turn it on again');
  await expect(askOff.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await askOff.getByRole('button', { name: 'Cancel' }).click();
  await expect(askOff).toBeHidden();
  await expect(power).toBeVisible();
  expect(sent).toEqual([]);

  // Restart: asked, cancelled with Escape, nothing sent.
  await power.getByRole('button', { name: 'Restart' }).click();
  const askRestart = page.getByRole('dialog', { name: 'Restart: Roof' });
  await expect(askRestart).toContainText('yield of today starts again from zero');
  await page.keyboard.press('Escape');
  await expect(askRestart).toBeHidden();
  expect(sent).toEqual([]);

  // Turn off confirmed: sent once.
  await power.getByRole('button', { name: 'Turn off' }).click();
  await askOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent).toEqual([{ serial: '116180123456', power: false }]);
  // Issue 30, item 12: from the gateway's yes until the live data shows it, both places say so.
  const header = page.getByTestId('inverter-header');
  const row = page.getByTestId('overview-row').filter({ hasText: 'Roof' });
  await expect(header.getByTestId('power-on-its-way')).toHaveText('Turning off…', { timeout: 1000 });
  await expect(row.getByTestId('power-on-its-way')).toHaveText('Turning off…', { timeout: 1000 });
  await expect(header).toContainText('Reachable, not producing', { timeout: 20_000 });
  await expect(header.getByTestId('power-on-its-way')).toHaveCount(0, { timeout: 10_000 });
  await expect(row.getByTestId('power-on-its-way')).toHaveCount(0);

  // Turn on acts at once, no question.
  await onOff.click();
  await expect(power.getByRole('row', { name: /^State/ })).toContainText('Reachable, not producing');
  await power.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual({ serial: '116180123456', power: true });
  await expect(header.getByTestId('power-on-its-way')).toHaveText('Turning on…', { timeout: 1000 });
  await expect(header).toContainText('Producing', { timeout: 30_000 });
  await expect(header.getByTestId('power-on-its-way')).toHaveCount(0, { timeout: 10_000 });
});

test('a limit just set shows as pending on the header and the overview within 1 s, then as set', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openLive(page);
  const header = page.getByTestId('inverter-header');
  const row = page.getByTestId('overview-row').filter({ hasText: 'Roof' });
  await expect(page.getByTestId('inverter-limit')).toContainText('Limit: 100 %');

  await page.getByRole('button', { name: 'Limit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Limit: Roof' });
  await dialog.getByRole('spinbutton', { name: 'New limit' }).fill('40');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/limit/config'));
  await dialog.getByRole('button', { name: 'Set limit' }).click();
  expect(await (await saved).json()).toMatchObject({ type: 'success', code: 1001 });
  // Within 1 s of the gateway's yes, both places say the new limit is on its way.
  await expect(header.getByTestId('limit-on-its-way')).toHaveText(/^→\s40\s%\s(pending|set)$/, {
    timeout: 1000,
  });
  await expect(row.getByTestId('limit-on-its-way')).toContainText(/^→\s40\s%\s(pending|set)/, {
    timeout: 1000,
  });
  // The gateway confirms (Pending → Ok within seconds); the live data then shows it, and the mark goes.
  await expect(page.getByTestId('inverter-limit')).toContainText('Limit: 40 %', { timeout: 20_000 });
  await expect(header.getByTestId('limit-on-its-way')).toHaveCount(0, { timeout: 10_000 });
  await expect(row).toContainText('40 %');
});

test('an invalid limit shows its error without moving the dialog’s controls', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openLive(page);
    await page.getByRole('button', { name: 'Limit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Limit: Roof' });
    const field = dialog.getByRole('spinbutton', { name: 'New limit' });
    const controls = [
      field,
      dialog.getByText('%', { exact: true }),
      dialog.getByText('W', { exact: true }),
      dialog.getByRole('switch'),
      dialog.getByRole('button', { name: 'Set limit' }),
    ];
    await expect(field).not.toHaveValue('');
    const boxes = async () => Promise.all(controls.map((control) => control.boundingBox()));
    const before = await boxes();
    await field.fill('150');
    await dialog.getByRole('button', { name: 'Set limit' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The relative limit must be between 0 and 100 %.');
    expect(await boxes(), `${width} px`).toEqual(before);
    await page.keyboard.press('Escape');
  }
});
