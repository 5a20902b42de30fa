import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'device.Title': 'Geräte\u00adverwaltung',
  'device.TabPins': 'Pinbelegung',
  'device.TabDisplay': 'Display',
  'device.TabLeds': 'LEDs',
  'device.Profile': 'Pinprofil',
  'device.ProfileHint':
    'Die Profile stammen aus der pin_mapping.json, die Sie unter „Konfigurationsverwaltung“ hochladen können.',
  'device.DefaultProfile': 'Standard (Pins der Firmware)',
  'device.NoProfiles':
    'Auf dem Gerät ist keine pin_mapping.json gespeichert; es stehen nur die Pins der Firmware zur Wahl.',
  'device.ParseError': 'Die Pinprofile (pin_mapping.json) konnten nicht gelesen werden: {message}',
  'device.RestartWarning':
    'Wenn Sie ein anderes Pinprofil speichern, startet das Gerät neu und ist einige Sekunden nicht erreichbar.',
  'device.PinCaption':
    'Pins des gewählten Profils neben den Pins, die das Gerät gerade verwendet; Unterschiede sind hervorgehoben.',
  'device.Category': 'Baugruppe',
  'device.Pin': 'Pin',
  'device.Selected': 'Gewähltes Profil',
  'device.Active': 'Derzeit aktiv',
  'device.Differs': 'abweichend',
  'device.Yes': 'ja',
  'device.No': 'nein',
  'device.CategoryNrf24': 'NRF24-Funkmodul',
  'device.CategoryCmt': 'CMT2300A-Funkmodul',
  'device.CategoryW5500': 'W5500-Ethernet',
  'device.CategoryEth': 'Ethernet',
  'device.CategoryDisplay': 'Display',
  'device.CategoryLed': 'LEDs',
  'device.PowerSave': 'Energiesparmodus',
  'device.PowerSaveHint': 'Schaltet das Display aus, solange kein Wechselrichter produziert.',
  'device.Screensaver': 'Bildschirmschoner',
  'device.ScreensaverHint': 'Verschiebt den Inhalt ab und zu ein wenig, damit er nicht einbrennt.',
  'device.DiagramMode': 'Diagramm',
  'device.DiagramOff': 'Aus',
  'device.DiagramSmall': 'Klein, neben den Werten',
  'device.DiagramFullscreen': 'Vollbild, im Wechsel mit den Werten',
  'device.DiagramDuration': 'Diagrammzeitraum (Sekunden)',
  'device.DiagramDurationHint': 'Zeitspanne, die das Diagramm zeigt: {hours} h.',
  'device.Language': 'Sprache des Displays',
  'device.NotConnected': 'nicht angeschlossen',
  'device.LanguageHint': 'Die Sprache der Texte auf dem Display des Gateways.',
  'device.LanguagePack': '{name} (Sprachpaket)',
  'device.Rotation': 'Drehung',
  'device.Contrast': 'Kontrast',
  'device.EqualBrightness': 'Gleiche Helligkeit für alle LEDs',
  'device.LedBrightness': 'Helligkeit LED {number}',
  'device.ConfirmTitle': 'Mit anderem Pinprofil neu starten?',
  'device.ConfirmText':
    'Das Gerät speichert die Einstellungen und startet mit den Pins von „{profile}“ neu. Passen diese Pins nicht zur Platine, funktionieren Funkmodul oder Display erst wieder, wenn Sie das richtige Profil wählen.',
  'device.ConfirmSave': 'Speichern und neu starten',
  'device.FirstNameWarning':
    'Auf dem Gerät ist noch kein Profilname gespeichert. Beim ersten Speichern wird „Default“ (die Pins der Firmware) gespeichert und das Gerät einmal neu gestartet; es ist dann einige Sekunden nicht erreichbar.',
  'device.PinTable': 'Pin-Vergleich',
  'device.FirmwarePin': 'wie in der Firmware',
};

export default de;
