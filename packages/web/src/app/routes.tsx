import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import LivePage from '../features/live/LivePage.tsx';
import { i18n, screenCatalogue } from '../lib/i18n/index.ts';
import { AppLayout } from './AppLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';

/** A screen loaded on demand, side by side with the strings of every screen in the active locale. */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => (await Promise.all([load(), i18n.ensure(screenCatalogue)]))[0]);
}

const LoginPage = page(() => import('../features/login/LoginPage.tsx'));
const AboutPage = page(() => import('../features/about/AboutPage.tsx'));
const ConsolePage = page(() => import('../features/console/ConsolePage.tsx'));
const RebootPage = page(() => import('../features/reboot/RebootPage.tsx'));
const NotFoundPage = page(() => import('../features/notfound/NotFoundPage.tsx'));
const DevicePage = page(() => import('../features/device/DevicePage.tsx'));
const ConfigPage = page(() => import('../features/config/ConfigPage.tsx'));
const FirmwarePage = page(() => import('../features/firmware/FirmwarePage.tsx'));
// Screens not built yet; a screen task replaces its route's element with its own page.
const PlaceholderPage = page(() => import('./PlaceholderPage.tsx'));

/** All routes of interface-spec §2; every screen but the live view is loaded on demand. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LivePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="info/system" element={<PlaceholderPage titleKey="title.SystemInfo" />} />
        <Route path="info/network" element={<PlaceholderPage titleKey="title.NetworkInfo" />} />
        <Route path="info/ntp" element={<PlaceholderPage titleKey="title.NtpInfo" />} />
        <Route path="info/mqtt" element={<PlaceholderPage titleKey="title.MqttInfo" />} />
        <Route path="info/console" element={<ConsolePage />} />
        {/* The device protects these (admin endpoints); anonymous users are sent to the login. */}
        <Route element={<RequireAuth />}>
          <Route path="settings/network" element={<PlaceholderPage titleKey="title.NetworkSettings" />} />
          <Route path="settings/ntp" element={<PlaceholderPage titleKey="title.NtpSettings" />} />
          <Route path="settings/mqtt" element={<PlaceholderPage titleKey="title.MqttSettings" />} />
          <Route path="settings/inverter" element={<PlaceholderPage titleKey="title.InverterSettings" />} />
          <Route path="settings/security" element={<PlaceholderPage titleKey="title.SecuritySettings" />} />
          <Route path="settings/dtu" element={<PlaceholderPage titleKey="title.DtuSettings" />} />
          <Route path="settings/device" element={<DevicePage />} />
          <Route path="settings/config" element={<ConfigPage />} />
          <Route path="firmware/upgrade" element={<FirmwarePage />} />
          <Route path="maintenance/reboot" element={<RebootPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
