import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test as base } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

// A shared CI machine can be slow to start a gateway and load a screen: room for that, no fixed waits.
const expect = baseExpect.configure({ timeout: 15_000 });
base.describe.configure({ timeout: 120_000 });

// A test that changes the inverter list gets a gateway of its own (`own`; demo fleet: Roof, Garage,
// Barn); those that only look at it or are refused share one per worker (`unchanged`), which saves a
// gateway start per test.
const test = base.extend<{ own: GatewayProcess; fleet: number }, { unchanged: GatewayProcess }>({
  fleet: [3, { option: true }],
  own: async ({ fleet }, use) => {
    const gateway = await startGateway({ args: ['--inverters', String(fleet)] });
    await use(gateway);
    await gateway.stop();
  },
  unchanged: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
    async ({}, use) => {
      const gateway = await startGateway({ args: ['--inverters', '3'] });
      await use(gateway);
      await gateway.stop();
    },
    { scope: 'worker' },
  ],
  // Every page is opened at its gateway's full URL; the worker's shared default gateway is not started.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
  baseURL: async ({}, use) => {
    await use(undefined);
  },
});

interface ListedInverter {
  id: number;
  name: string;
  serial: string;
  order: number;
  type: string;
  poll_enable_night: boolean;
  reachable_threshold: number;
  zero_runtime: boolean;
  zero_day: boolean;
  clear_eventlog: boolean;
  yieldday_correction: boolean;
  channel: { name: string; max_power: number; yield_total_offset: number }[];
}

async function open(page: Page, gateway: GatewayProcess): Promise<void> {
  await page.goto(new URL('/about', gateway.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(new URL('/settings/inverter', gateway.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inverter settings');
  await expect(rows(page).first()).toBeVisible();
  // The sorting code follows the screen: its handles are ready once they are announced as sortable.
  await expect(rows(page).first().getByRole('button').first()).toHaveAttribute(
    'aria-roledescription',
    'sortable',
  );
}

/** GET /api/inverter/list as the device answers it. */
async function listed(page: Page): Promise<ListedInverter[]> {
  return page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string };
    const response = await fetch('/api/inverter/list', {
      headers: { Authorization: `Basic ${user.authdata}` },
    });
    return ((await response.json()) as { inverter: never[] }).inverter;
  });
}

/** Names in display order, from the device's `order`. */
async function storedOrder(page: Page): Promise<string[]> {
  return (await listed(page))
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((inverter) => inverter.name);
}

const rows = (page: Page): Locator => page.getByTestId('inverter-row');
const rowNames = (page: Page): Promise<string[]> => rows(page).locator('.inverter-name').allTextContents();
const addCard = (page: Page): Locator => page.locator('section', { hasText: 'Add an inverter' });
const listCard = (page: Page): Locator => page.locator('section', { has: page.getByRole('list') });

/** Counts the POSTs to a path, to prove a refused form sent nothing. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test('adds an inverter by hex serial and one by HERF serial, showing the model each names', async ({
  page,
  own,
}) => {
  await open(page, own);
  const card = addCard(page);
  const serial = card.getByLabel('Serial number');
  await serial.fill('116180999999');
  await expect(card.getByText('Detected model: HM-1000/1200/1500-4T')).toBeVisible();
  await card.getByLabel('Name').fill('Attic');
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByText('Inverter added.')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).filter({ hasText: 'Attic' })).toContainText('116180999999');
  await expect(serial).toHaveValue('');

  await serial.fill('a01000001-1g3');
  await expect(
    card.getByText('HERF serial, saved as 280100000001. Detected model: HERF-1600/1800-4T'),
  ).toBeVisible();
  await card.getByLabel('Name').fill('Terrace');
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).filter({ hasText: 'Terrace' })).toContainText('HERF-1600/1800-4T');
  await expect(page.getByText('5 of 10 slots used')).toBeVisible();

  const stored = await listed(page);
  expect(stored.map((inverter) => [inverter.name, inverter.serial])).toEqual(
    expect.arrayContaining([
      ['Attic', '116180999999'],
      ['Terrace', '280100000001'],
    ]),
  );
});

test('every rule of the add form blocks sending and says what is wrong', async ({ page, unchanged }) => {
  await open(page, unchanged);
  const posts = countPosts(page, '/api/inverter/add');
  const card = addCard(page);
  const serial = card.getByLabel('Serial number');
  const name = card.getByLabel('Name');
  const add = card.getByRole('button', { name: 'Add' });

  await add.click();
  await expect(card.getByText('Please enter the serial number.')).toBeVisible();
  await expect(card.getByText('The name must have 1 to 31 characters.')).toBeVisible();
  await expect(serial).toBeFocused();
  await expect(serial).toHaveAttribute('aria-invalid', 'true');

  const cases: [string, string, string][] = [
    ['116180xyz', 'Attic', 'This is not a serial number'],
    ['A01000001-1G4', 'Attic', 'The three characters after the dash do not match this HERF serial'],
    ['000000000000', 'Attic', 'The serial number must not be 0.'],
    ['116180999999', 'x'.repeat(32), 'The name must have 1 to 31 characters.'],
    ['116180999999', '   ', 'Please enter a name.'],
  ];
  for (const [serialText, nameText, message] of cases) {
    await serial.fill(serialText);
    await name.fill(nameText);
    await add.click();
    await expect(card.getByText(message)).toBeVisible();
  }
  expect(posts()).toBe(0);
  await expect(rows(page)).toHaveCount(3);
});

test('edits every tab of an inverter; the changes come back after a reload', async ({ page, own }) => {
  await open(page, own);
  await page.getByRole('button', { name: 'Edit Roof' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit inverter Roof' });
  await expect(dialog.getByLabel('Serial number')).toHaveValue('116180123456');
  await dialog.getByLabel('Name').fill('Roof south');

  await dialog.getByRole('tab', { name: 'Strings' }).click();
  const first = dialog.getByRole('group', { name: 'String 1' });
  await first.getByLabel('Name').fill('Dormer');
  await first.getByLabel('Maximum power').fill('420');
  await first.getByLabel('Yield total offset').fill('-12.5');
  await dialog.getByRole('group', { name: 'String 4' }).getByLabel('Maximum power').fill('300');

  await dialog.getByRole('tab', { name: 'Advanced' }).click();
  await dialog.getByRole('switch', { name: 'Poll inverter at night' }).uncheck();
  await dialog.getByLabel('Reachable threshold').fill('5');
  await dialog.getByRole('switch', { name: 'Zero runtime data' }).check();
  await dialog.getByRole('switch', { name: 'Zero yield day at midnight' }).check();
  await dialog.getByRole('switch', { name: 'Clear event log at midnight' }).check();
  await dialog.getByRole('switch', { name: 'Yield day correction' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await expect(dialog).toBeHidden();
  await expect(listCard(page).getByText('Inverter changed.')).toBeVisible();
  const row = rows(page).filter({ hasText: 'Roof south' });
  // Polling by night is off: the list says so.
  await expect(row.getByText('Polling: by day only')).toBeVisible();

  await page.reload();
  await expect(rows(page).filter({ hasText: 'Roof south' })).toBeVisible();
  const roof = (await listed(page)).find((inverter) => inverter.serial === '116180123456');
  expect(roof).toMatchObject({
    name: 'Roof south',
    poll_enable_night: false,
    reachable_threshold: 5,
    zero_runtime: true,
    zero_day: true,
    clear_eventlog: true,
    yieldday_correction: true,
  });
  expect(roof?.channel[0]).toEqual({ name: 'Dormer', max_power: 420, yield_total_offset: -12.5 });
  expect(roof?.channel[3]?.max_power).toBe(300);

  await page.getByRole('button', { name: 'Edit Roof south' }).click();
  await page.getByRole('tab', { name: 'Strings' }).click();
  await expect(page.getByRole('group', { name: 'String 1' }).getByLabel('Yield total offset')).toHaveValue(
    '-12.5',
  );
});

test('every rule of the edit dialog blocks sending, shows its tab and says what is wrong', async ({
  page,
  unchanged,
}) => {
  await open(page, unchanged);
  const posts = countPosts(page, '/api/inverter/edit');
  await page.getByRole('button', { name: 'Edit Garage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit inverter Garage' });
  const save = dialog.getByRole('button', { name: 'Save changes' });

  await dialog.getByRole('tab', { name: 'Advanced' }).click();
  await dialog.getByLabel('Reachable threshold').fill('0');
  await expect(dialog.getByText('The reachable threshold must be between 1 and 100.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Strings' }).click();
  const second = dialog.getByRole('group', { name: 'String 2' });
  await second.getByLabel('Name').fill('w'.repeat(32));
  await second.getByLabel('Maximum power').fill('65536');
  await expect(second.getByText('A string name may have at most 31 characters.')).toBeVisible();
  // Above the device's uint16 the value would wrap.
  await expect(second.getByText('The maximum power must lie between 0 and 65535 W.')).toBeVisible();
  await second.getByLabel('Maximum power').fill('-1');
  await expect(second.getByText('The maximum power must lie between 0 and 65535 W.')).toBeVisible();
  await dialog.getByRole('group', { name: 'String 1' }).getByLabel('Yield total offset').fill('');
  await expect(dialog.getByText('Please enter a number.')).toBeVisible();

  await dialog.getByRole('tab', { name: 'General' }).click();
  await dialog.getByLabel('Name').fill('');
  await dialog.getByLabel('Serial number').fill('A21000000-1XX');
  await save.click();
  // The first field to correct is on this tab: it gets the focus.
  await expect(dialog.getByLabel('Serial number')).toBeFocused();
  await expect(dialog.getByText('The three characters after the dash do not match')).toBeVisible();
  await expect(dialog.getByText('The name must have 1 to 31 characters.')).toBeVisible();

  // With General put right, a refused save opens the Strings tab at its first wrong field.
  await dialog.getByLabel('Serial number').fill('114490831375');
  await dialog.getByLabel('Name').fill('Garage');
  await save.click();
  await expect(dialog.getByRole('tab', { name: 'Strings' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    dialog.getByRole('group', { name: 'String 1' }).getByLabel('Yield total offset'),
  ).toBeFocused();
  expect(posts()).toBe(0);
});

test('deletes an inverter after asking with its name and serial', async ({ page, own }) => {
  await open(page, own);
  await page.getByRole('button', { name: 'Delete Garage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete inverter?' });
  await expect(dialog).toContainText('Garage');
  await expect(dialog).toContainText('114490831375');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(listCard(page).getByText('Inverter deleted.')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(['Roof', 'Barn']);
  expect((await listed(page)).map((inverter) => inverter.name)).toEqual(['Roof', 'Barn']);
});

test('reorders with the keyboard, announced, and the order survives a reload', async ({ page, own }) => {
  await open(page, own);
  await expect.poll(() => rowNames(page)).toEqual(['Roof', 'Garage', 'Barn']);
  const handle = page.getByRole('button', { name: 'Move Roof' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Roof, position 1 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Roof moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Roof moved to position 3 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Roof dropped at position 3 of 3.', { exact: false })).toBeAttached();
  await expect.poll(() => rowNames(page)).toEqual(['Garage', 'Barn', 'Roof']);
  await expect(page.getByText('The new order is not saved yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(listCard(page).getByText('Inverter order saved.')).toBeVisible();
  expect(await storedOrder(page)).toEqual(['Garage', 'Barn', 'Roof']);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(['Garage', 'Barn', 'Roof']);
});

test('reorders with the mouse and the order survives a reload', async ({ page, own }) => {
  await open(page, own);
  const from = await page.getByRole('button', { name: 'Move Barn' }).boundingBox();
  const to = await rows(page).first().boundingBox();
  if (!from || !to) throw new Error('the list is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Small steps, as a hand moves: the sortable list follows the pointer.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 });
  await page.mouse.up();
  await expect.poll(() => rowNames(page)).toEqual(['Barn', 'Roof', 'Garage']);

  // The sortable list swallows clicks for a moment after a drop (its document listeners go on a
  // timer, late on a loaded machine), so a click that came too soon is repeated until it saves.
  await expect(async () => {
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(listCard(page).getByText('Inverter order saved.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(['Barn', 'Roof', 'Garage']);
  expect(await storedOrder(page)).toEqual(['Barn', 'Roof', 'Garage']);
});

test('a code of the device is shown translated (a bad name sent past the form)', async ({
  page,
  unchanged,
}) => {
  await open(page, unchanged);
  // The form sends a good body; on its way the name grows past the device's 31 characters.
  await page.route('**/api/inverter/add', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
      postData: `data=${encodeURIComponent(JSON.stringify({ serial: '116180999999', name: 'n'.repeat(40) }))}`,
    }),
  );
  const card = addCard(page);
  await card.getByLabel('Serial number').fill('116180999999');
  await card.getByLabel('Name').fill('Attic');
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByRole('alert')).toHaveText('The name must have 1 to 31 characters.');
  // What the user typed is kept for another try.
  await expect(card.getByLabel('Name')).toHaveValue('Attic');
  await expect(rows(page)).toHaveCount(3);
});

test.describe('with all ten slots used', () => {
  test.use({ fleet: 10 });

  test('shows the limit, and the device’s answer when one more is added', async ({ page, own }) => {
    await open(page, own);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText('10 of 10 slots used')).toBeVisible();
    const card = addCard(page);
    await expect(card.getByText('All 10 inverter slots are used.', { exact: false })).toBeVisible();
    await card.getByLabel('Serial number').fill('116180999999');
    await card.getByLabel('Name').fill('Eleventh');
    await card.getByRole('button', { name: 'Add' }).click();
    await expect(card.getByText('Only 10 inverters are supported.')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    expect(await listed(page)).toHaveLength(10);
  });
});

test('an anonymous user is sent to the login and comes back to the screen', async ({ page, unchanged }) => {
  await page.goto(new URL('/settings/inverter', unchanged.url).href);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Finverter$/);
  await page.getByLabel('Password').fill(unchanged.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inverter settings');
  await expect(rows(page)).toHaveCount(3);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`fits a 360 px phone in the ${colorScheme} theme without serious accessibility findings`, async ({
    page,
    unchanged,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, unchanged);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
    const overflow = (): Promise<number> =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    const shots = '/tmp/shots/inverters';
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/phone-${colorScheme}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Edit Barn' }).click();
    const dialog = page.getByRole('dialog');
    for (const tab of ['General', 'Strings', 'Advanced']) {
      await dialog.getByRole('tab', { name: tab }).click();
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/phone-${colorScheme}-edit-${tab}.png` });
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete Barn' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
