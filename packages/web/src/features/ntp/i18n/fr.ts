import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'ntp.Title': 'Paramètres NTP',
  'ntp.ServerCard': 'Serveur de temps et fuseau horaire',
  'ntp.Server': 'Serveur de temps',
  'ntp.ServerHint': 'Le serveur NTP auquel l’appareil demande l’heure, par exemple pool.ntp.org.',
  'ntp.Timezone': 'Fuseau horaire',
  'ntp.TimezoneSearch': 'Rechercher un fuseau horaire',
  'ntp.TimezoneHint': 'Fuseaux affichés\u202f: {shown} sur {total}.',
  'ntp.TimezoneNone': 'Aucun fuseau ne correspond à la recherche\u202f; {zone} reste sélectionné.',
  'ntp.ZonesFailed': 'La liste des fuseaux horaires n’a pas pu être chargée. Le fuseau actuel est conservé.',
  'ntp.ZonesNotData': 'La réponse de la passerelle n’est pas une liste de fuseaux horaires.',
  'ntp.TimezoneConfig': 'Règle du fuseau',
  'ntp.TimezoneConfigHint':
    'La règle POSIX que l’appareil utilise pour ce fuseau\u202f; elle suit votre choix.',
  'ntp.LocationCard': 'Emplacement et lever/coucher du soleil',
  'ntp.Latitude': 'Latitude',
  'ntp.Longitude': 'Longitude',
  'ntp.SunsetType': 'Type de lever/coucher du soleil',
  'ntp.SunsetTypeHint':
    'Détermine à partir de quand l’appareil considère qu’il fait nuit (voir les options de nuit des onduleurs). Une modification prend jusqu’à une minute pour s’appliquer.',
  'ntp.SunsetOfficial': 'Officiel ({degrees}°)',
  'ntp.SunsetNautical': 'Nautique ({degrees}°)',
  'ntp.SunsetCivil': 'Civil ({degrees}°)',
  'ntp.SunsetAstronomical': 'Astronomique ({degrees}°)',
  'ntp.ManualCard': 'Synchronisation manuelle de l’heure',
  'ntp.DeviceTime': 'Heure de l’appareil',
  'ntp.BrowserTime': 'Heure du navigateur',
  'ntp.NotSynced': 'L’horloge de l’appareil n’est pas encore réglée.',
  'ntp.SendBrowserTime': 'Régler l’appareil sur l’heure du navigateur',
  'ntp.SendBrowserTimeHint':
    'Utile lorsque l’appareil ne joint aucun serveur de temps. L’heure est conservée jusqu’à la prochaine synchronisation ou au prochain redémarrage.',
};

export default fr;
