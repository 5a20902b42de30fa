import type { NetworkConfig } from '@dtu-web/protocol';
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
  readApi,
  tamperWithPost,
} from './settings.ts';

const PATH = '/settings/network';
const TITLE = 'Network settings';

// Saving switches the emulated access point and changes the hostname.
const gateway = ownGateway();

test('network settings are saved, read back from the device and shown again after a reload', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('WiFi name (SSID)').fill('Garden WiFi');
  const password = page.getByLabel('WiFi password');
  await password.fill('sunny-roof-42');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  const hostname = page.getByLabel('Hostname');
  await expect(hostname).toHaveAccessibleDescription(/will be called OpenDTU-1A2B3C\./);
  await hostname.fill('Roof_%06X');
  await expect(hostname).toHaveAccessibleDescription(/will be called Roof-1A2B3C\./);

  const staticCard = page.getByRole('heading', { name: 'Static IP address' });
  await expect(staticCard).toBeHidden();
  await page.getByRole('switch', { name: 'Get the address automatically (DHCP)' }).uncheck();
  await expect(staticCard).toBeVisible();
  await page.getByLabel('IP address').fill('192.168.1.50');
  await page.getByLabel('Netmask').fill('255.255.255.0');
  await page.getByLabel('Default gateway').fill('192.168.1.1');
  await page.getByLabel('DNS server 1').fill('192.168.1.1');
  await page.getByLabel('DNS server 2').fill('9.9.9.9');
  await page.getByRole('switch', { name: 'Announce the device by mDNS' }).check();
  await page.getByLabel('Access point timeout').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  const expected: Record<string, unknown> & NetworkConfig = {
    ssid: 'Garden WiFi',
    password: 'sunny-roof-42',
    hostname: 'Roof_%06X',
    dhcp: false,
    ipaddress: '192.168.1.50',
    netmask: '255.255.255.0',
    gateway: '192.168.1.1',
    dns1: '192.168.1.1',
    dns2: '9.9.9.9',
    aptimeout: 0,
    mdnsenabled: true,
  };
  // v25.9.11 and later also carry the syslog fields here (Settings → Logging edits them; the
  // settings-releases spec checks this save leaves them as they were).
  expect(await readApi<NetworkConfig>(page, '/api/network/config')).toMatchObject(expected);

  await page.reload();
  await expectTitle(page, TITLE);
  await expect(page.getByLabel('WiFi name (SSID)')).toHaveValue('Garden WiFi');
  await expect(page.getByLabel('WiFi password')).toHaveValue('sunny-roof-42');
  await expect(page.getByLabel('Hostname')).toHaveValue('Roof_%06X');
  await expect(page.getByRole('switch', { name: 'Get the address automatically (DHCP)' })).not.toBeChecked();
  await expect(page.getByLabel('IP address')).toHaveValue('192.168.1.50');
  await expect(page.getByLabel('DNS server 2')).toHaveValue('9.9.9.9');
  await expect(page.getByRole('switch', { name: 'Announce the device by mDNS' })).toBeChecked();
  await expect(page.getByLabel('Access point timeout')).toHaveValue('0');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // Back to DHCP: the static card goes away, its addresses stay stored.
  await page.getByRole('switch', { name: 'Get the address automatically (DHCP)' }).check();
  await expect(page.getByRole('heading', { name: 'Static IP address' })).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  expect(await readApi<NetworkConfig>(page, '/api/network/config')).toMatchObject({
    ...expected,
    dhcp: true,
  });
});

test('every rule shows its message at once, the first field is focused and nothing is sent', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  const posts = countPosts(page, '/api/network/config');
  await page.getByRole('switch', { name: 'Get the address automatically (DHCP)' }).uncheck();
  await page.getByLabel('WiFi name (SSID)').fill('');
  await page.getByLabel('WiFi password').fill('p'.repeat(64));
  await page.getByLabel('Hostname').fill('');
  await page.getByLabel('IP address').fill('192.168.1');
  await page.getByLabel('Netmask').fill('255.255.255.256');
  await page.getByLabel('Default gateway').fill('gateway');
  await page.getByLabel('DNS server 1').fill('');
  await page.getByLabel('DNS server 2').fill('1.1.1.1.1');
  await page.getByLabel('Access point timeout').fill('100000');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByLabel('WiFi name (SSID)')).toBeFocused();
  await expectInvalid(page, 'WiFi name (SSID)', 'The WiFi name (SSID) must have 1 to 32 characters.');
  await expectInvalid(page, 'WiFi password', 'The WiFi password may have at most 63 characters.');
  await expectInvalid(page, 'Hostname', /The hostname must have 1 to 31 characters\./);
  await expectInvalid(page, 'IP address', 'Invalid IP address.');
  await expectInvalid(page, 'Netmask', 'Invalid netmask.');
  await expectInvalid(page, 'Default gateway', 'Invalid gateway.');
  await expectInvalid(page, 'DNS server 1', 'Invalid DNS server 1.');
  await expectInvalid(page, 'DNS server 2', 'Invalid DNS server 2.');
  await expectInvalid(page, 'Access point timeout', /Invalid access point timeout\./);

  // A timeout that is no number has its own message.
  await page.getByLabel('Access point timeout').fill('');
  await expectInvalid(page, 'Access point timeout', /Please enter a number\./);
  await page.getByRole('button', { name: 'Save' }).click();
  expect(posts()).toBe(0);

  // Corrected, the save goes through.
  await page.getByLabel('WiFi name (SSID)').fill('Garden WiFi');
  await page.getByLabel('WiFi password').fill('sunny-roof-42');
  await page.getByLabel('Hostname').fill('OpenDTU-%06X');
  for (const [label, address] of [
    ['IP address', '192.168.1.50'],
    ['Netmask', '255.255.255.0'],
    ['Default gateway', '192.168.1.1'],
    ['DNS server 1', '192.168.1.1'],
    ['DNS server 2', '0.0.0.0'],
  ] as const) {
    await page.getByLabel(label).fill(address);
  }
  await page.getByLabel('Access point timeout').fill('3');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  expect(posts()).toBe(1);
});

test('the device’s refusals are shown translated, a code-less one as its message', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('WiFi name (SSID)').fill('Shed WiFi');

  await tamperWithPost(page, '/api/network/config', (body) => ({ ...body, aptimeout: 100000 }));
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Invalid access point timeout.' });
  await expect(refusal).toHaveClass(/alert-warning/);

  // The device answers a too long hostname without a code: its own message is shown, no raw key.
  await page.unrouteAll();
  await tamperWithPost(page, '/api/network/config', (body) => ({ ...body, hostname: 'h'.repeat(40) }));
  await page.getByRole('button', { name: 'Save' }).click();
  const codeless = page.getByRole('alert').filter({ hasText: 'The device could not do this.' });
  await expect(codeless).toContainText('Hostname must be between 1 and 31 characters long!');
  await expect(page.getByText(/apiresponse/)).toHaveCount(0);
  // What the user typed is still there, unsaved.
  await expect(page.getByLabel('WiFi name (SSID)')).toHaveValue('Shed WiFi');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect((await readApi<NetworkConfig>(page, '/api/network/config')).hostname).not.toBe('h'.repeat(40));
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByRole('switch', { name: 'Announce the device by mDNS' }).click();
  await expectLeaveGuard(page, TITLE);
});

test('an anonymous user is sent to the login and comes back', async ({ page }) => {
  await expectLoginRoundTrip(page, gateway(), PATH, TITLE);
});

test('the screen fits a phone in light and dark and has no serious accessibility violations', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByRole('switch', { name: 'Get the address automatically (DHCP)' }).uncheck();
  await page.getByLabel('IP address').fill('nope');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('IP address')).toHaveAttribute('aria-invalid', 'true');
  await expectFitsPhone(page, async () => {
    await expect(page.getByRole('heading', { name: 'Static IP address' })).toBeVisible();
  });
});
