import type { Messages } from '../types.ts';

// Shared strings, loaded before the first paint. Keys are '<group>.<Name>'.
const en: Messages = {
  'nav.Brand': 'Solar DTU',
  'nav.MainNavigation': 'Main navigation',
  'nav.ToggleNavigation': 'Toggle navigation',
  'nav.LiveView': 'Live view',
  'nav.History': 'History',
  'nav.Panels': 'Panels',
  'nav.Alerts': 'Alerts',
  'nav.AlertsFiring': '{count, plural, =0 {No alerts firing} one {# alert firing} other {# alerts firing}}',
  'nav.Settings': 'Settings',
  'nav.NetworkSettings': 'Network settings',
  'nav.NTPSettings': 'NTP settings',
  'nav.MQTTSettings': 'MQTT settings',
  'nav.InverterSettings': 'Inverter settings',
  'nav.SecuritySettings': 'Security settings',
  'nav.DTUSettings': 'DTU settings',
  'nav.DeviceManager': 'Device manager',
  'nav.LoggingSettings': 'Logging',
  'nav.ConfigManagement': 'Configuration management',
  'nav.FirmwareUpgrade': 'Firmware upgrade',
  'nav.DeviceReboot': 'Device reboot',
  'nav.Info': 'Info',
  'nav.System': 'System',
  'nav.Network': 'Network',
  'nav.NTP': 'NTP',
  'nav.MQTT': 'MQTT',
  'nav.Console': 'Console',
  'nav.About': 'About',
  'nav.Login': 'Login',
  'nav.Logout': 'Logout',
  'nav.Theme': 'Theme',
  'nav.ThemeLight': 'Light',
  'nav.ThemeDark': 'Dark',
  'nav.ThemeAuto': 'Auto',
  'nav.Language': 'Language: {code}',
  'nav.SkipToContent': 'Skip to content',
  'nav.LanguageEn': 'English',
  'nav.LanguageDe': 'Deutsch',
  'nav.LanguageFr': 'Français',

  'common.Reload': 'Reload',
  'common.Loading': 'Loading…',
  'common.Close': 'Close',
  'common.Cancel': 'Cancel',
  'common.Online': 'Online',
  'common.Offline': 'Offline',
  'common.PullToRefresh': 'Pull to refresh',
  'common.ReleaseToRefresh': 'Release to refresh',
  'common.Refreshing': 'Refreshing…',
  'common.ClosesIn': 'Closes in {seconds} s',
  'common.Notifications': 'Notifications',

  'error.DeviceMessage': 'The device could not do this. Its message: {message}',

  'error.Unreachable':
    'The gateway did not answer. Check that it is switched on and reachable in your network, then try again.',

  'error.Request': 'The device did not answer as expected: {message}',
  'error.Page': 'This screen could not be shown: {message}',
  'error.ReloadPage': 'Reload the page',
  'common.NewVersion': 'A new version of this interface is on the gateway.',
  // The live view shows these for a broken answer before any screen's strings are there.
  'answer.NoEndpoint': 'This gateway (firmware {firmware}) has no {path}. Nothing was sent.',
  'answer.WebPage': 'The gateway answered {path} with a web page instead of data. Nothing was done.',
  'answer.WebPageOf':
    'The gateway answered {path} with a web page instead of data: its firmware ({firmware}) does not have this function. Nothing was done.',
  'answer.Unexpected': 'The gateway’s answer to {path} is not what this app expects.',
  'answer.NotConfirmed': 'The gateway did not confirm {path} with its “OK”. Nothing counts as done.',
};

export default en;
