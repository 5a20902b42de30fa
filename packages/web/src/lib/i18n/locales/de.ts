import type { Messages } from '../types.ts';

const de: Messages = {
  'nav.Brand': 'Solar DTU',
  'nav.MainNavigation': 'Hauptnavigation',
  'nav.ToggleNavigation': 'Navigation ein- oder ausblenden',
  'nav.LiveView': 'Live-Ansicht',
  'nav.History': 'Verlauf',
  'nav.Panels': 'Module',
  'nav.Alerts': 'Meldungen',
  'nav.AlertsFiring':
    '{count, plural, =0 {Keine aktive Meldung} one {# aktive Meldung} other {# aktive Meldungen}}',
  'nav.Settings': 'Einstellungen',
  'nav.NetworkSettings': 'Netzwerk',
  'nav.NTPSettings': 'Zeitserver (NTP)',
  'nav.MQTTSettings': 'MQTT',
  'nav.InverterSettings': 'Wechselrichter',
  'nav.SecuritySettings': 'Sicherheit',
  'nav.DTUSettings': 'DTU',
  'nav.DeviceManager': 'Geräteverwaltung',
  'nav.LoggingSettings': 'Protokollierung',
  'nav.ConfigManagement': 'Konfigurationsverwaltung',
  'nav.FirmwareUpgrade': 'Firmware aktualisieren',
  'nav.DeviceReboot': 'Gerät neu starten',
  'nav.Info': 'Info',
  'nav.System': 'System',
  'nav.Network': 'Netzwerk',
  'nav.NTP': 'NTP',
  'nav.MQTT': 'MQTT',
  'nav.Console': 'Konsole',
  'nav.About': 'Über',
  'nav.Login': 'Anmelden',
  'nav.Logout': 'Abmelden',
  'nav.Theme': 'Farbschema',
  'nav.ThemeLight': 'Hell',
  'nav.ThemeDark': 'Dunkel',
  'nav.ThemeAuto': 'Automatisch',
  'nav.Language': 'Sprache: {code}',
  'nav.SkipToContent': 'Zum Inhalt springen',
  'nav.LanguageEn': 'English',
  'nav.LanguageDe': 'Deutsch',
  'nav.LanguageFr': 'Français',

  'common.Reload': 'Neu laden',
  'common.Loading': 'Wird geladen…',
  'common.Close': 'Schließen',
  'common.Cancel': 'Abbrechen',
  'common.Online': 'Verbunden',
  'common.Offline': 'Getrennt',
  'common.PullToRefresh': 'Zum Aktualisieren ziehen',
  'common.ReleaseToRefresh': 'Zum Aktualisieren loslassen',
  'common.Refreshing': 'Wird aktualisiert…',
  'common.ClosesIn': 'Schließt in {seconds} s',
  'common.Notifications': 'Benachrichtigungen',

  'error.DeviceMessage': 'Das Gerät konnte die Aktion nicht ausführen. Meldung des Geräts: {message}',

  'error.Unreachable':
    'Das Gateway hat nicht geantwortet. Prüfen Sie, ob es eingeschaltet und in Ihrem Netzwerk erreichbar ist, und versuchen Sie es dann erneut.',

  'error.Request': 'Das Gerät hat nicht wie erwartet geantwortet: {message}',
  'error.Page': 'Diese Seite konnte nicht angezeigt werden: {message}',
  'error.ReloadPage': 'Seite neu laden',
  'common.NewVersion': 'Auf dem Gateway liegt eine neue Version dieser Oberfläche.',
  // The live view shows these for a broken answer before any screen's strings are there.
  'answer.NoEndpoint': 'Dieses Gateway (Firmware {firmware}) hat kein {path}. Es wurde nichts gesendet.',
  'answer.WebPage':
    'Das Gateway hat auf {path} mit einer Webseite statt mit Daten geantwortet. Es wurde nichts ausgeführt.',
  'answer.WebPageOf':
    'Das Gateway hat auf {path} mit einer Webseite statt mit Daten geantwortet: Seine Firmware ({firmware}) hat diese Funktion nicht. Es wurde nichts ausgeführt.',
  'answer.Unexpected': 'Die Antwort des Gateways auf {path} hat nicht die erwartete Form.',
  'answer.NotConfirmed': 'Das Gateway hat {path} nicht mit seinem „OK“ bestätigt. Nichts gilt als erledigt.',
};

export default de;
