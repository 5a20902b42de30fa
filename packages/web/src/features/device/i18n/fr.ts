import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'device.Title': 'Gestion de l’appareil',
  'device.TabPins': 'Affectation des broches',
  'device.TabDisplay': 'Écran',
  'device.TabLeds': 'LED',
  'device.Profile': 'Profil de broches',
  'device.ProfileHint':
    'Les profils viennent du fichier pin_mapping.json, que vous pouvez téléverser dans la gestion de la configuration.',
  'device.DefaultProfile': 'Par défaut (broches du micrologiciel)',
  'device.NoProfiles':
    'Aucun fichier pin_mapping.json n’est enregistré sur l’appareil : seules les broches du micrologiciel sont disponibles.',
  'device.ParseError': 'Les profils de broches (pin_mapping.json) n’ont pas pu être lus : {message}',
  'device.RestartWarning':
    'Enregistrer un autre profil de broches redémarre l’appareil, qui reste injoignable quelques secondes.',
  'device.PinCaption':
    'Broches du profil choisi à côté de celles que l’appareil utilise actuellement ; les différences sont mises en évidence.',
  'device.Category': 'Composant',
  'device.Pin': 'Broche',
  'device.Selected': 'Profil choisi',
  'device.Active': 'En service',
  'device.Differs': 'différent',
  'device.Yes': 'oui',
  'device.No': 'non',
  'device.CategoryNrf24': 'Radio NRF24',
  'device.CategoryCmt': 'Radio CMT2300A',
  'device.CategoryW5500': 'Ethernet W5500',
  'device.CategoryEth': 'Ethernet',
  'device.CategoryDisplay': 'Écran',
  'device.CategoryLed': 'LED',
  'device.PowerSave': 'Économie d’énergie',
  'device.PowerSaveHint': 'Éteint l’écran tant qu’aucun onduleur ne produit.',
  'device.Screensaver': 'Économiseur d’écran',
  'device.ScreensaverHint': 'Décale légèrement le contenu de temps en temps pour éviter le marquage.',
  'device.DiagramMode': 'Graphique',
  'device.DiagramOff': 'Désactivé',
  'device.DiagramSmall': 'Petit, à côté des valeurs',
  'device.DiagramFullscreen': 'Plein écran, en alternance avec les valeurs',
  'device.DiagramDuration': 'Période du graphique (secondes)',
  'device.DiagramDurationHint': 'Durée couverte par le graphique : {hours} h.',
  'device.Language': 'Langue de l’écran',
  'device.NotConnected': 'non connecté',
  'device.LanguageHint': 'La langue des textes sur l’écran de la passerelle.',
  'device.LanguagePack': '{name} (pack de langue)',
  'device.Rotation': 'Rotation',
  'device.Contrast': 'Contraste',
  'device.EqualBrightness': 'Même luminosité pour toutes les LED',
  'device.LedBrightness': 'Luminosité de la LED {number}',
  'device.ConfirmTitle': 'Redémarrer avec un autre profil de broches ?',
  'device.ConfirmText':
    'L’appareil enregistre les réglages et redémarre avec les broches de « {profile} ». Si ces broches ne correspondent pas à la carte, la radio ou l’écran ne fonctionneront qu’une fois le bon profil choisi.',
  'device.ConfirmSave': 'Enregistrer et redémarrer',
  'device.FirstNameWarning':
    'Aucun nom de profil n’est encore enregistré sur l’appareil. Le premier enregistrement stocke « Default » (les broches du firmware) et redémarre l’appareil une fois ; il reste injoignable quelques secondes.',
  'device.PinTable': 'Comparaison des broches',
  'device.FirmwarePin': 'celle du firmware',
};

export default fr;
