import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const src = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The firmware-ready build runs on a bare gateway, never behind a companion (companion-api §0): what only
 * a companion can feed (the History screen's charts, the live panel's recorded day) is swapped for its
 * small stand-in, which says what a companion adds. The same app probes `/api/x/info` in every build;
 * this only keeps ~26 KB gz of unreachable code and strings out of the 170 KB the firmware allows.
 */
const STAND_INS: Readonly<Record<string, string>> = {
  [src('features/history/HistoryPage.tsx')]: src('features/history/device/HistoryPage.tsx'),
  [src('features/history/i18n/en.ts')]: src('features/history/device/strings.en.ts'),
  [src('features/history/i18n/de.ts')]: src('features/history/device/strings.de.ts'),
  [src('features/history/i18n/fr.ts')]: src('features/history/device/strings.fr.ts'),
  [src('features/live/history/CompanionHistory.tsx')]: src(
    'features/live/history/device/CompanionHistory.tsx',
  ),
  // Several gateways behind one companion (issue 24): the fleet page, the picker and the fleet home.
  [src('features/fleet/FleetPage.tsx')]: src('features/fleet/device/FleetPage.tsx'),
  // Alerts (issue 31) are the companion's: both screens say so, the navbar has no bell.
  [src('features/alerts/AlertsPage.tsx')]: src('features/alerts/device/AlertsPage.tsx'),
  [src('features/alerts/AlertSettingsPage.tsx')]: src('features/alerts/device/AlertsPage.tsx'),
  [src('features/alerts/i18n/en.ts')]: src('features/alerts/device/strings.en.ts'),
  [src('features/alerts/i18n/de.ts')]: src('features/alerts/device/strings.de.ts'),
  [src('features/alerts/i18n/fr.ts')]: src('features/alerts/device/strings.fr.ts'),
  [src('components/AlertBell.tsx')]: src('components/device/AlertBell.tsx'),
  [src('components/GatewayPickerSlot.tsx')]: src('components/device/GatewayPickerSlot.tsx'),
  [src('lib/gateway/useGatewayHome.ts')]: src('lib/gateway/device/useGatewayHome.ts'),
  // An offline gateway's last values are the companion's (issue 30 item 6).
  [src('features/live/offline/OfflineGateway.tsx')]: src('features/live/offline/device/OfflineGateway.tsx'),
};

export function withoutCompanion(): Plugin {
  return {
    name: 'dtu-web:without-companion',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const standIn = resolved ? STAND_INS[resolved.id.split('?')[0] ?? ''] : undefined;
      return standIn ?? null;
    },
  };
}
