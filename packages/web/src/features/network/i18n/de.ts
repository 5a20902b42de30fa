import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'network.Title': 'Netzwerk\u00adeinstellungen',
  'network.WifiCard': 'WLAN',
  'network.Ssid': 'WLAN-Name (SSID)',
  'network.Password': 'WLAN-Passwort',
  'network.Hostname': 'Hostname',
  'network.HostnameHint': 'Der Name, unter dem das Gerät in Ihrem Netzwerk erscheint.',
  'network.HostnameTemplateHint':
    '%06X wird durch die letzten 6 Hexadezimalstellen der Chip-ID des Geräts ersetzt.',
  'network.HostnameBecomes':
    '%06X wird durch die letzten 6 Hexadezimalstellen der Chip-ID ersetzt. Das Gerät heißt dann {hostname}.',
  'network.Dhcp': 'Adresse automatisch beziehen (DHCP)',
  'network.StaticCard': 'Statische IP-Adresse',
  'network.IpAddress': 'IP-Adresse',
  'network.Netmask': 'Netzmaske',
  'network.Gateway': 'Standard-Gateway',
  'network.Dns1': 'DNS-Server 1',
  'network.Dns2': 'DNS-Server 2',
  'network.MdnsCard': 'mDNS',
  'network.Mdns': 'Gerät per mDNS bekanntgeben',
  'network.MdnsHint': 'Damit erreichen Sie das Gerät als <Hostname>.local, ohne seine Adresse zu kennen.',
  'network.SyslogCard': 'Syslog',
  'network.Syslog': 'Protokoll an einen Syslog-Server senden',
  'network.SyslogHint': 'Das Gateway schickt jede Zeile seiner Konsole an diesen Server (UDP, RFC 5424).',
  'network.SyslogServer': 'Syslog-Server',
  'network.SyslogServerHint':
    'Hostname oder IP-Adresse des Servers, der das Protokoll sammelt, z. B. 192.168.1.10.',
  'network.SyslogPort': 'Syslog-Port',
  'network.ApCard': 'Admin-Access-Point',
  'network.ApTimeout': 'Access-Point-Zeitlimit',
  'network.ApTimeoutHint':
    'Wie lange der Admin-Access-Point nach dem Start oder dem Speichern eingeschaltet bleibt, solange das WLAN verbunden ist. 0 lässt ihn dauerhaft an.',
  'network.Minutes': 'min',
};

export default de;
