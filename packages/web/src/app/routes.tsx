import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import LivePage from '../features/live/LivePage.tsx';
import { ensureScreenStrings } from '../lib/i18n/index.ts';
import { AppLayout } from './AppLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';

/**
 * A screen of the feature folder `area`, loaded on demand side by side with its strings in the active
 * locale (the bundle bench reads these calls to price each route's first load). Free of side effects:
 * a screen no route uses (the fleet in the firmware-ready build) is dropped with its code.
 */
/* @__NO_SIDE_EFFECTS__ */
function page<P extends object>(area: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => (await Promise.all([load(), ensureScreenStrings(area)]))[0]);
}

const LoginPage = page('login', () => import('../features/login/LoginPage.tsx'));
const AboutPage = page('about', () => import('../features/about/AboutPage.tsx'));
const ConsolePage = page('console', () => import('../features/console/ConsolePage.tsx'));
const RebootPage = page('reboot', () => import('../features/reboot/RebootPage.tsx'));
const NotFoundPage = page('notfound', () => import('../features/notfound/NotFoundPage.tsx'));
const DevicePage = page('device', () => import('../features/device/DevicePage.tsx'));
const InvertersPage = page('inverters', () => import('../features/inverters/InvertersPage.tsx'));
const NetworkPage = page('network', () => import('../features/network/NetworkPage.tsx'));
const NtpPage = page('ntp', () => import('../features/ntp/NtpPage.tsx'));
const DtuPage = page('dtu', () => import('../features/dtu/DtuPage.tsx'));
const LoggingPage = page('logging', () => import('../features/logging/LoggingPage.tsx'));
const SystemInfoPage = page('info', () => import('../features/info/SystemInfoPage.tsx'));
const NetworkInfoPage = page('info', () => import('../features/info/NetworkInfoPage.tsx'));
const NtpInfoPage = page('info', () => import('../features/info/NtpInfoPage.tsx'));
const MqttInfoPage = page('info', () => import('../features/info/MqttInfoPage.tsx'));
const ConfigPage = page('config', () => import('../features/config/ConfigPage.tsx'));
const FirmwarePage = page('firmware', () => import('../features/firmware/FirmwarePage.tsx'));
const MqttPage = page('mqtt', () => import('../features/mqtt/MqttPage.tsx'));
const SecurityPage = page('security', () => import('../features/security/SecurityPage.tsx'));
const AlertsPage = page('alerts', () => import('../features/alerts/AlertsPage.tsx'));
const AlertSettingsPage = page('alerts', () => import('../features/alerts/AlertSettingsPage.tsx'));
const HistoryPage = page('history', () => import('../features/history/HistoryPage.tsx'));
// A fleet needs a companion in front of several gateways: the firmware-ready build (a bare gateway's)
// has no /fleet, and the unused page is dropped from its one script.
const FleetPage = page('fleet', () => import('../features/fleet/FleetPage.tsx'));
// The panels view judges each string by the companion's recorded health and alerts: a bare gateway's
// build leaves it out too (its live view shows every string of the inverter picked).
const PanelsPage = page('panels', () => import('../features/panels/PanelsPage.tsx'));
const withCompanionScreens = import.meta.env.MODE !== 'device';

/** All routes of interface-spec §2; every screen but the live view is loaded on demand. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LivePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="history" element={<HistoryPage />} />
        <Route path="alerts" element={<AlertsPage />} />
        {withCompanionScreens && <Route path="fleet" element={<FleetPage />} />}
        {withCompanionScreens && <Route path="panels" element={<PanelsPage />} />}
        <Route path="info/system" element={<SystemInfoPage />} />
        <Route path="info/network" element={<NetworkInfoPage />} />
        <Route path="info/ntp" element={<NtpInfoPage />} />
        <Route path="info/mqtt" element={<MqttInfoPage />} />
        <Route path="info/console" element={<ConsolePage />} />
        {/* The device protects these (admin endpoints); anonymous users are sent to the login. */}
        <Route element={<RequireAuth />}>
          <Route path="alerts/settings" element={<AlertSettingsPage />} />
          <Route path="settings/network" element={<NetworkPage />} />
          <Route path="settings/ntp" element={<NtpPage />} />
          <Route path="settings/mqtt" element={<MqttPage />} />
          <Route path="settings/inverter" element={<InvertersPage />} />
          <Route path="settings/security" element={<SecurityPage />} />
          <Route path="settings/dtu" element={<DtuPage />} />
          <Route path="settings/device" element={<DevicePage />} />
          <Route path="settings/logging" element={<LoggingPage />} />
          <Route path="settings/config" element={<ConfigPage />} />
          <Route path="firmware/upgrade" element={<FirmwarePage />} />
          <Route path="maintenance/reboot" element={<RebootPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
