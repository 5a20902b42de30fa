import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'firmware.Title': 'Firmware-Aktualisierung',
  'firmware.SelectFile': 'Firmware-Datei auswählen',
  'firmware.File': 'Firmware-Datei',
  'firmware.FileHint':
    'Eine .bin- oder .bin.gz-Datei für dieses Gerät. Nach dem Hochladen startet das Gerät neu.',
  'firmware.NoFileSelected': 'Bitte wählen Sie zuerst eine Firmware-Datei aus.',
  'firmware.WrongFile': 'Nur .bin- und .bin.gz-Dateien können hochgeladen werden.',
  'firmware.NotFirmware': 'Das ist kein Firmware-Image für dieses Gerät. Es wurde nichts gesendet.',
  'firmware.RetryWontHelp':
    'Das Gerät hat diese Datei abgelehnt; ein erneuter Versuch hilft nicht. Wählen Sie eine andere Firmware-Datei.',
  'firmware.Upload': 'Hochladen',
  'firmware.OtaStatus': 'OTA-Status',
  'firmware.Hashing': 'Datei wird geprüft (MD5) …',
  'firmware.HashProgress': 'Fortschritt der MD5-Prüfung',
  'firmware.Uploading': '{name} wird hochgeladen …',
  'firmware.UploadProgress': 'Fortschritt des Hochladens',
  'firmware.Progress': '{percent} · {done} von {total}',
  'firmware.Success': 'Aktualisierung erfolgreich. Das Gerät startet mit der neuen Firmware neu.',
  'firmware.Failed': 'Die Aktualisierung ist fehlgeschlagen.',
  'firmware.Md5Failed': 'Unbekannter Fehler beim Hochladen. Details stehen in der Konsole des Browsers.',
  'firmware.Retry': 'Erneut versuchen',
  'firmware.Back': 'Zurück',
};

export default de;
