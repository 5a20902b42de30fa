// The info screens in German and French, on a 360 px phone (with pull-to-refresh), in the dark and
// light themes without serious accessibility findings.
import type { NtpStatus, SystemStatus } from '@dtu-web/protocol';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, expectTitle, test } from './fixtures.ts';
import { changeConfig, expectNoSideways, infoValue, openInfo, pullDown, ReleaseStandIn } from './info.ts';

// Each test opens several screens on an emulator shared with other workers' load.
test.describe.configure({ timeout: 90_000 });

const INFO = [
  { path: '/info/system', endpoint: '/api/system/status', title: 'System information' },
  { path: '/info/network', endpoint: '/api/network/status', title: 'Network information' },
  { path: '/info/ntp', endpoint: '/api/ntp/status', title: 'NTP information' },
  { path: '/info/mqtt', endpoint: '/api/mqtt/status', title: 'MQTT information' },
] as const;

async function useLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('locale', value);
  }, locale);
}

const kb = (bytes: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte' }).format(Math.round(bytes / 1024));
const days = (count: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(count);
function wallClock(text: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.parse(`${text.replace(/^\w+, /, '')} UTC`));
}

for (const { locale, title, firmware, memory, flash, uptime, ntp, sunrise, reset, powerOn, restarted } of [
  {
    locale: 'de',
    title: /^System\u00ad?informationen$/,
    firmware: 'Firmware',
    memory: 'Speicher',
    flash: 'Flash-Größe',
    uptime: 'Betriebszeit',
    ntp: 'Aktuelle Zeit',
    sunrise: 'Sonnenaufgang',
    reset: 'Grund des Neustarts CPU 0',
    powerOn: 'Stromversorgung eingeschaltet',
    restarted: 'Neustart durch die Firmware',
  },
  {
    locale: 'fr',
    title: 'Informations système',
    firmware: 'Micrologiciel',
    memory: 'Mémoire',
    flash: 'Taille de la mémoire flash',
    uptime: 'Temps de fonctionnement',
    ntp: 'Heure actuelle',
    sunrise: 'Lever du soleil',
    reset: 'Cause du redémarrage CPU 0',
    powerOn: 'Mise sous tension',
    restarted: 'Redémarrage par le micrologiciel',
  },
] as const) {
  test(`${locale}: values are formatted the way a ${locale} reader writes them`, async ({ page }) => {
    await useLocale(page, locale);
    const status = await openInfo<SystemStatus>(page, '/info/system', '/api/system/status');
    await expectTitle(page, title);
    await expect(page.getByRole('region', { name: memory })).toBeVisible();
    await expect(infoValue(page, 'Hardware', flash).or(infoValue(page, 'Matériel', flash))).toHaveText(
      kb(status.flashsize, locale),
    );
    const dayCount = Math.floor(status.uptime / 86400);
    await expect(infoValue(page, firmware, uptime)).toContainText(`${days(dayCount, locale)}, `);
    // The device's reset reason (English on the wire) in the reader's language.
    await expect(infoValue(page, firmware, reset)).toHaveText(
      status.resetreason_0 === 'Vbat power on reset' ? powerOn : restarted,
    );

    const time = await openInfo<NtpStatus>(page, '/info/ntp', '/api/ntp/status');
    await expect(infoValue(page, ntp, sunrise)).toHaveText(wallClock(time.sun_risetime, locale));
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const locale of ['en', 'de', 'fr']) {
    test(`${locale}: no info screen scrolls sideways`, async ({ page, request, gateway }) => {
      await changeConfig(request, gateway, '/api/mqtt/config', { mqtt_tls: true, mqtt_tls_cert_login: true });
      await useLocale(page, locale);
      for (const { path, endpoint } of INFO) {
        await openInfo(page, path, endpoint);
        await expect(page.getByRole('region').first()).toBeVisible();
        await expectNoSideways(page);
      }
    });
  }

  test('pulling the page down loads the screen again', async ({ page, request, gateway }) => {
    const before = await openInfo<SystemStatus>(page, '/info/system', '/api/system/status');
    await changeConfig(request, gateway, '/api/ntp/config', {});
    // What the screen shows, not which answer came next: the app's firmware check reads the same
    // endpoint when the screen opens, and on a loaded machine its answer can arrive after the save.
    await pullDown(page);
    await expect(infoValue(page, 'Firmware', 'Configuration saves')).toHaveText(
      String(before.cfgsavecount + 1),
    );
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test('the info screens with their badges have no serious accessibility findings', async ({ page }) => {
      // Four screens and four analyses in one page: bounded generously for a loaded machine.
      test.setTimeout(180_000);
      const standIn = await ReleaseStandIn.start();
      try {
        await page.addInitScript((template) => {
          localStorage.setItem('versionCheckUrl', template);
          localStorage.setItem('allowVersionInfo', '1');
        }, standIn.template);
        for (const { path, endpoint, title } of INFO) {
          await test.step(path, async () => {
            await openInfo(page, path, endpoint);
            await expectTitle(page, title);
            await expect(page.getByRole('region').first()).toBeVisible();
            if (path === '/info/system') {
              await expect(page.getByRole('link', { name: 'Newer release available' })).toBeVisible();
            }
            // Soft: one screen's findings do not hide the next screen's.
            expect.soft(await seriousViolations(page), path).toEqual([]);
          });
        }
      } finally {
        await standIn.close();
      }
    });
  });
}
