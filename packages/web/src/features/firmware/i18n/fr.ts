import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'firmware.Title': 'Mise à jour du micrologiciel',
  'firmware.SelectFile': 'Choisir un fichier de micrologiciel',
  'firmware.File': 'Fichier du micrologiciel',
  'firmware.FileHint': 'Un fichier .bin ou .bin.gz pour cet appareil. L’appareil redémarre après l’envoi.',
  'firmware.NoFileSelected': 'Veuillez d’abord choisir un fichier de micrologiciel.',
  'firmware.WrongFile': 'Seuls les fichiers .bin et .bin.gz peuvent être envoyés.',
  'firmware.NotFirmware': 'Ce n’est pas une image de micrologiciel pour cet appareil. Rien n’a été envoyé.',
  'firmware.RetryWontHelp':
    'L’appareil a refusé ce fichier ; le renvoyer n’y changera rien. Choisissez un autre fichier de micrologiciel.',
  'firmware.Upload': 'Envoyer',
  'firmware.OtaStatus': 'État de la mise à jour OTA',
  'firmware.Hashing': 'Vérification du fichier (MD5)…',
  'firmware.HashProgress': 'Progression du calcul MD5',
  'firmware.Uploading': 'Envoi de {name}…',
  'firmware.UploadProgress': 'Progression de l’envoi',
  'firmware.Progress': '{percent} · {done} sur {total}',
  'firmware.Success': 'Mise à jour réussie. L’appareil redémarre avec le nouveau micrologiciel.',
  'firmware.Failed': 'La mise à jour a échoué.',
  'firmware.Md5Failed':
    'Erreur inconnue pendant l’envoi. Les détails se trouvent dans la console du navigateur.',
  'firmware.Retry': 'Réessayer',
  'firmware.Back': 'Retour',
};

export default fr;
