import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'network.Title': 'Network settings',
  'network.WifiCard': 'WiFi',
  'network.Ssid': 'WiFi name (SSID)',
  'network.Password': 'WiFi password',
  'network.Hostname': 'Hostname',
  'network.HostnameHint': 'The name under which the device appears in your network.',
  'network.HostnameTemplateHint':
    '%06X is replaced by the last 6 hexadecimal digits of the device’s chip ID.',
  'network.HostnameBecomes':
    '%06X is replaced by the last 6 hex digits of the chip ID. The device will be called {hostname}.',
  'network.Dhcp': 'Get the address automatically (DHCP)',
  'network.StaticCard': 'Static IP address',
  'network.IpAddress': 'IP address',
  'network.Netmask': 'Netmask',
  'network.Gateway': 'Default gateway',
  'network.Dns1': 'DNS server 1',
  'network.Dns2': 'DNS server 2',
  'network.MdnsCard': 'mDNS',
  'network.Mdns': 'Announce the device by mDNS',
  'network.MdnsHint': 'Lets you reach the device as <hostname>.local without knowing its address.',
  'network.SyslogCard': 'Syslog',
  'network.Syslog': 'Send the log to a syslog server',
  'network.SyslogHint': 'The gateway sends every line of its console to this server (UDP, RFC 5424).',
  'network.SyslogServer': 'Syslog server',
  'network.SyslogServerHint':
    'Host name or IP address of the server that collects the log, e.g. 192.168.1.10.',
  'network.SyslogPort': 'Syslog port',
  'network.ApCard': 'Admin access point',
  'network.ApTimeout': 'Access point timeout',
  'network.ApTimeoutHint':
    'How long the admin access point stays on after a start or a save while WiFi is connected. 0 keeps it on for good.',
  'network.Minutes': 'min',
};

export default en;
