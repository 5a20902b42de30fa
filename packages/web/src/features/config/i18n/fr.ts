import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'config.Title': 'Gestion de la configuration',
  'config.Backup': 'Sauvegarde',
  'config.BackupHint':
    'Téléchargez les fichiers dans lesquels l’appareil conserve ses réglages, pour les restaurer plus tard.',
  'config.Download': 'Télécharger',
  'config.DownloadFile': 'Télécharger {name}',
  'config.NoFiles': 'L’appareil n’indique aucun fichier.',
  'config.ListFailed': 'La liste des fichiers n’a pas pu être chargée : {message}',
  'config.DownloadFailed': '{name} n’a pas pu être téléchargé : {message}',
  'config.Restore': 'Restauration',
  'config.RestoreHint':
    'Envoyez une sauvegarde pour remplacer un fichier de l’appareil. L’appareil redémarre ensuite et utilise le nouveau fichier.',
  'config.Target': 'Remplacer',
  'config.File': 'Fichier de sauvegarde',
  'config.FileHint': 'Un fichier .json, vérifié dans le navigateur avant tout envoi.',
  'config.NoFileSelected': 'Veuillez d’abord choisir un fichier.',
  'config.NotJsonFile': 'Seuls les fichiers .json peuvent être restaurés.',
  'config.NotJson': 'Ce fichier n’est pas du JSON valide. Rien n’a été envoyé.',
  'config.ProblemAt': 'Le premier problème se trouve dans « {field} ».',
  'config.ProblemAtTop': 'Le fichier dans son ensemble n’a pas la bonne forme.',
  'config.NothingSent': 'Rien n’a été envoyé.',
  'config.RestoreButton': 'Restaurer',
  'config.UploadProgress': 'Progression de l’envoi',
  'config.Progress': '{percent} · {done} sur {total}',
  'config.RestoreFailed': 'La restauration a échoué : {message}',
  'config.Restored': '{name} a été envoyé. L’appareil redémarre avec ce fichier.',
  'config.MissingSections':
    'Ce fichier n’est pas une sauvegarde de la configuration de cet appareil : il y manque {missing}. Rien n’a été envoyé.',
  'config.SectionName': '« {name} »',
  'config.ConfirmTitle': 'Restaurer cette configuration ?',
  'config.ConfirmIntro': 'Tous les réglages de l’appareil sont remplacés par ceux de « {name} » :',
  'config.SummaryInverters': 'Onduleurs',
  'config.InverterCount': '{count, plural, one {# onduleur} other {# onduleurs}}',
  'config.NoInverters': 'aucun',
  'config.SummaryWifi': 'Wi-Fi',
  'config.NoWifi': 'aucun (point d’accès seulement)',
  'config.WifiName': '« {ssid} »',
  'config.SummaryMqtt': 'MQTT',
  'config.MqttOn': 'activé ({host})',
  'config.MqttOff': 'désactivé',
  'config.SummaryTimezone': 'Fuseau horaire',
  'config.ConfirmPassword': 'Vous vous connecterez ensuite avec le mot de passe enregistré dans le fichier.',
  'config.ConfirmPins':
    '{count, plural, =0 {L’affectation des broches est remplacée par une liste vide : l’appareil utilise ses broches par défaut.} one {L’affectation des broches est remplacée par le profil du fichier :} other {L’affectation des broches est remplacée par les # profils du fichier :}}',
  'config.ConfirmRestart':
    'L’appareil redémarre ensuite. Cette action est irréversible ; téléchargez d’abord une sauvegarde si vous risquez d’avoir besoin des réglages actuels.',
  'config.ConfirmButton': 'Restaurer et redémarrer',
  'config.FactoryReset': 'Réinitialisation',
  'config.FactoryResetHint':
    'Supprime tous les réglages sauf l’affectation des broches et redémarre l’appareil avec ses valeurs par défaut. Téléchargez d’abord une sauvegarde.',
  'config.FactoryResetButton': 'Rétablir les réglages d’usine',
  'config.FactoryResetTitle': 'Rétablir les réglages d’usine ?',
  'config.FactoryResetText':
    'Tous les réglages (réseau, onduleurs, MQTT, mot de passe…) sont supprimés et l’appareil redémarre. Cette action est irréversible.',
  'config.FactoryResetConfirm': 'Réinitialiser',
  'config.Size': '{size} octets',
  'config.Delete': 'Supprimer',
  'config.DeleteFile': 'Supprimer {name}',
  'config.DeleteTitle': 'Supprimer {name} ?',
  'config.DeleteText':
    'La passerelle supprime ce fichier. La modification prend effet à son prochain redémarrage. C’est irréversible ; téléchargez d’abord le fichier si vous pouvez encore en avoir besoin.',
  'config.NotAPack':
    'Ce n’est pas un pack de langue : il lui faut « meta » avec « code » et « name » non vides. Rien n’a été envoyé.',
  'config.ConfirmPack':
    'Le pack de langue « {name} » ({code}) sera installé ; il remplace un pack déjà installé.',
  'config.LanguagePack': 'Pack de langue (.lang.json)',
  'config.FirmwareUnknown':
    'La passerelle n’a pas indiqué son micrologiciel ; ses fichiers ne peuvent donc pas être gérés pour l’instant. Rechargez la page pour réessayer.',
};

export default fr;
