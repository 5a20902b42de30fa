import type { MqttConfig } from '@dtu-web/protocol';
import type { Page } from '@playwright/test';
import {
  bypassClientChecks,
  horizontalOverflow,
  openLoggedIn,
  readConfig,
  recordPosts,
  setAdminPassword,
} from './adminSession.ts';
import { seriousViolations } from './axe.ts';
import { expect, expectTitle, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

// A gateway of its own: one test changes the admin password behind the page's back.
let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

const PATH = '/api/mqtt/config';
const CLIENT_CERT = '-----BEGIN CERTIFICATE-----\nMIIBclientcert\n-----END CERTIFICATE-----';
const CLIENT_KEY = '-----BEGIN PRIVATE KEY-----\nMIIEclientkey\n-----END PRIVATE KEY-----';

async function open(page: Page): Promise<void> {
  await openLoggedIn(page, gateway, '/settings/mqtt', gateway.password);
  await expectTitle(page, 'MQTT settings');
}

function stored(page: Page): Promise<MqttConfig> {
  return readConfig<MqttConfig>(page.request, gateway, PATH, gateway.password);
}

/** Turns on MQTT, Home Assistant, TLS and the certificate login, so every field is on screen. */
async function showEveryCard(page: Page): Promise<void> {
  for (const name of [
    'Enable MQTT',
    'Enable Home Assistant discovery',
    'Encrypt with TLS',
    'Log in with a client certificate',
  ]) {
    await page.getByRole('switch', { name }).check();
  }
}

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

test('every MQTT setting is saved, read back from the device and shown again after a reload', async ({
  page,
}) => {
  test.slow(); // many steps (or axe) on a shared, busy machine
  await open(page);
  await showEveryCard(page);
  await page.getByLabel('Hostname or IP address').fill('127.0.0.1');
  await page.getByLabel('Port').fill('18830');
  await page.getByLabel('Client ID').fill('dtu-roof');
  await page.getByLabel('Username').fill('solar-user');
  await page.getByLabel('Password', { exact: true }).fill('broker secret');
  await page.getByLabel('Client certificate (PEM)').fill(CLIENT_CERT);
  await page.getByLabel('Client private key (PEM)').fill(CLIENT_KEY);
  await page.getByLabel('Base topic').fill('roof/');
  await page.getByLabel('Publish interval').fill('30');
  await page.getByRole('switch', { name: 'Retain messages' }).uncheck();
  await page.getByRole('switch', { name: 'Clean session' }).uncheck();
  await page.getByLabel('Status topic').fill('gw/state');
  await expect(page.getByText('so the full topic is roof/gw/state.')).toBeVisible();
  await page.getByLabel('Online message').fill('up');
  await page.getByLabel('Offline message').fill('down');
  await page.getByLabel('QoS').selectOption('1 (at least once)');
  await page.getByLabel('Discovery topic').fill('ha/');
  await page.getByRole('switch', { name: 'Retain discovery messages' }).uncheck();
  await page.getByRole('switch', { name: 'Let values expire' }).uncheck();
  await page.getByRole('switch', { name: 'Individual panels' }).check();
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

  const expected: Partial<MqttConfig> = {
    mqtt_enabled: true,
    mqtt_hostname: '127.0.0.1',
    mqtt_port: 18830,
    mqtt_clientid: 'dtu-roof',
    mqtt_username: 'solar-user',
    mqtt_password: 'broker secret',
    mqtt_tls: true,
    mqtt_tls_cert_login: true,
    mqtt_client_cert: CLIENT_CERT,
    mqtt_client_key: CLIENT_KEY,
    mqtt_topic: 'roof/',
    mqtt_publish_interval: 30,
    mqtt_retain: false,
    mqtt_clean_session: false,
    mqtt_lwt_topic: 'gw/state',
    mqtt_lwt_online: 'up',
    mqtt_lwt_offline: 'down',
    mqtt_lwt_qos: 1,
    mqtt_hass_enabled: true,
    mqtt_hass_topic: 'ha/',
    mqtt_hass_retain: false,
    mqtt_hass_expire: false,
    mqtt_hass_individualpanels: true,
  };
  expect(await stored(page)).toMatchObject(expected);
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.reload();
  await expectTitle(page, 'MQTT settings');
  await expect(page.getByLabel('Hostname or IP address')).toHaveValue('127.0.0.1');
  await expect(page.getByLabel('Port')).toHaveValue('18830');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('broker secret');
  await expect(page.getByLabel('Client private key (PEM)')).toHaveValue(CLIENT_KEY);
  await expect(page.getByLabel('Publish interval')).toHaveValue('30');
  await expect(page.getByRole('switch', { name: 'Clean session' })).not.toBeChecked();
  await expect(page.getByLabel('QoS')).toHaveValue('1');
  await expect(page.getByLabel('Discovery topic')).toHaveValue('ha/');
  await expect(page.getByRole('switch', { name: 'Individual panels' })).toBeChecked();

  // Switched off, MQTT hides its cards; the device keeps their values.
  await page.getByRole('switch', { name: 'Enable MQTT' }).uncheck();
  await expect(page.getByRole('heading', { name: 'Broker' })).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Enable Home Assistant discovery' })).toBeHidden();
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  expect(await stored(page)).toMatchObject({ ...expected, mqtt_enabled: false });
});

test('each card shows only while its switch is on', async ({ page }) => {
  await open(page);
  const headings = () => page.getByRole('heading', { level: 2 });
  await page.getByRole('switch', { name: 'Enable MQTT' }).uncheck();
  await expect(headings()).toHaveText(['MQTT']);
  await page.getByRole('switch', { name: 'Enable MQTT' }).check();
  await page.getByRole('switch', { name: 'Enable Home Assistant discovery' }).uncheck();
  await expect(headings()).toHaveText(['MQTT', 'Broker', 'Publishing', 'Last will']);
  await page.getByRole('switch', { name: 'Enable Home Assistant discovery' }).check();
  await expect(headings()).toHaveText([
    'MQTT',
    'Broker',
    'Publishing',
    'Last will',
    'Home Assistant discovery',
  ]);

  const rootCa = page.getByLabel('Root CA certificate (PEM)');
  const clientKey = page.getByLabel('Client private key (PEM)');
  await page.getByRole('switch', { name: 'Encrypt with TLS' }).uncheck();
  await expect(rootCa).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Log in with a client certificate' })).toBeHidden();
  await page.getByRole('switch', { name: 'Encrypt with TLS' }).check();
  await expect(rootCa).toBeVisible();
  await page.getByRole('switch', { name: 'Log in with a client certificate' }).uncheck();
  await expect(clientKey).toBeHidden();
  await page.getByRole('switch', { name: 'Log in with a client certificate' }).check();
  await expect(clientKey).toBeVisible();
});

// Each rule of the device (device-api §1.11, checked in the browser with `side: 'client'`): a bad
// value, the message beside the field, and nothing sent.
const RULES: readonly { label: string; bad: string; good: string; message: RegExp }[] = [
  {
    label: 'Hostname or IP address',
    bad: '',
    good: 'broker',
    message: /hostname must have 1 to 128 characters/,
  },
  { label: 'Hostname or IP address', bad: 'h'.repeat(129), good: 'broker', message: /1 to 128 characters/ },
  { label: 'Port', bad: '0', good: '1883', message: /port must be between 1 and 65535/ },
  { label: 'Port', bad: '65536', good: '1883', message: /port must be between 1 and 65535/ },
  { label: 'Port', bad: '-1', good: '1883', message: /port must be between 1 and 65535/ },
  { label: 'Port', bad: '', good: '1883', message: /Please enter a number/ },
  { label: 'Client ID', bad: 'c'.repeat(65), good: '', message: /client ID may have at most 64/ },
  { label: 'Username', bad: 'u'.repeat(65), good: '', message: /username may have at most 64/ },
  { label: 'Password', bad: 'p'.repeat(65), good: '', message: /password may have at most 64/ },
  { label: 'Base topic', bad: `${'t'.repeat(32)}/`, good: 'solar/', message: /topic may have at most 32/ },
  { label: 'Base topic', bad: 'my solar/', good: 'solar/', message: /topic must not contain spaces/ },
  { label: 'Base topic', bad: 'solar', good: 'solar/', message: /topic must end with a slash/ },
  { label: 'Publish interval', bad: '4', good: '5', message: /between 5 and 65535 seconds/ },
  { label: 'Publish interval', bad: '65536', good: '5', message: /between 5 and 65535 seconds/ },
  { label: 'Publish interval', bad: '7.5', good: '5', message: /between 5 and 65535 seconds/ },
  { label: 'Root CA certificate (PEM)', bad: 'x'.repeat(2561), good: '', message: /at most 2560 characters/ },
  { label: 'Client certificate (PEM)', bad: 'x'.repeat(2561), good: '', message: /at most 2560 characters/ },
  { label: 'Client private key (PEM)', bad: 'x'.repeat(2561), good: '', message: /at most 2560 characters/ },
  {
    label: 'Status topic',
    bad: 's'.repeat(33),
    good: 'dtu/status',
    message: /last-will topic may have at most 32/,
  },
  {
    label: 'Status topic',
    bad: 'dtu status',
    good: 'dtu/status',
    message: /last-will topic must not contain/,
  },
  // Counted in UTF-8 bytes, as the device counts: eleven "ä" are 22 bytes.
  {
    label: 'Online message',
    bad: 'ä'.repeat(11),
    good: 'online',
    message: /online message may have at most 20/,
  },
  {
    label: 'Offline message',
    bad: 'o'.repeat(21),
    good: 'offline',
    message: /offline message may have at most 20/,
  },
  {
    label: 'Discovery topic',
    bad: 'h'.repeat(33),
    good: 'homeassistant/',
    message: /discovery topic may have at most 32/,
  },
  {
    label: 'Discovery topic',
    bad: 'home assistant/',
    good: 'homeassistant/',
    message: /discovery topic must not/,
  },
];

test('every client rule blocks the save, shows its message at the field and focuses it', async ({ page }) => {
  test.slow(); // many steps (or axe) on a shared, busy machine
  await open(page);
  const posted = recordPosts(page, PATH);
  await showEveryCard(page);
  for (const rule of RULES) {
    const field = page.getByLabel(rule.label, { exact: true });
    await field.fill(rule.bad);
    await save(page);
    await expect(field, `${rule.label} = ${rule.bad.slice(0, 20)}`).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(rule.message);
    await field.fill(rule.good);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  // Several at once: every message shows, the first field gets the focus.
  await page.getByLabel('Hostname or IP address').fill('');
  await page.getByLabel('Base topic').fill('solar');
  await page.getByLabel('Offline message').fill('o'.repeat(21));
  await save(page);
  await expect(page.getByLabel('Hostname or IP address')).toBeFocused();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
  await expect(page.getByText('The topic must end with a slash (/).')).toBeVisible();
  expect(posted).toEqual([]);
});

test('the device’s own answer is shown translated, with its range', async ({ page }) => {
  await open(page);
  await page.getByRole('switch', { name: 'Enable MQTT' }).check();
  await page.getByLabel('Hostname or IP address').fill('broker');
  await bypassClientChecks(page, PATH, (body) => ({ ...body, mqtt_publish_interval: 2 }));
  await save(page);
  await expect(page.getByRole('alert')).toHaveText(
    'The publish interval must be between 5 and 65535 seconds.',
  );
  await page.unroute(`**${PATH}`);
  await bypassClientChecks(page, PATH, (body) => ({ ...body, mqtt_topic: 'no-slash' }));
  await save(page);
  await expect(page.getByRole('alert')).toHaveText('The topic must end with a slash (/).');
  // Refused: what the user typed stays, and the device kept its config.
  await expect(page.getByLabel('Hostname or IP address')).toHaveValue('broker');
  expect((await stored(page)).mqtt_topic).not.toBe('no-slash');
});

test('leaving with unsaved changes asks first: a link, the browser’s back and closing the tab', async ({
  page,
}) => {
  test.slow(); // many steps (or axe) on a shared, busy machine
  await openLoggedIn(page, gateway, '/about', gateway.password);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'MQTT settings' }).click();
  await expectTitle(page, 'MQTT settings');
  await page.getByRole('switch', { name: 'Enable MQTT' }).check();
  await page.getByLabel('Hostname or IP address').fill('typed.example');
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.getByRole('link', { name: 'Live view' }).click();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/settings\/mqtt$/);
  await expect(page.getByLabel('Hostname or IP address')).toHaveValue('typed.example');

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/settings\/mqtt$/);
  await expect(page.getByLabel('Hostname or IP address')).toHaveValue('typed.example');

  // Closing or reloading the tab: the browser's own question (beforeunload).
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await question;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  expect(page.isClosed()).toBe(false);

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave and discard' }).click();
  await expectTitle(page, 'About');
});

test('a 401 in the middle of an edit leads to the login and back to what was typed', async ({ page }) => {
  test.slow(); // many steps (or axe) on a shared, busy machine
  await open(page);
  await page.getByRole('switch', { name: 'Enable MQTT' }).check();
  await page.getByLabel('Hostname or IP address').fill('after-login.example');
  await page.getByLabel('Base topic').fill('kept/');
  // The password is changed from another browser while this one edits.
  const changed = 'changed-elsewhere';
  await setAdminPassword(page.request, gateway, gateway.password, changed);
  try {
    await save(page);
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Fmqtt$/);
    await page.getByLabel('Password').fill(changed);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectTitle(page, 'MQTT settings');
    await expect(page.getByLabel('Hostname or IP address')).toHaveValue('after-login.example');
    await expect(page.getByLabel('Base topic')).toHaveValue('kept/');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await save(page);
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    expect(await readConfig<MqttConfig>(page.request, gateway, PATH, changed)).toMatchObject({
      mqtt_hostname: 'after-login.example',
      mqtt_topic: 'kept/',
    });
  } finally {
    await setAdminPassword(page.request, gateway, changed, gateway.password);
  }
});

test('a network failure on save keeps what was typed', async ({ page }) => {
  await open(page);
  await page.getByRole('switch', { name: 'Enable MQTT' }).check();
  await page.getByLabel('Hostname or IP address').fill('offline.example');
  await page.route(`**${PATH}`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await save(page);
  await expect(page.getByRole('alert')).toHaveClass(/alert-danger/);
  await expect(page.getByLabel('Hostname or IP address')).toHaveValue('offline.example');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.unroute(`**${PATH}`);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  expect((await stored(page)).mqtt_hostname).toBe('offline.example');
});

test('an anonymous user is sent to the login and comes back to the MQTT settings', async ({ page }) => {
  await page.goto(new URL('/settings/mqtt', gateway.url).href);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Fmqtt$/);
  await page.getByLabel('Password').fill(gateway.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectTitle(page, 'MQTT settings');
  await expect(page.getByRole('switch', { name: 'Enable MQTT' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a 360 px phone in the ${colorScheme} theme every card fits and has no serious violations`, async ({
    page,
  }) => {
    test.slow(); // many steps (or axe) on a shared, busy machine
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    await showEveryCard(page);
    await page.getByLabel('Hostname or IP address').fill('');
    await save(page);
    await expect(page.getByLabel('Hostname or IP address')).toBeFocused();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
