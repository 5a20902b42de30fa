import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'config.Title': 'Konfigurations\u00adverwaltung',
  'config.Backup': 'Sicherung',
  'config.BackupHint':
    'Laden Sie die Dateien herunter, in denen das Gerät seine Einstellungen speichert, um sie später wiederherzustellen.',
  'config.Download': 'Herunterladen',
  'config.DownloadFile': '{name} herunterladen',
  'config.NoFiles': 'Das Gerät meldet keine Dateien.',
  'config.ListFailed': 'Die Dateiliste konnte nicht geladen werden: {message}',
  'config.DownloadFailed': '{name} konnte nicht heruntergeladen werden: {message}',
  'config.Restore': 'Wiederherstellen',
  'config.RestoreHint':
    'Laden Sie eine Sicherung hoch, um eine Datei auf dem Gerät zu ersetzen. Das Gerät startet danach neu und verwendet die neue Datei.',
  'config.Target': 'Ersetzen',
  'config.File': 'Sicherungsdatei',
  'config.FileHint': 'Eine .json-Datei; sie wird im Browser geprüft, bevor etwas gesendet wird.',
  'config.NoFileSelected': 'Bitte wählen Sie zuerst eine Datei aus.',
  'config.NotJsonFile': 'Nur .json-Dateien können wiederhergestellt werden.',
  'config.NotJson': 'Diese Datei ist kein gültiges JSON. Es wurde nichts gesendet.',
  'config.ProblemAt': 'Das erste Problem steckt in „{field}“.',
  'config.ProblemAtTop': 'Die Datei hat als Ganzes die falsche Form.',
  'config.NothingSent': 'Es wurde nichts gesendet.',
  'config.RestoreButton': 'Wiederherstellen',
  'config.UploadProgress': 'Fortschritt des Hochladens',
  'config.Progress': '{percent} · {done} von {total}',
  'config.RestoreFailed': 'Die Wiederherstellung ist fehlgeschlagen: {message}',
  'config.Restored': '{name} wurde hochgeladen. Das Gerät startet damit neu.',
  'config.MissingSections':
    'Diese Datei ist keine Konfigurationssicherung dieses Geräts: Folgendes fehlt: {missing}. Es wurde nichts gesendet.',
  'config.SectionName': '„{name}“',
  'config.ConfirmTitle': 'Diese Konfiguration wiederherstellen?',
  'config.ConfirmIntro': 'Alle Einstellungen des Geräts werden durch die aus „{name}“ ersetzt:',
  'config.SummaryInverters': 'Wechselrichter',
  'config.InverterCount': '{count, plural, one {# Wechselrichter} other {# Wechselrichter}}',
  'config.NoInverters': 'keine',
  'config.SummaryWifi': 'WLAN',
  'config.NoWifi': 'keines (nur Access Point)',
  'config.WifiName': '„{ssid}“',
  'config.SummaryMqtt': 'MQTT',
  'config.MqttOn': 'an ({host})',
  'config.MqttOff': 'aus',
  'config.SummaryTimezone': 'Zeitzone',
  'config.ConfirmPassword': 'Danach melden Sie sich mit dem Passwort an, das in der Datei steht.',
  'config.ConfirmPins':
    '{count, plural, =0 {Die Pin-Belegung wird durch eine leere Liste ersetzt: Das Gerät nutzt seine eingebauten Pins.} one {Die Pin-Belegung wird durch das eine Profil aus der Datei ersetzt:} other {Die Pin-Belegung wird durch die # Profile aus der Datei ersetzt:}}',
  'config.ConfirmRestart':
    'Anschließend startet das Gerät neu. Das lässt sich nicht rückgängig machen; laden Sie vorher eine Sicherung herunter, falls Sie die jetzigen Einstellungen noch brauchen.',
  'config.ConfirmButton': 'Wiederherstellen und neu starten',
  'config.FactoryReset': 'Werkseinstellungen',
  'config.FactoryResetHint':
    'Löscht alle Einstellungen außer der Pin-Belegung und startet das Gerät mit den Standardwerten neu. Laden Sie vorher eine Sicherung herunter.',
  'config.FactoryResetButton': 'Auf Werkseinstellungen zurücksetzen',
  'config.FactoryResetTitle': 'Auf Werkseinstellungen zurücksetzen?',
  'config.FactoryResetText':
    'Alle Einstellungen (Netzwerk, Wechselrichter, MQTT, Passwort …) werden gelöscht und das Gerät startet neu. Das lässt sich nicht rückgängig machen.',
  'config.FactoryResetConfirm': 'Zurücksetzen',
  'config.Size': '{size} Bytes',
  'config.Delete': 'Löschen',
  'config.DeleteFile': '{name} löschen',
  'config.DeleteTitle': '{name} löschen?',
  'config.DeleteText':
    'Das Gateway löscht diese Datei. Die Änderung wird nach dem nächsten Neustart wirksam. Das lässt sich nicht rückgängig machen; laden Sie die Datei vorher herunter, falls Sie sie noch brauchen.',
  'config.NotAPack':
    'Das ist kein Sprachpaket: Es braucht „meta“ mit nicht leerem „code“ und „name“. Es wurde nichts gesendet.',
  'config.ConfirmPack':
    'Das Sprachpaket „{name}“ ({code}) wird installiert; es ersetzt ein bereits installiertes Paket.',
  'config.LanguagePack': 'Sprachpaket (.lang.json)',
  'config.FirmwareUnknown':
    'Das Gateway hat nicht mitgeteilt, welche Firmware es hat, daher lassen sich seine Dateien gerade nicht verwalten. Laden Sie die Seite neu, um es erneut zu versuchen.',
};

export default de;
