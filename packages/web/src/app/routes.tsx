import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import LivePage from '../features/live/LivePage.tsx';
import { i18n, screenCatalogue } from '../lib/i18n/index.ts';
import { AppLayout } from './AppLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';

/** A screen loaded on demand, side by side with the strings of every screen in the active locale. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => (await Promise.all([load(), i18n.ensure(screenCatalogue)]))[0]);
}

const LoginPage = page(() => import('../features/login/LoginPage.tsx'));
const AboutPage = page(() => import('../features/about/AboutPage.tsx'));
const SystemInfoPage = page(() => import('../features/system/SystemInfoPage.tsx'));
const NetworkInfoPage = page(() => import('../features/network/NetworkInfoPage.tsx'));
const NtpInfoPage = page(() => import('../features/ntp/NtpInfoPage.tsx'));
const MqttInfoPage = page(() => import('../features/mqtt/MqttInfoPage.tsx'));
const ConsolePage = page(() => import('../features/console/ConsolePage.tsx'));
const NetworkSettingsPage = page(() => import('../features/network/NetworkSettingsPage.tsx'));
const NtpSettingsPage = page(() => import('../features/ntp/NtpSettingsPage.tsx'));
const MqttSettingsPage = page(() => import('../features/mqtt/MqttSettingsPage.tsx'));
const InverterSettingsPage = page(() => import('../features/inverters/InverterSettingsPage.tsx'));
const SecuritySettingsPage = page(() => import('../features/security/SecuritySettingsPage.tsx'));
const DtuSettingsPage = page(() => import('../features/dtu/DtuSettingsPage.tsx'));
const DeviceManagerPage = page(() => import('../features/device/DeviceManagerPage.tsx'));
const ConfigManagementPage = page(() => import('../features/config/ConfigManagementPage.tsx'));
const FirmwareUpgradePage = page(() => import('../features/firmware/FirmwareUpgradePage.tsx'));
const RebootPage = page(() => import('../features/reboot/RebootPage.tsx'));
const NotFoundPage = page(() => import('../features/notfound/NotFoundPage.tsx'));

/** All routes of interface-spec §2; every screen but the live view is loaded on demand. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LivePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="info/system" element={<SystemInfoPage />} />
        <Route path="info/network" element={<NetworkInfoPage />} />
        <Route path="info/ntp" element={<NtpInfoPage />} />
        <Route path="info/mqtt" element={<MqttInfoPage />} />
        <Route path="info/console" element={<ConsolePage />} />
        {/* The device protects these (admin endpoints); anonymous users are sent to the login. */}
        <Route element={<RequireAuth />}>
          <Route path="settings/network" element={<NetworkSettingsPage />} />
          <Route path="settings/ntp" element={<NtpSettingsPage />} />
          <Route path="settings/mqtt" element={<MqttSettingsPage />} />
          <Route path="settings/inverter" element={<InverterSettingsPage />} />
          <Route path="settings/security" element={<SecuritySettingsPage />} />
          <Route path="settings/dtu" element={<DtuSettingsPage />} />
          <Route path="settings/device" element={<DeviceManagerPage />} />
          <Route path="settings/config" element={<ConfigManagementPage />} />
          <Route path="firmware/upgrade" element={<FirmwareUpgradePage />} />
          <Route path="maintenance/reboot" element={<RebootPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
