// The four info screens show what the gateway answers, formatted for the reader, and load again on
// Reload and pull-to-refresh; the system screen's release check is opt-in and shows its three states.
import {
  heapFragmentation,
  ISRG_ROOT_X1_PEM,
  percentUsed,
  wifiQuality,
  type MqttStatus,
  type NetworkStatus,
  type NtpStatus,
  type SystemStatus,
} from '@dtu-web/protocol';
import type { Page } from '@playwright/test';
import { expect, expectTitle, test } from './fixtures.ts';
import {
  changeConfig,
  getJson,
  infoValue,
  openInfo,
  openInfoFrozen,
  ReleaseStandIn,
  reloadInfo,
  type ReleaseMode,
} from './info.ts';

const kb = (bytes: number, locale = 'en'): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte' }).format(Math.round(bytes / 1024));
const percent = (fraction: number, locale = 'en'): string =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(fraction);
/** The device's C-locale time text as the UI shows it (numeric, 24-hour, with seconds). */
function deviceTime(text: string, locale = 'en', plusSeconds = 0): string {
  const moment = Date.parse(`${text.replace(/^\w+, /, '')} UTC`) + plusSeconds * 1000;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(moment);
}
/** "3 days, 04:05:06" → seconds. */
function uptimeSeconds(text: string): number {
  const match = /^(\d+)\D+(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  expect(match, text).not.toBeNull();
  const [, d, h, m, s] = (match ?? []).map(Number);
  return (d ?? 0) * 86400 + (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

// Each test opens screens and changes settings on an emulator shared with other workers' load.
test.describe.configure({ timeout: 90_000 });

/** Whole seconds since `start` plus one: how far a counter shown since then may have moved on. */
const secondsSince = (start: number): number => Math.ceil((Date.now() - start) / 1000) + 1;

test.describe('system information', () => {
  test('shows the firmware, hardware, memory, heap and radios the gateway reports', async ({
    page,
    issues,
  }) => {
    const opened = Date.now();
    // Every answer the same (see openInfoFrozen): the screen's values compare with this one.
    const status = await openInfoFrozen<SystemStatus>(page, '/info/system', '/api/system/status');
    await expectTitle(page, 'System information');
    const firmware = (label: string) => infoValue(page, 'Firmware', label);
    await expect(firmware('Hostname')).toHaveText(status.hostname);
    await expect(firmware('SDK version')).toHaveText(status.sdkversion);
    await expect(firmware('Configuration version')).toHaveText(status.config_version);
    await expect(firmware('Firmware version')).toHaveText(status.git_hash);
    await expect(firmware('PlatformIO environment')).toHaveText(status.pioenv);
    // The device's reset reasons in the reader's words (device-api §9.3).
    const reason: Record<string, string> = {
      'Vbat power on reset': 'Power switched on',
      'Software reset CPU': 'Restarted by the firmware',
    };
    await expect(firmware('Reset reason CPU 0')).toHaveText(reason[status.resetreason_0] ?? '?');
    await expect(firmware('Reset reason CPU 1')).toHaveText(reason[status.resetreason_1] ?? '?');
    await expect(firmware('Configuration saves')).toHaveText(String(status.cfgsavecount));
    const shownUptime = uptimeSeconds((await firmware('Uptime').textContent()) ?? '');
    expect(shownUptime).toBeGreaterThanOrEqual(status.uptime);
    expect(shownUptime).toBeLessThanOrEqual(status.uptime + secondsSince(opened));

    const hardware = (label: string) => infoValue(page, 'Hardware', label);
    await expect(hardware('Chip model')).toHaveText(status.chipmodel);
    await expect(hardware('Chip revision')).toHaveText(String(status.chiprevision));
    await expect(hardware('CPU cores')).toHaveText(String(status.chipcores));
    await expect(hardware('CPU frequency')).toHaveText(`${String(status.cpufreq)} MHz`);
    await expect(hardware('Flash size')).toHaveText(kb(status.flashsize));

    const memory = page.getByRole('region', { name: 'Memory' });
    for (const [name, used, total] of [
      ['Heap', status.heap_used, status.heap_total],
      ['File system (LittleFS)', status.littlefs_used, status.littlefs_total],
      ['Firmware partition', status.sketch_used, status.sketch_total],
    ] as const) {
      const bar = memory.getByRole('progressbar', { name });
      await expect(bar).toHaveAttribute('aria-valuenow', String(percentUsed(used, total)));
      const item = memory.getByRole('listitem').filter({ has: page.getByRole('progressbar', { name }) });
      await expect(item).toContainText(`${kb(used)} of ${kb(total)} used, ${kb(total - used)} free`);
    }
    await expect(memory.getByRole('progressbar')).toHaveCount(status.psram_total > 0 ? 4 : 3);

    const heap = (label: string) => infoValue(page, 'Heap details', label);
    const free = status.heap_total - status.heap_used;
    await expect(heap('Total free')).toHaveText(kb(free));
    await expect(heap('Largest free block')).toHaveText(kb(status.heap_max_block));
    const maxUsed = status.heap_total - status.heap_min_free;
    await expect(heap('Maximum usage since start')).toHaveText(
      `${kb(maxUsed)} (${percent(percentUsed(maxUsed, status.heap_total) / 100)})`,
    );
    await expect(heap('Fragmentation')).toHaveText(
      percent(Math.round(heapFragmentation(status.heap_max_block, free) * 100) / 100),
    );

    const nrf = (label: string) => infoValue(page, 'NRF radio', label);
    await expect(nrf('Status')).toHaveText(status.nrf_configured ? 'configured' : 'not configured');
    await expect(nrf('Chip')).toHaveText(status.nrf_connected ? 'connected' : 'not connected');
    await expect(nrf('Chip type')).toHaveText(
      status.nrf_connected ? (status.nrf_pvariant ? 'nRF24L01+' : 'nRF24L01') : 'unknown',
    );
    const cmt = (label: string) => infoValue(page, 'CMT radio', label);
    await expect(cmt('Status')).toHaveText(status.cmt_configured ? 'configured' : 'not configured');
    await expect(cmt('Chip type')).toHaveText(status.cmt_connected ? 'CMT2300A' : 'unknown');
    issues.expectNone();
  });

  test('counts the uptime on every second, and Reload shows new values', async ({
    page,
    request,
    gateway,
  }) => {
    const status = await openInfo<SystemStatus>(page, '/info/system', '/api/system/status');
    const uptime = infoValue(page, 'Firmware', 'Uptime');
    const first = uptimeSeconds((await uptime.textContent()) ?? '');
    await expect.poll(async () => uptimeSeconds((await uptime.textContent()) ?? '')).toBeGreaterThan(first);

    await changeConfig(request, gateway, '/api/ntp/config', {});
    const reloaded = Date.now();
    const again = await reloadInfo<SystemStatus>(page, '/api/system/status');
    expect(again.cfgsavecount).toBe(status.cfgsavecount + 1);
    await expect(infoValue(page, 'Firmware', 'Configuration saves')).toHaveText(String(again.cfgsavecount));
    const shown = uptimeSeconds((await uptime.textContent()) ?? '');
    expect(shown).toBeGreaterThanOrEqual(again.uptime);
    expect(shown).toBeLessThanOrEqual(again.uptime + secondsSince(reloaded));
  });

  test.describe('release check', () => {
    let standIn: ReleaseStandIn;
    test.beforeEach(async ({ page }) => {
      standIn = await ReleaseStandIn.start();
      await page.addInitScript((template) => {
        localStorage.setItem('versionCheckUrl', template);
      }, standIn.template);
    });
    test.afterEach(async () => {
      await standIn.close();
    });

    const badge = (page: Page, text: string) =>
      infoValue(page, 'Firmware', 'Release check').getByText(text, { exact: true });
    async function expectBadge(page: Page, mode: ReleaseMode, text: string, colour: string) {
      standIn.mode = mode;
      await reloadInfo<SystemStatus>(page, '/api/system/status');
      await expect(badge(page, text)).toBeVisible();
      await expect(badge(page, text)).toHaveCSS('background-color', colour);
    }

    test('asks nothing until allowed, then shows newer, up to date and failed', async ({ page }) => {
      const status = await openInfo<SystemStatus>(page, '/info/system', '/api/system/status');
      const allow = page.getByRole('switch', { name: 'Check for a newer release' });
      await expect(allow).not.toBeChecked();
      await expect(infoValue(page, 'Firmware', 'Release check')).not.toContainText('Newer release');
      expect(standIn.requests).toEqual([]);

      await allow.check();
      const newer = page.getByRole('link', { name: 'Newer release available' });
      await expect(newer).toHaveAttribute('href', `${standIn.origin}/compare-page/${status.git_hash}`);
      await expect(newer).toHaveCSS('background-color', 'rgb(220, 53, 69)');
      expect(standIn.requests).toEqual([`/compare/${status.git_hash}...HEAD`]);

      await expectBadge(page, 'current', 'Up to date', 'rgb(25, 135, 84)');
      await expect(newer).toBeHidden();
      await expectBadge(page, 'failing', 'The latest release could not be checked', 'rgb(108, 117, 125)');

      // The choice is remembered: a later visit checks at once; switched off, nothing is asked.
      standIn.mode = 'newer';
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/system/status'));
      await page.reload();
      await answer;
      await expect(newer).toBeVisible();
      await allow.uncheck();
      const asked = standIn.requests.length;
      await reloadInfo<SystemStatus>(page, '/api/system/status');
      await expect(allow).not.toBeChecked();
      await expect(newer).toBeHidden();
      expect(standIn.requests).toHaveLength(asked);
    });
  });
});

test('network information shows the station, access point and both interfaces', async ({
  page,
  request,
  gateway,
  issues,
}) => {
  await changeConfig(request, gateway, '/api/network/config', { ssid: 'Solar Net', password: 'secret-123' });
  // From v25.2.3 the gateway applies network settings 500 ms after its reply: open once it has.
  await expect
    .poll(async () => (await getJson<NetworkStatus>(request, gateway, '/api/network/status')).sta_ssid)
    .toBe('Solar Net');
  const status = await openInfo<NetworkStatus>(page, '/info/network', '/api/network/status');
  await expectTitle(page, 'Network information');
  const station = (label: string) => infoValue(page, 'WiFi (station)', label);
  await expect(station('Status')).toHaveText(status.sta_status ? 'enabled' : 'disabled');
  await expect(station('SSID')).toHaveText(status.sta_ssid);
  await expect(station('BSSID')).toHaveText(status.sta_bssid);
  await expect(station('Signal quality')).toHaveText(percent(wifiQuality(status.sta_rssi) / 100));
  await expect(station('Signal strength (RSSI)')).toHaveText(`${String(status.sta_rssi)} dBm`);
  const ap = (label: string) => infoValue(page, 'WiFi (access point)', label);
  await expect(ap('Status')).toHaveText(status.ap_status ? 'enabled' : 'disabled');
  await expect(ap('SSID')).toHaveText(status.ap_ssid);
  await expect(ap('Connected stations')).toHaveText(String(status.ap_stationnum));
  const card =
    status.network_mode === 'Ethernet' ? 'Network interface (Ethernet)' : 'Network interface (WiFi)';
  for (const [label, value] of [
    ['Hostname', status.network_hostname],
    ['IP address', status.network_ip],
    ['Netmask', status.network_netmask],
    ['Default gateway', status.network_gateway],
    ['DNS server 1', status.network_dns1],
    ['DNS server 2', status.network_dns2],
    ['MAC address', status.network_mac],
  ] as const) {
    await expect(infoValue(page, card, label)).toHaveText(value);
  }
  await expect(infoValue(page, 'Access point interface', 'IP address')).toHaveText(status.ap_ip);
  await expect(infoValue(page, 'Access point interface', 'MAC address')).toHaveText(status.ap_mac);

  await changeConfig(request, gateway, '/api/network/config', { ssid: 'Other Net' });
  // Applied 500 ms after the reply again: Reload until it has.
  await expect(async () => {
    await reloadInfo<NetworkStatus>(page, '/api/network/status');
    await expect(station('SSID')).toHaveText('Other Net', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  issues.expectNone();
});

test('NTP information shows the settings, the ticking device clock and the sun', async ({
  page,
  request,
  gateway,
}) => {
  const opened = Date.now();
  const status = await openInfo<NtpStatus>(page, '/info/ntp', '/api/ntp/status');
  await expectTitle(page, 'NTP information');
  const summary = (label: string) => infoValue(page, 'Configuration summary', label);
  await expect(summary('Time server')).toHaveText(status.ntp_server);
  await expect(summary('Time zone')).toHaveText(status.ntp_timezone);
  await expect(summary('Time zone name')).toHaveText(status.ntp_timezone_descr);
  const now = (label: string) => infoValue(page, 'Current time', label);
  await expect(now('Status')).toHaveText(status.ntp_status ? 'synchronised' : 'not synchronised');
  expect(status.sun_isSunsetAvailable).toBe(true);
  await expect(now('Sunrise')).toHaveText(deviceTime(status.sun_risetime));
  await expect(now('Sunset')).toHaveText(deviceTime(status.sun_settime));
  await expect(now('Day or night')).toHaveText(status.sun_isDayPeriod ? 'Day' : 'Night');
  const clock = now('Local time');
  const shown = await clock.textContent();
  const around = Array.from({ length: secondsSince(opened) + 1 }, (_, seconds) =>
    deviceTime(status.ntp_localtime, 'en', seconds),
  );
  expect(around).toContain(shown);
  await expect(clock).not.toHaveText(shown ?? '');

  await changeConfig(request, gateway, '/api/ntp/config', { ntp_server: 'time.example.org' });
  await reloadInfo<NtpStatus>(page, '/api/ntp/status');
  await expect(summary('Time server')).toHaveText('time.example.org');
});

test('MQTT information shows the settings, discovery, certificates and the connection', async ({
  page,
  request,
  gateway,
}) => {
  await changeConfig(request, gateway, '/api/mqtt/config', {
    mqtt_enabled: true,
    mqtt_hostname: '127.0.0.1',
    mqtt_port: 1,
    mqtt_username: 'solar',
    mqtt_topic: 'roof/',
    mqtt_tls: true,
    mqtt_root_ca_cert: ISRG_ROOT_X1_PEM,
    mqtt_hass_enabled: true,
    mqtt_hass_topic: 'ha/',
  });
  const status = await openInfo<MqttStatus>(page, '/info/mqtt', '/api/mqtt/status');
  await expectTitle(page, 'MQTT information');
  const config = (label: string) => infoValue(page, 'Configuration summary', label);
  await expect(config('Status')).toHaveText('enabled');
  await expect(config('Broker')).toHaveText(status.mqtt_hostname);
  await expect(config('Port')).toHaveText(String(status.mqtt_port));
  await expect(config('Client ID')).toHaveText(status.mqtt_clientid);
  await expect(config('Username')).toHaveText('solar');
  await expect(config('Base topic')).toHaveText('roof/');
  await expect(config('Last-will topic')).toHaveText(status.mqtt_lwt_topic);
  await expect(config('Publish interval')).toHaveText(`${String(status.mqtt_publish_interval)} seconds`);
  await expect(config('TLS')).toHaveText('enabled');
  const hass = (label: string) => infoValue(page, 'Home Assistant discovery', label);
  await expect(hass('Status')).toHaveText('enabled');
  await expect(hass('Discovery topic')).toHaveText('ha/');
  await expect(hass('Expire entities')).toHaveText(status.mqtt_hass_expire ? 'yes' : 'no');
  expect(status.mqtt_root_ca_cert_info).toContain('ISRG Root X1');
  const certificate = page.getByRole('region', { name: 'Certificates' }).getByRole('figure', {
    name: 'Root CA certificate',
  });
  await expect(certificate.locator('pre')).toHaveText(status.mqtt_root_ca_cert_info.trim());
  const connection = infoValue(page, 'Runtime status', 'Connection to the broker');
  await expect(connection).toHaveText('not connected');
  await expect(connection.locator('.badge')).toHaveCSS('background-color', 'rgb(220, 53, 69)');

  await changeConfig(request, gateway, '/api/mqtt/config', { mqtt_tls: false, mqtt_enabled: false });
  await reloadInfo<MqttStatus>(page, '/api/mqtt/status');
  await expect(config('Status')).toHaveText('disabled');
  await expect(page.getByRole('region', { name: 'Certificates' })).toHaveCount(0);
});
