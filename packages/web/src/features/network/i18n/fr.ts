import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'network.Title': 'Paramètres réseau',
  'network.WifiCard': 'Wi-Fi',
  'network.Ssid': 'Nom du Wi-Fi (SSID)',
  'network.Password': 'Mot de passe Wi-Fi',
  'network.Hostname': 'Nom d’hôte',
  'network.HostnameHint': 'Le nom sous lequel l’appareil apparaît dans votre réseau.',
  'network.HostnameTemplateHint':
    '%06X est remplacé par les 6 derniers chiffres hexadécimaux de l’identifiant de la puce.',
  'network.HostnameBecomes':
    '%06X est remplacé par les 6 derniers chiffres hexadécimaux de l’identifiant de la puce. L’appareil s’appellera {hostname}.',
  'network.Dhcp': 'Obtenir l’adresse automatiquement (DHCP)',
  'network.StaticCard': 'Adresse IP statique',
  'network.IpAddress': 'Adresse IP',
  'network.Netmask': 'Masque de sous-réseau',
  'network.Gateway': 'Passerelle par défaut',
  'network.Dns1': 'Serveur DNS 1',
  'network.Dns2': 'Serveur DNS 2',
  'network.MdnsCard': 'mDNS',
  'network.Mdns': 'Annoncer l’appareil par mDNS',
  'network.MdnsHint': 'Permet de joindre l’appareil sous <nom d’hôte>.local sans connaître son adresse.',
  'network.SyslogCard': 'Syslog',
  'network.Syslog': 'Envoyer le journal à un serveur syslog',
  'network.SyslogHint': 'La passerelle envoie chaque ligne de sa console à ce serveur (UDP, RFC 5424).',
  'network.SyslogServer': 'Serveur syslog',
  'network.SyslogServerHint':
    'Nom d’hôte ou adresse IP du serveur qui recueille le journal, par exemple 192.168.1.10.',
  'network.SyslogPort': 'Port syslog',
  'network.ApCard': 'Point d’accès d’administration',
  'network.ApTimeout': 'Délai du point d’accès',
  'network.ApTimeoutHint':
    'Durée pendant laquelle le point d’accès d’administration reste actif après un démarrage ou un enregistrement, tant que le Wi-Fi est connecté. 0 le laisse actif en permanence.',
  'network.Minutes': 'min',
};

export default fr;
