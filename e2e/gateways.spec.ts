// Issue 24, the web half: the app knows which gateway it looks at. Three emulators (home, garage, shed)
// behind one companion; each has its own host name (the picker's names), inverter count and garage its
// own admin password. Every screen runs under /g/<id>/ for that gateway only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { DtuConfig, SystemStatus } from '@dtu-web/protocol';
import { seriousViolations } from './axe.ts';
import { expect, expectTitle, test } from './fixtures.ts';
import { FLEET_IDS, startFleet, type Fleet, type FleetId } from './fleet.ts';

// Four processes to start and a gateway to stop: generous on a busy machine; one fleet for the file.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NAMES: Record<FleetId, string> = { home: 'Home', garage: 'Garage', shed: 'Shed' };
const INVERTERS: Record<FleetId, number> = { home: 2, garage: 1, shed: 3 };
const GARAGE_PASSWORD = 'garage-Pw-24';

let fleet: Fleet;
const dataDirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dirs: Partial<Record<FleetId, string>> = {};
  for (const id of FLEET_IDS) {
    const dir = mkdtempSync(join(tmpdir(), `dtu-e2e-${id}-`));
    // A partial config.json: the rest takes the emulator's defaults.
    const security = id === 'garage' ? { security: { password: GARAGE_PASSWORD, allow_readonly: true } } : {};
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ wifi: { hostname: NAMES[id] }, ...security }));
    dirs[id] = dir;
    dataDirs.push(dir);
  }
  fleet = await startFleet({
    dataDirs: dirs,
    gatewayArgs: Object.fromEntries(
      // Garage runs the oldest release: its console prints every radio poll (a fresh v25.5.10+ install
      // logs only errors), so its /console socket has something to carry.
      FLEET_IDS.map((id) => [
        id,
        [
          '--inverters',
          String(INVERTERS[id]),
          '--quiet',
          ...(id === 'garage' ? ['--firmware', 'v24.10.6'] : []),
        ],
      ]),
    ),
  });
});

test.afterAll(async () => {
  await fleet.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const basic = (password: string): string => `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;

/** Stores a gateway's login the way the app does after logging in on that gateway's pages. */
async function logInOn(page: Page, id: FleetId, password: string): Promise<void> {
  await page.addInitScript(
    ([key, authdata]) => {
      localStorage.setItem(key, JSON.stringify({ authdata }));
    },
    [`user@${id}`, Buffer.from(`admin:${password}`).toString('base64')] as const,
  );
}

/** A gateway's own answer, straight from its emulator (not through the companion). */
async function ownApi<T>(id: FleetId, path: string): Promise<T> {
  const gateway = fleet.gateways[id];
  const response = await fetch(new URL(path, gateway.url), {
    headers: { Authorization: basic(gateway.password) },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const picker = (page: Page) => page.getByRole('button', { name: /^Gateway: / });

test('with one gateway nothing of this shows', async ({ page }) => {
  // The emulator alone: a companion of one gateway (itself).
  await page.goto('/');
  // The History entry is there once the app has heard the companion's answer.
  await expect(page.getByRole('link', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  await expect(picker(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'All gateways' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the picker names the page’s gateway and switches to the same screen on another', async ({
  page,
  issues,
}) => {
  await page.goto(fleet.url('home', '/info/system'));
  await expectTitle(page, 'System information');
  await expect(page.getByText(NAMES.home, { exact: true }).first()).toBeVisible();
  const toggle = picker(page);
  await expect(toggle).toHaveAccessibleName('Gateway: Home');
  await toggle.click();
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu.getByRole('link', { name: /^Home/ })).toHaveAttribute('aria-current', 'page');
  for (const id of FLEET_IDS) {
    await expect(menu.locator(`[data-gateway="${id}"]`)).toHaveAttribute('data-reach', 'online');
  }
  await expect(menu.getByRole('link', { name: 'All gateways' })).toHaveAttribute('href', '/fleet');

  await menu.getByRole('link', { name: /^Garage/ }).click();
  await expect(page).toHaveURL(fleet.url('garage', '/info/system'));
  await expectTitle(page, 'System information');
  await expect(picker(page)).toHaveAccessibleName('Gateway: Garage');
  const status = await ownApi<SystemStatus>('garage', '/api/system/status');
  await expect(page.getByText(status.hostname, { exact: true }).first()).toBeVisible();
  expect(status.hostname).toBe(NAMES.garage);

  // The live view, too, is garage's: its one inverter, over its own socket under /g/garage/.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/g/garage/livedata'));
  await page.getByRole('link', { name: 'Live view' }).click();
  await socket;
  await expect(page.getByTestId('inverter-header')).toHaveCount(INVERTERS.garage);
  // And the console: garage's serial output over /g/garage/console.
  const serial = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/g/garage/console'));
  await page.goto(fleet.url('garage', '/info/console'));
  await (await serial).waitForEvent('framereceived');
  issues.expectNone();
});

test('a save on garage lands on garage only', async ({ page, issues }) => {
  const before = await ownApi<DtuConfig>('home', '/api/dtu/config');
  await logInOn(page, 'garage', GARAGE_PASSWORD);
  await page.goto(fleet.url('garage', '/settings/dtu'));
  await expectTitle(page, 'DTU settings');
  const interval = before.pollinterval === 9 ? '8' : '9';
  await page.getByLabel('Poll interval').fill(interval);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  expect((await ownApi<DtuConfig>('garage', '/api/dtu/config')).pollinterval).toBe(Number(interval));
  expect((await ownApi<DtuConfig>('home', '/api/dtu/config')).pollinterval).toBe(before.pollinterval);
  expect((await ownApi<DtuConfig>('shed', '/api/dtu/config')).pollinterval).toBe(before.pollinterval);

  // Unsaved changes are asked about under /g/<id>/ as anywhere else.
  await page.getByLabel('Poll interval').fill('11');
  await page.getByRole('link', { name: 'About' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(fleet.url('garage', '/settings/dtu'));
  await expect(page.getByLabel('Poll interval')).toHaveValue('11');
  issues.expectNone();
});

test('a bookmarked /g/garage/settings/inverter opens garage’s inverter list', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await logInOn(page, 'garage', GARAGE_PASSWORD);
  await page.goto(fleet.url('garage', '/settings/inverter'));
  await expectTitle(page, 'Inverter settings');
  const own = await ownApi<{ inverter: { name: string }[] }>('garage', '/api/inverter/list');
  expect(own.inverter).toHaveLength(INVERTERS.garage);
  const list = page.getByRole('list', { name: 'Inverters in display order' }).getByRole('listitem');
  await expect(list).toHaveCount(INVERTERS.garage);
  await expect(list.first()).toContainText(own.inverter[0]?.name ?? '?');
  await expect(picker(page)).toHaveAccessibleName('Gateway: Garage');
  await context.close();
});

test('each gateway has its own login', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  // Not logged in: garage's protected screen leads to garage's login, and back after it.
  await page.goto(fleet.url('garage', '/settings/inverter'));
  await expect(page).toHaveURL(fleet.url('garage', '/login?returnUrl=%2Fsettings%2Finverter'));
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  // Home's password is not garage's.
  await page.getByLabel('Password').fill(fleet.gateways.home.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(GARAGE_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(fleet.url('garage', '/settings/inverter'));
  await expectTitle(page, 'Inverter settings');
  expect(await page.evaluate(() => localStorage.getItem('user@home'))).toBeNull();

  // Home still asks for its own login; garage's stays.
  await page.goto(fleet.url('home', '/settings/inverter'));
  await expect(page).toHaveURL(fleet.url('home', '/login?returnUrl=%2Fsettings%2Finverter'));
  await page.goto(fleet.url('garage', '/settings/dtu'));
  await expectTitle(page, 'DTU settings');
  // Logging out of garage leaves a home login alone.
  await page.evaluate(
    (authdata) => {
      localStorage.setItem('user@home', JSON.stringify({ authdata }));
    },
    Buffer.from(`admin:${fleet.gateways.home.password}`).toString('base64'),
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  expect(await page.evaluate(() => localStorage.getItem('user@garage'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user@home'))).not.toBeNull();
  await context.close();
});

test('a refused login on garage logs out of garage only and comes back to garage’s screen', async ({
  page,
}) => {
  await logInOn(page, 'home', fleet.gateways.home.password);
  // A garage login that garage no longer takes (its password changed elsewhere).
  await logInOn(page, 'garage', 'an-old-password');
  await page.goto(fleet.url('garage', '/settings/dtu'));
  await expect(page).toHaveURL(fleet.url('garage', '/login?returnUrl=%2Fsettings%2Fdtu'));
  expect(await page.evaluate(() => localStorage.getItem('user@garage'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user@home'))).not.toBeNull();
  await page.getByLabel('Password').fill(GARAGE_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(fleet.url('garage', '/settings/dtu'));
  await expectTitle(page, 'DTU settings');
});

test('unprefixed pages go to the fleet or to the gateway chosen last', async ({ page }) => {
  await page.goto(fleet.url('shed', '/about'));
  await expect(picker(page)).toHaveAccessibleName('Gateway: Shed');
  await page.goto(new URL('/info/ntp', fleet.companion.url).href);
  await expect(page).toHaveURL(fleet.url('shed', '/info/ntp'));
  await page.goto(fleet.companion.url);
  await expect(page).toHaveURL(new URL('/fleet', fleet.companion.url).href);
});

test('at phone width the picker is worked by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(fleet.url('home', '/about'));
  await expectTitle(page, /About/);
  const toggler = page.getByRole('button', { name: 'Toggle navigation' });
  await toggler.focus();
  await page.keyboard.press('Enter');
  const toggle = picker(page);
  await expect(toggle).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  // Visibly focused: the focus ring is drawn.
  expect(await toggle.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  await page.keyboard.press('ArrowDown');
  const home = page.getByRole('link', { name: /^Home/ });
  await expect(home).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const shed = page.getByRole('link', { name: /^Shed/ });
  await expect(shed).toBeFocused();
  const box = await page.locator('.dropdown-menu.show').boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(fleet.url('shed', '/about'));
});

test('axe finds no serious or critical violation on a gateway’s page with the picker open', async ({
  page,
}) => {
  await logInOn(page, 'garage', GARAGE_PASSWORD);
  await page.goto(fleet.url('garage', '/settings/inverter'));
  await expectTitle(page, 'Inverter settings');
  await picker(page).click();
  await expect(page.locator('.dropdown-menu.show [data-gateway="home"]')).toHaveAttribute(
    'data-reach',
    'online',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a gateway that goes away shows offline in the picker within 15 s', async ({ page }) => {
  await page.goto(fleet.url('shed', '/info/system'));
  await expect(picker(page)).toHaveAccessibleName('Gateway: Shed');
  await fleet.gateways.shed.stop();
  await expect(picker(page)).toHaveAccessibleName('Gateway: Shed offline', { timeout: 15_000 });
  await expect(picker(page).getByText('offline')).toBeVisible();
  await picker(page).click();
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu.locator('[data-gateway="shed"]')).toHaveAttribute('data-reach', 'offline');
  await expect(menu.locator('[data-gateway="home"]')).toHaveAttribute('data-reach', 'online');
  // The offline badge and the marked row stay readable (axe measures their contrast).
  expect(await seriousViolations(page, 'nav')).toEqual([]);
});
