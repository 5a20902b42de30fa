import type { Messages } from '../types.ts';

const fr: Messages = {
  'nav.Brand': 'Solar DTU',
  'nav.MainNavigation': 'Navigation principale',
  'nav.ToggleNavigation': 'Afficher ou masquer la navigation',
  'nav.LiveView': 'Vue en direct',
  'nav.History': 'Historique',
  'nav.Panels': 'Panneaux',
  'nav.Alerts': 'Alertes',
  'nav.AlertsFiring':
    '{count, plural, =0 {Aucune alerte en cours} one {# alerte en cours} other {# alertes en cours}}',
  'nav.Settings': 'Paramètres',
  'nav.NetworkSettings': 'Réseau',
  'nav.NTPSettings': 'Serveur de temps (NTP)',
  'nav.MQTTSettings': 'MQTT',
  'nav.InverterSettings': 'Onduleurs',
  'nav.SecuritySettings': 'Sécurité',
  'nav.DTUSettings': 'DTU',
  'nav.DeviceManager': 'Gestion du matériel',
  'nav.LoggingSettings': 'Journalisation',
  'nav.ConfigManagement': 'Gestion de la configuration',
  'nav.FirmwareUpgrade': 'Mise à jour du micrologiciel',
  'nav.DeviceReboot': 'Redémarrer l’appareil',
  'nav.Info': 'Infos',
  'nav.System': 'Système',
  'nav.Network': 'Réseau',
  'nav.NTP': 'NTP',
  'nav.MQTT': 'MQTT',
  'nav.Console': 'Console',
  'nav.About': 'À propos',
  'nav.Login': 'Connexion',
  'nav.Logout': 'Déconnexion',
  'nav.Theme': 'Thème',
  'nav.ThemeLight': 'Clair',
  'nav.ThemeDark': 'Sombre',
  'nav.ThemeAuto': 'Automatique',
  'nav.Language': 'Langue\u202f: {code}',
  'nav.SkipToContent': 'Aller au contenu',
  'nav.LanguageEn': 'English',
  'nav.LanguageDe': 'Deutsch',
  'nav.LanguageFr': 'Français',

  'common.Reload': 'Recharger',
  'common.Loading': 'Chargement…',
  'common.Close': 'Fermer',
  'common.Cancel': 'Annuler',
  'common.Online': 'Connecté',
  'common.Offline': 'Déconnecté',
  'common.PullToRefresh': 'Tirer pour actualiser',
  'common.ReleaseToRefresh': 'Relâcher pour actualiser',
  'common.Refreshing': 'Actualisation…',
  'common.ClosesIn': 'Se ferme dans {seconds} s',
  'common.Notifications': 'Notifications',

  'error.DeviceMessage': 'L’appareil n’a pas pu effectuer l’action. Message de l’appareil : {message}',

  'error.Unreachable':
    'La passerelle n’a pas répondu. Vérifiez qu’elle est allumée et joignable sur votre réseau, puis réessayez.',

  'error.Request': 'L’appareil n’a pas répondu comme prévu : {message}',
  'error.Page': 'Cet écran n’a pas pu être affiché : {message}',
  'error.ReloadPage': 'Recharger la page',
  'common.NewVersion': 'Une nouvelle version de cette interface est disponible sur la passerelle.',
  // The live view shows these for a broken answer before any screen's strings are there.
  'answer.NoEndpoint':
    'Cette passerelle (micrologiciel {firmware}) ne dispose pas de {path}. Rien n’a été envoyé.',
  'answer.WebPage':
    'La passerelle a répondu à {path} par une page web au lieu de données. Rien n’a été fait.',
  'answer.WebPageOf':
    'La passerelle a répondu à {path} par une page web au lieu de données : son micrologiciel ({firmware}) ne dispose pas de cette fonction. Rien n’a été fait.',
  'answer.Unexpected': 'La réponse de la passerelle à {path} n’a pas la forme attendue.',
  'answer.NotConfirmed':
    'La passerelle n’a pas confirmé {path} par son « OK ». Rien n’est considéré comme fait.',
};

export default fr;
