import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'ntp.Title': 'NTP-Einstellungen',
  'ntp.ServerCard': 'Zeitserver und Zeitzone',
  'ntp.Server': 'Zeitserver',
  'ntp.ServerHint': 'Der NTP-Server, bei dem das Gerät die Uhrzeit abfragt, z. B. pool.ntp.org.',
  'ntp.Timezone': 'Zeitzone',
  'ntp.TimezoneSearch': 'Zeitzonen durchsuchen',
  'ntp.TimezoneHint': 'Angezeigte Zeitzonen: {shown} von {total}.',
  'ntp.TimezoneNone': 'Keine Zeitzone passt zur Suche; {zone} bleibt ausgewählt.',
  'ntp.ZonesFailed':
    'Die Liste der Zeitzonen konnte nicht geladen werden. Die aktuelle Zeitzone bleibt erhalten.',
  'ntp.ZonesNotData': 'Die Antwort des Gateways ist keine Liste von Zeitzonen.',
  'ntp.TimezoneConfig': 'Zeitzonenregel',
  'ntp.TimezoneConfigHint':
    'Die POSIX-Regel, die das Gerät für diese Zeitzone verwendet; sie folgt Ihrer Auswahl.',
  'ntp.LocationCard': 'Standort und Sonnenauf-/-untergang',
  'ntp.Latitude': 'Breitengrad',
  'ntp.Longitude': 'Längengrad',
  'ntp.SunsetType': 'Art des Sonnenauf-/-untergangs',
  'ntp.SunsetTypeHint':
    'Bestimmt, ab wann das Gerät von Nacht ausgeht (siehe die Nachtoptionen der Wechselrichter). Eine Änderung wird innerhalb von bis zu einer Minute wirksam.',
  'ntp.SunsetOfficial': 'Offiziell ({degrees}°)',
  'ntp.SunsetNautical': 'Nautisch ({degrees}°)',
  'ntp.SunsetCivil': 'Bürgerlich ({degrees}°)',
  'ntp.SunsetAstronomical': 'Astronomisch ({degrees}°)',
  'ntp.ManualCard': 'Manuelle Zeitsynchronisation',
  'ntp.DeviceTime': 'Gerätezeit',
  'ntp.BrowserTime': 'Browserzeit',
  'ntp.NotSynced': 'Die Uhr des Geräts ist noch nicht gestellt.',
  'ntp.SendBrowserTime': 'Gerät auf die Browserzeit stellen',
  'ntp.SendBrowserTimeHint':
    'Hilfreich, wenn das Gerät keinen Zeitserver erreicht. Die Zeit gilt bis zur nächsten Synchronisation oder zum nächsten Neustart.',
};

export default de;
