// The firmware-ready build (npm run build:device) served the way the OpenDTU firmware serves it
// (deviceServer.ts, device-api §10.4), with the API from an emulator of the same release: v24.10.6, which
// embeds six files, and v26.3.30, which embeds five (no zones.json.gz, firmware-versions §1, §2.8).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, expectTitle, test } from './fixtures.ts';
import { DEVICE_URLS, deviceUrls, startDeviceServer, type DeviceServer } from './deviceServer.ts';
import type { GatewayProcess } from './gateway.ts';
import { repoRoot } from './gateway.ts';
import { liveGateway, logInOn, NOON } from './live.ts';
import { ROUTES } from './routes.ts';

const build = join(repoRoot, 'packages', 'web', 'dist-device');
const SIX = [
  'favicon.ico',
  'favicon.png',
  'index.html.gz',
  'js/app.js.gz',
  'site.webmanifest',
  'zones.json.gz',
];

// Two servers to start and many screens to open: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

test('the build is exactly the six files the firmware embeds, the script holding every language', () => {
  expect(files(build)).toEqual(SIX);
  const script = gunzipSync(readFileSync(join(build, 'js', 'app.js.gz'))).toString();
  // All three languages are inside the one script; the CSS is in the page, for the first screen the
  // page draws before the script has arrived (build/liveShell.ts).
  for (const text of ['Neu laden', 'Recharger', 'Reload']) expect(script).toContain(text);
  const page = gunzipSync(readFileSync(join(build, 'index.html.gz'))).toString();
  expect(page).toContain('<script type="module" crossorigin src="/js/app.js"></script>');
  expect(page).not.toContain('stylesheet');
  expect(page).toMatch(/<style>[^<]*--bs-body-bg/);
  expect(script).not.toContain('--bs-body-bg:');
  const manifest = JSON.parse(readFileSync(join(build, 'site.webmanifest'), 'utf8')) as {
    display: string;
    icons: { src: string }[];
  };
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons) expect(Object.keys(DEVICE_URLS)).toContain(icon.src);
});

for (const release of ['v24.10.6', 'v26.3.30'] as const) {
  // Where the release keeps its time zones: /zones.json up to v26.3.27, /api/ntp/zones from v26.3.28.
  const zones = release === 'v24.10.6' ? '/zones.json' : '/api/ntp/zones';

  test.describe(`OpenDTU ${release}`, () => {
    let gateway: GatewayProcess;
    let device: DeviceServer;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      if (!existsSync(join(build, 'index.html.gz'))) {
        throw new Error(
          'packages/web/dist-device is missing: run `npm run build:device` (npm run test:e2e does)',
        );
      }
      gateway = await liveGateway(NOON, 2, { rebootDelay: 500, firmware: release });
      device = await startDeviceServer(build, gateway.url, release);
    });
    test.afterAll(async () => {
      await device.stop();
      await gateway.stop();
    });

    const at = (path: string): string => new URL(path, device.url).href;

    test('every screen opens with no failed request, no script error and no URL the device does not serve', async ({
      page,
      issues,
    }) => {
      test.setTimeout(300_000);
      await logInOn(page, gateway);
      const asked = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(device.url).origin) asked.add(url.pathname);
      });
      for (const route of ROUTES) {
        await page.goto(at(route.path));
        await expectTitle(page, route.title);
      }
      issues.expectNone();
      const files = [...asked].filter((path) => !/^\/(api\/|livedata$|console$)/.test(path));
      const routes = ROUTES.map((route) => route.path);
      for (const path of files) expect([...deviceUrls(release), ...routes]).toContain(path);
      expect(files).toContain('/js/app.js');
    });

    test('the live view shows the plant live', async ({ page, issues }) => {
      const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/livedata'));
      await page.goto(at('/'));
      await (await socket).waitForEvent('framereceived');
      await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
      await expect(page.getByTestId('total-Power')).toHaveText(/^[1-9][\d,.]* W$/);
      issues.expectNone();
    });

    test(`a setting is saved (the NTP screen, with its time zones from ${zones})`, async ({
      page,
      issues,
    }) => {
      await logInOn(page, gateway);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(at('/settings/ntp'));
      await expectTitle(page, 'NTP settings');
      await page.getByLabel('Time server').fill('device-build.pool.ntp.org');
      await page.getByLabel('Time zone', { exact: true }).selectOption({ label: 'Asia/Tokyo' });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Settings saved.')).toBeVisible({ timeout: 15_000 });
      await page.reload();
      await expect(page.getByLabel('Time server')).toHaveValue('device-build.pool.ntp.org', {
        timeout: 15_000,
      });
      await expect(page.getByLabel('Time zone rule')).toHaveValue('JST-9');
      expect(asked).toContain(zones);
      expect(asked).not.toContain(release === 'v24.10.6' ? '/api/ntp/zones' : '/zones.json');
      issues.expectNone();
    });

    if (release === 'v26.3.30') {
      test('embeds five files: /zones.json is the web page, the ETags hash git_hash too', async ({
        page,
      }) => {
        expect(deviceUrls(release)).toEqual(Object.keys(DEVICE_URLS).filter((url) => url !== '/zones.json'));
        const zonesFile = await page.request.get(at('/zones.json'));
        expect(zonesFile.status()).toBe(200);
        expect(zonesFile.headers()['content-type']).toBe('text/html');
        expect(await zonesFile.text()).toBe(
          gunzipSync(readFileSync(join(build, 'index.html.gz'))).toString(),
        );
        const script = await page.request.get(at('/js/app.js'));
        const bytes = readFileSync(join(build, 'js', 'app.js.gz'));
        const md5 = createHash('md5').update(bytes).update(release).digest('hex');
        expect(script.headers().etag).toBe(`"${md5}"`);
      });
      return;
    }

    /** A "rebuild": another script and another build id, as a new firmware image would bring. */
    function rebuild(): string {
      const rebuilt = mkdtempSync(join(tmpdir(), 'dtu-e2e-rebuilt-'));
      cpSync(build, rebuilt, { recursive: true });
      const script = gunzipSync(readFileSync(join(rebuilt, 'js', 'app.js.gz'))).toString();
      writeFileSync(
        join(rebuilt, 'js', 'app.js.gz'),
        gzipSync(`window.rebuiltApp=true;\n${script}`, { level: 9 }),
      );
      const html = gunzipSync(readFileSync(join(rebuilt, 'index.html.gz'))).toString();
      writeFileSync(
        join(rebuilt, 'index.html.gz'),
        gzipSync(html.replace(/(name="dtu-build" content=")[^"]+/, '$1rebuilt'), { level: 9 }),
      );
      return rebuilt;
    }

    test('a reload after a rebuild runs the new app: the script’s ETag changes', async ({ page }) => {
      const rebuilt = rebuild();
      try {
        await page.goto(at('/about'));
        await expectTitle(page, 'About');
        const before = await page.request.get(at('/js/app.js'));
        const etag = before.headers().etag ?? '';
        expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
        // The cached copy is revalidated: the same ETag gets 304.
        const again = await page.request.get(at('/js/app.js'), { headers: { 'If-None-Match': etag } });
        expect(again.status()).toBe(304);
        expect(again.headers().etag).toBe(etag);

        device.load(rebuilt);
        const reloaded = page.waitForResponse((response) => response.url() === at('/js/app.js'));
        await page.reload();
        const response = await reloaded;
        expect(response.status()).toBe(200);
        expect(response.headers().etag).not.toBe(etag);
        await expectTitle(page, 'About');
        expect(await page.evaluate(() => 'rebuiltApp' in window)).toBe(true);
      } finally {
        device.load(build);
        rmSync(rebuilt, { recursive: true, force: true });
      }
    });

    test('after a firmware update with a new app, the open page offers a reload', async ({ page }) => {
      const rebuilt = rebuild();
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      try {
        await page.goto(at('/about'));
        await expectTitle(page, 'About');
        device.load(rebuilt);
        // The open app notices on its next look at the gateway (here: going to another screen).
        await page.getByRole('link', { name: 'Live view' }).click();
        await expectTitle(page, 'Live view');
        const offer = page
          .getByRole('status')
          .filter({ hasText: 'A new version of this interface is on the gateway.' });
        await expect(offer, logs.join('\n')).toBeVisible({ timeout: 15_000 });
        await offer.getByRole('button', { name: 'Reload' }).click();
        await expect.poll(() => page.evaluate(() => 'rebuiltApp' in window)).toBe(true);
        await expect(offer).toBeHidden();
      } finally {
        device.load(build);
        rmSync(rebuilt, { recursive: true, force: true });
      }
    });
  });
}
