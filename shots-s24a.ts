import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { FLEET_IDS, startFleet, type FleetId } from './e2e/fleet.ts';

const NAMES: Record<FleetId, string> = { home: 'Home', garage: 'Garage', shed: 'Shed' };
const dirs: Partial<Record<FleetId, string>> = {};
for (const id of FLEET_IDS) {
  const dir = mkdtempSync(join(tmpdir(), `dtu-shots-${id}-`));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ wifi: { hostname: NAMES[id] } }));
  dirs[id] = dir;
}
const fleet = await startFleet({
  dataDirs: dirs,
  gatewayArgs: { home: ['--inverters', '2', '--quiet'], garage: ['--inverters', '1', '--quiet'], shed: ['--inverters', '3', '--quiet'] },
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const offline of [false, true]) {
    if (offline) await fleet.gateways.shed.stop();
    for (const locale of ['en', 'de', 'fr']) {
      for (const theme of ['light', 'dark']) {
        for (const width of [360, 1280]) {
          if (offline && !(locale === 'en' || width === 360)) continue;
          const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 800 } });
          await page.addInitScript(
            ([l, t]) => {
              localStorage.setItem('locale', l);
              localStorage.setItem('theme', t);
            },
            [locale, theme] as const,
          );
          const id: FleetId = offline ? 'shed' : 'garage';
          await page.goto(fleet.url(id, '/info/system'));
          await page.getByRole('heading', { level: 1 }).waitFor();
          if (width === 360) await page.locator('.navbar-toggler').click();
          const toggle = page.locator('[data-testid="gateway-picker"]');
          await toggle.waitFor();
          if (offline) await page.locator('.gateway-picker-label .badge').waitFor({ timeout: 20_000 });
          await toggle.click();
          await page.locator('.dropdown-menu.show [data-reach="online"]').first().waitFor();
          await page.screenshot({ path: `/work/shots/s24a/picker-${offline ? 'offline-' : ''}${locale}-${theme}-${width}.png` });
          await page.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await fleet.stop();
}
