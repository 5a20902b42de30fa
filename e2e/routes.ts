/**
 * Every route of interface-spec §2, plus Settings → Logging (firmware-versions §4, v25.5.10+; older
 * releases show the screen with a note), with its English screen title; `guarded` ones need a login.
 */
export const ROUTES: readonly { path: string; title: string; guarded: boolean }[] = [
  { path: '/', title: 'Live view', guarded: false },
  { path: '/login', title: 'Login', guarded: false },
  { path: '/about', title: 'About', guarded: false },
  { path: '/info/system', title: 'System information', guarded: false },
  { path: '/info/network', title: 'Network information', guarded: false },
  { path: '/info/ntp', title: 'NTP information', guarded: false },
  { path: '/info/mqtt', title: 'MQTT information', guarded: false },
  { path: '/info/console', title: 'Console', guarded: false },
  { path: '/settings/network', title: 'Network settings', guarded: true },
  { path: '/settings/ntp', title: 'NTP settings', guarded: true },
  { path: '/settings/mqtt', title: 'MQTT settings', guarded: true },
  { path: '/settings/inverter', title: 'Inverter settings', guarded: true },
  { path: '/settings/security', title: 'Security settings', guarded: true },
  { path: '/settings/dtu', title: 'DTU settings', guarded: true },
  { path: '/settings/device', title: 'Device manager', guarded: true },
  { path: '/settings/logging', title: 'Logging', guarded: true },
  { path: '/settings/config', title: 'Configuration management', guarded: true },
  { path: '/firmware/upgrade', title: 'Firmware upgrade', guarded: true },
  { path: '/maintenance/reboot', title: 'Device reboot', guarded: true },
];
