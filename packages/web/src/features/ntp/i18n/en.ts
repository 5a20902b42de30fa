import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'ntp.Title': 'NTP settings',
  'ntp.ServerCard': 'Time server and time zone',
  'ntp.Server': 'Time server',
  'ntp.ServerHint': 'The NTP server the device asks for the time, e.g. pool.ntp.org.',
  'ntp.Timezone': 'Time zone',
  'ntp.TimezoneSearch': 'Search time zones',
  'ntp.TimezoneHint': 'Time zones shown: {shown} of {total}.',
  'ntp.TimezoneNone': 'No time zone matches the search; {zone} stays selected.',
  'ntp.ZonesFailed': 'The list of time zones could not be loaded. The current time zone is kept.',
  'ntp.ZonesNotData': 'The gateway’s answer is no list of time zones.',
  'ntp.TimezoneConfig': 'Time zone rule',
  'ntp.TimezoneConfigHint': 'The POSIX rule the device uses for this time zone; it follows your choice.',
  'ntp.LocationCard': 'Location and sunrise/sunset',
  'ntp.Latitude': 'Latitude',
  'ntp.Longitude': 'Longitude',
  'ntp.SunsetType': 'Sunrise/sunset type',
  'ntp.SunsetTypeHint':
    'Decides when the device counts it as night (see the inverters’ night options). A change takes up to a minute to apply.',
  'ntp.SunsetOfficial': 'Official ({degrees}°)',
  'ntp.SunsetNautical': 'Nautical ({degrees}°)',
  'ntp.SunsetCivil': 'Civil ({degrees}°)',
  'ntp.SunsetAstronomical': 'Astronomical ({degrees}°)',
  'ntp.ManualCard': 'Manual time synchronisation',
  'ntp.DeviceTime': 'Device time',
  'ntp.BrowserTime': 'Browser time',
  'ntp.NotSynced': 'The device’s clock is not set yet.',
  'ntp.SendBrowserTime': 'Set the device to the browser time',
  'ntp.SendBrowserTimeHint':
    'Useful when the device cannot reach a time server. The time is kept until the next synchronisation or restart.',
};

export default en;
