// The companion (`npm start -- --device <url>`) in front of a second emulator playing the real gateway:
// the browser talks only to the companion.
import { expect, expectTitle, test } from './fixtures.ts';
import { startCompanion, type CompanionProcess } from './companion.ts';
import type { GatewayProcess } from './gateway.ts';
import { liveGateway, NOON } from './live.ts';

// Two processes to start and a gateway to restart: generous on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let gateway: GatewayProcess;
let companion: CompanionProcess;
let gatewayPort: number;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The companion in front of a v24.10.6 gateway (companion-releases tests cover the others).
  gateway = await liveGateway(NOON, 2, { rebootDelay: 1000, firmware: 'v24.10.6' });
  gatewayPort = Number(new URL(gateway.url).port);
  companion = await startCompanion(gateway.url);
});
test.afterAll(async () => {
  await companion.stop();
  await gateway.stop();
});

const at = (path: string): string => new URL(path, companion.url).href;
const admin = (): string => `Basic ${Buffer.from(`admin:${gateway.password}`).toString('base64')}`;

test('it says what it forwards to and that the gateway answered', () => {
  expect(companion.output()).toContain(`Forwarding /api, /livedata and /console to ${gateway.url}`);
  expect(companion.output()).toContain('Gateway answered: OpenDTU-1A2B3C, firmware v24.10.6');
});

test('the live view shows the gateway’s plant over the forwarded websocket', async ({ page, issues }) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/livedata'));
  await page.goto(at('/'));
  const ws = await socket;
  expect(new URL(ws.url()).host).toBe(new URL(companion.url).host);
  await ws.waitForEvent('framereceived');
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  await expect(page.getByTestId('total-Power')).toHaveText(/^[1-9][\d,.]* W$/);
  issues.expectNone();
});

test('hashed app files are cached for a year, index.html is revalidated', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) scripts.push(response.headers()['cache-control'] ?? '');
  });
  const index = await page.goto(at('/about'));
  expect(index?.headers()['cache-control']).toBe('public, no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About', { timeout: 15_000 });
  expect(scripts.length).toBeGreaterThan(0);
  for (const header of scripts) expect(header).toBe('public, max-age=31536000, immutable');
});

test('logging in and saving a setting go through to the gateway', async ({ page, issues }) => {
  await page.goto(at('/settings/ntp'));
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Fntp$/);
  await page.getByLabel('Password').fill(gateway.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectTitle(page, 'NTP settings');
  await page.getByLabel('Time server').fill('companion.pool.ntp.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible({ timeout: 15_000 });
  // Asked of the gateway itself, not through the companion.
  const stored = await page.request.get(new URL('/api/ntp/config', gateway.url).href, {
    headers: { Authorization: admin() },
  });
  expect(((await stored.json()) as { ntp_server: string }).ntp_server).toBe('companion.pool.ntp.org');
  issues.expectNone();
});

test('the console shows the gateway’s log', async ({ page, issues }) => {
  await page.goto(at('/info/console'));
  await expectTitle(page, 'Console');
  await expect(page.getByTestId('console-output')).toContainText(/\d{2}:\d{2}:\d{2} \S/, { timeout: 15_000 });
  issues.expectNone();
});

test('a configuration restore is uploaded through the companion and the gateway restarts with it', async ({
  page,
}) => {
  const config = (await (
    await page.request.get(at('/api/config/get?file=config.json'), { headers: { Authorization: admin() } })
  ).json()) as { ntp: { server: string } };
  config.ntp.server = 'restored.companion.example';
  const upload = await page.request.post(at('/api/config/upload?file=config.json'), {
    headers: { Authorization: admin() },
    multipart: {
      config: {
        name: 'config.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(config)),
      },
    },
  });
  expect(upload.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(at('/api/ntp/config'), { headers: { Authorization: admin() } });
        return answer.ok() ? ((await answer.json()) as { ntp_server: string }).ntp_server : answer.status();
      },
      { timeout: 15_000 },
    )
    .toBe('restored.companion.example');
});

test('a reboot: the page shows the gateway away, then live again', async ({ page }) => {
  await page.addInitScript((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
  await page.goto(at('/'));
  const online = page.getByRole('img', { name: 'Online' });
  await expect(online).toBeVisible();
  const answer = await page.request.post(at('/api/maintenance/reboot'), {
    headers: { Authorization: admin() },
    form: { data: JSON.stringify({ reboot: true }) },
  });
  expect(await answer.json()).toMatchObject({ type: 'success', code: 6001 });
  await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible({ timeout: 10_000 });
  await expect(online).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('total-Power')).toHaveText(/ W$/);
});

test('the gateway killed and restarted behind the companion: offline, never a blank page, then live again', async ({
  page,
}) => {
  await page.goto(at('/'));
  const online = page.getByRole('img', { name: 'Online' });
  await expect(online).toBeVisible();
  await gateway.kill();
  await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();
  await expect(
    page.getByText(/^No connection to the gateway since .+: these values are its last, not current\.$/),
  ).toBeVisible();
  // A fresh load while the gateway is away still shows the app, with the gateway offline.
  await page.reload();
  await expectTitle(page, 'Live view');
  await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();

  gateway = await liveGateway(NOON, 2, { rebootDelay: 1000, dataDir: gateway.dataDir, port: gatewayPort });
  await expect(online).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('total-Power')).toHaveText(/^[1-9][\d,.]* W$/);
  await expect(page.getByText('No connection to the gateway')).toBeHidden();
});
