// Issue 31, the panels view: every string of every inverter at once, judged live; a string broken in
// the emulator turns silent on its tile, an inverter that stops answering gets its alert mark, and both
// mend. Axe-clean on a light desktop and a dark phone.
import type { APIRequestContext } from '@playwright/test';
import { basic, horizontalOverflow, openLoggedIn, readConfig } from './adminSession.ts';
import { seriousViolations } from './axe.ts';
import { expect as baseExpect, expectTitle, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

// Frames come every poll turn and alerts are asked every 15 s: states are waited for, generously.
const expect = baseExpect.configure({ timeout: 45_000 });

// Its own emulator on a summer morning: the inverters awake, the sun up for the alert rules.
let own: GatewayProcess;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  own = await startGateway({ args: ['--clock', '2026-06-21T08:00:00Z'] });
});
test.afterAll(async () => {
  await own.stop();
});

interface LiveSummary {
  inverters: { serial: string; name: string }[];
}

async function postForm(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(new URL(path, own.url).href, {
    headers: { Authorization: basic(own.password) },
    multipart: { data: JSON.stringify(data) },
  });
  expect(response.status(), path).toBe(200);
}

test('every string at once; a silent string and an unreachable inverter show as such and mend', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const live = await readConfig<LiveSummary>(request, own, '/api/livedata/status', own.password);
  const [roof, garage] = live.inverters;
  if (!roof || !garage) throw new Error('the emulator has fewer than two inverters');
  // Alert at once when an inverter stops answering.
  const config = await readConfig<{ rules: { inverter_unreachable: { minutes: number } } }>(
    request,
    own,
    '/api/x/alerts/config',
    own.password,
  );
  config.rules.inverter_unreachable.minutes = 0;
  await postForm(request, '/api/x/alerts/config', config);

  await openLoggedIn(page, own, '/', own.password);
  await page.getByRole('link', { name: 'Panels' }).click();
  await expectTitle(page, 'Panels');
  // One section per inverter, named as the gateway names it, each with its strings' tiles.
  for (const inverter of live.inverters) {
    const section = page.getByRole('region', { name: inverter.name });
    await expect(section.getByTestId('panel-string').first()).toBeVisible();
  }
  const roofTiles = page.getByRole('region', { name: roof.name }).getByTestId('panel-string');
  // Producing now (its recorded health may still flag it as behind its siblings).
  const working = /^(producing|flagged)$/;
  await expect(roofTiles.first()).toHaveAttribute('data-verdict', working);
  await expect(roofTiles.first()).toContainText(/Power now\s*\d[\d,]*\sW/);
  await expect(roofTiles.first()).toContainText(/Yield today\s*[\d.,]+\sk?Wh/);
  expect(await seriousViolations(page)).toEqual([]);

  // A string of the first inverter goes dark while its sibling still gets light.
  await postForm(request, '/api/x/sim/fault', { serial: roof.serial, fault: 'string_silent', string: 2 });
  const second = roofTiles.nth(1);
  await expect(second).toHaveAttribute('data-verdict', 'silent');
  await expect(second).toContainText('Nothing while its siblings produce');
  await expect(page.getByTestId('panels-summary')).toContainText(/\d+ strings? needs? a look/);

  // The second inverter stops answering: its tiles say so, its alert mark appears above them.
  await postForm(request, '/api/x/sim/fault', { serial: garage.serial, fault: 'unreachable' });
  const garageSection = page.getByRole('region', { name: garage.name });
  await expect(garageSection.getByTestId('panel-string').first()).toHaveAttribute(
    'data-verdict',
    'unreachable',
  );
  await expect(garageSection.getByTestId('panel-string').first()).toContainText('Power now—');
  const mark = garageSection.getByTestId('panel-alert');
  await expect(mark).toHaveText('Alert: does not answer');
  expect(await seriousViolations(page)).toEqual([]);

  // The mark is a link to the Alerts page, by keyboard too.
  await mark.focus();
  await page.keyboard.press('Enter');
  await expectTitle(page, 'Alerts');
  await page.goBack();
  await expectTitle(page, 'Panels');

  // Mended: both go back to producing, the mark goes with the resolved alert.
  await postForm(request, '/api/x/sim/fault', { serial: roof.serial, fault: 'none' });
  await postForm(request, '/api/x/sim/fault', { serial: garage.serial, fault: 'none' });
  await expect(second).toHaveAttribute('data-verdict', working);
  await expect(garageSection.getByTestId('panel-string').first()).toHaveAttribute('data-verdict', working);
  await expect(garageSection.getByTestId('panel-alert')).toHaveCount(0);

  // A phone in the dark: two tiles side by side, nothing wider than the screen, still axe-clean.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(roofTiles.first()).toBeVisible();
  const [left, right] = [await roofTiles.nth(0).boundingBox(), await roofTiles.nth(1).boundingBox()];
  expect(left && right && Math.abs(left.y - right.y) < 1).toBe(true);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('in French, logged out', () => {
  test.use({ locale: 'fr-FR' });

  test('the panels view reads without a login and speaks French', async ({ page }) => {
    await page.goto(new URL('/panels', own.url).href);
    await expectTitle(page, 'Panneaux');
    const tile = page.getByTestId('panel-string').first();
    await expect(tile).toContainText('Puissance actuelle');
    await expect(tile).toContainText(/Rendement par watt, 7 derniers jours/);
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
