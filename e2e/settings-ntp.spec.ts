import type { NtpConfig, NtpTime } from '@dtu-web/protocol';
import { test } from './fixtures.ts';
import {
  countPosts,
  expect,
  expectTitle,
  expectFitsPhone,
  expectInvalid,
  expectLeaveGuard,
  expectLoginRoundTrip,
  openLoggedIn,
  ownGateway,
  postApi,
  readApi,
  tamperWithPost,
} from './settings.ts';

// The NTP screen with /zones.json: v24.10.6 (settings-releases.spec.ts covers /api/ntp/zones).
test.use({ firmware: 'v24.10.6' });

const PATH = '/settings/ntp';
const TITLE = 'NTP settings';

// The tests move the gateway's clock and time zone.
const gateway = ownGateway();

test('NTP settings are saved, read back from the device and shown again after a reload', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('Time server').fill('ptbtime1.ptb.de');
  const zone = page.getByLabel('Time zone', { exact: true });
  await expect(zone).toHaveValue('Europe/Berlin---CET-1CEST,M3.5.0,M10.5.0/3');
  await expect(page.getByLabel('Time zone rule')).toHaveValue('CET-1CEST,M3.5.0,M10.5.0/3');
  await expect(page.getByLabel('Time zone rule')).not.toBeEditable();
  // Every zone the device serves is offered (about 460; /api/ntp/zones on the default v26.3.30).
  const total = Object.keys(await readApi<Record<string, string>>(page, '/api/ntp/zones')).length;
  expect(total).toBeGreaterThan(400);
  await expect(zone.locator('option')).toHaveCount(total);

  await page.getByLabel('Search time zones').fill('tokyo');
  await expect(zone).toHaveAccessibleDescription(`Time zones shown: 1 of ${total}.`);
  await zone.selectOption({ label: 'Asia/Tokyo' });
  await expect(page.getByLabel('Time zone rule')).toHaveValue('JST-9');
  await page.getByLabel('Latitude').fill('35.6762');
  await page.getByLabel('Longitude').fill('139.6503');
  const sunset = page.getByLabel('Sunrise/sunset type');
  await expect(sunset).toHaveAccessibleDescription(/takes up to a minute/);
  await sunset.selectOption({ label: 'Civil (96°)' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  // v26.3.28+ keeps the zone by name only (firmware-versions.md §2.8).
  expect(await readApi<NtpConfig>(page, '/api/ntp/config')).toEqual({
    ntp_server: 'ptbtime1.ptb.de',
    ntp_timezone_descr: 'Asia/Tokyo',
    latitude: 35.6762,
    longitude: 139.6503,
    sunsettype: 2,
  });
  await page.reload();
  await expectTitle(page, TITLE);
  await expect(page.getByLabel('Time server')).toHaveValue('ptbtime1.ptb.de');
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Tokyo---JST-9');
  await expect(page.getByLabel('Time zone rule')).toHaveValue('JST-9');
  await expect(page.getByLabel('Latitude')).toHaveValue('35.6762');
  await expect(page.getByLabel('Longitude')).toHaveValue('139.6503');
  await expect(page.getByLabel('Sunrise/sunset type')).toHaveValue('2');
});

test('every rule shows its message at once, the first field is focused and nothing is sent', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  const posts = countPosts(page, '/api/ntp/config');
  await page.getByLabel('Time server').fill('');
  await page.getByLabel('Latitude').fill('90.5');
  await page.getByLabel('Longitude').fill('-180.01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Time server')).toBeFocused();
  await expectInvalid(page, 'Time server', /The NTP server must have 1 to 31 characters\./);
  await expectInvalid(page, 'Latitude', 'The latitude must be between -90 and 90.');
  await expectInvalid(page, 'Longitude', 'The longitude must be between -180 and 180.');
  await page.getByLabel('Time server').fill('s'.repeat(32));
  await expectInvalid(page, 'Time server', /The NTP server must have 1 to 31 characters\./);
  await page.getByLabel('Latitude').fill('');
  await expectInvalid(page, 'Latitude', 'Please enter a number.');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(posts()).toBe(0);
});

test('the device’s refusal of a body the screen would not send is shown translated', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await tamperWithPost(page, '/api/ntp/config', (body) => ({ ...body, ntp_timezone_descr: 'z'.repeat(51) }));
  await page.getByLabel('Latitude').fill('48.1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('The time zone description must have 1 to 50 characters.');
  await expect(page.getByLabel('Latitude')).toHaveValue('48.1');
  expect((await readApi<NtpConfig>(page, '/api/ntp/config')).latitude).not.toBe(48.1);
});

test('manual time: both clocks tick, the browser time is sent and the device time read again', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), '/about', 'About');
  // The device's clock is a year and more behind.
  await postApi(page, '/api/ntp/time', { year: 2023, month: 3, day: 4, hour: 5, minute: 6, second: 7 });
  await page.goto(new URL(PATH, gateway().url).href);
  await expectTitle(page, TITLE);
  const device = page.getByLabel('Device time');
  const browser = page.getByLabel('Browser time');
  await expect(device).toContainText('2023');
  const first = await device.textContent();
  await expect(device).not.toHaveText(first ?? '');
  const browserFirst = await browser.textContent();
  await expect(browser).not.toHaveText(browserFirst ?? '');

  const year = String(new Date().getFullYear());
  await page.getByRole('button', { name: 'Set the device to the browser time' }).click();
  await expect(page.getByText('Time updated.')).toBeVisible();
  await expect(device).toContainText(year);
  const time = await readApi<NtpTime>(page, '/api/ntp/time');
  expect(time.year).toBe(Number(year));

  // A value the device refuses comes back as its translated code with the allowed range.
  await tamperWithPost(page, '/api/ntp/time', (body) => ({ ...body, year: 2000 }));
  await page.getByRole('button', { name: 'Set the device to the browser time' }).click();
  await expect(page.getByRole('alert')).toHaveText('The year must be between 2022 and 2100.');
});

test('searching the time zones: a single match is chosen and the count is what the list shows', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  const zone = page.getByLabel('Time zone', { exact: true });
  const search = page.getByLabel('Search time zones');
  // The zones come from /zones.json after the screen: wait until they are listed.
  await expect(zone).toHaveAccessibleDescription(/^Time zones shown: \d+ of \d+\.$/);
  const total = await zone.locator('option').count();
  expect(total).toBeGreaterThan(400);
  await expect(zone).toHaveAccessibleDescription(`Time zones shown: ${total} of ${total}.`);

  await search.fill('Paris');
  await expect(zone).toHaveValue('Europe/Paris---CET-1CEST,M3.5.0,M10.5.0/3');
  await expect(zone.locator('option')).toHaveCount(1);
  await expect(zone).toHaveAccessibleDescription(`Time zones shown: 1 of ${total}.`);
  await expect(page.getByLabel('Time zone rule')).toHaveValue('CET-1CEST,M3.5.0,M10.5.0/3');

  // Several matches: nothing is chosen for the user; Paris stays listed (first) as the choice.
  await search.fill('argentina');
  await expect(zone).toHaveValue(/^Europe\/Paris---/);
  const listed = await zone.locator('option').count();
  expect(listed).toBeGreaterThan(2);
  await expect(zone).toHaveAccessibleDescription(`Time zones shown: ${listed} of ${total}.`);
  await expect(zone.locator('option').first()).toHaveText('Europe/Paris');

  await search.fill('atlantis');
  await expect(zone.locator('option')).toHaveCount(1);
  await expect(zone).toHaveAccessibleDescription(
    'No time zone matches the search; Europe/Paris stays selected.',
  );
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('Sunrise/sunset type').selectOption({ label: 'Astronomical (108°)' });
  await expectLeaveGuard(page, TITLE);
});

test('an anonymous user is sent to the login and comes back', async ({ page }) => {
  await expectLoginRoundTrip(page, gateway(), PATH, TITLE);
});

test('the screen fits a phone in light and dark and has no serious accessibility violations', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('Latitude').fill('123');
  await expectFitsPhone(page, async () => {
    await expect(page.getByLabel('Latitude')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Device time')).not.toHaveText('…');
  });
});
