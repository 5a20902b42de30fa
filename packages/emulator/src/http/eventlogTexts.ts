/**
 * Event-log message texts (device-api §6.1) in English, German and French — our own words. An HMT
 * inverter uses its HMT-specific text where there is one, otherwise the generic text; an id with no
 * text for the inverter is "Unknown" in the requested language.
 */

export type EventLocale = 'en' | 'de' | 'fr';

/** [English, German, French] */
type Texts = readonly [string, string, string];

const pv = (n: number, en: string, de: string, fr: string): Texts => [
  `PV-${String(n)}: ${en}`,
  `PV-${String(n)}: ${de}`,
  `PV-${String(n)} : ${fr}`,
];
const mppt = (letter: string, en: string, de: string, fr: string): Texts => [
  `MPPT-${letter}: ${en}`,
  `MPPT-${letter}: ${de}`,
  `MPPT-${letter} : ${fr}`,
];
const grid = (en: string, de: string, fr: string): Texts => [`Grid: ${en}`, `Netz: ${de}`, `Réseau : ${fr}`];

const OVERVOLTAGE: Texts = ['input overvoltage', 'Eingangsüberspannung', "surtension d'entrée"];
const UNDERVOLTAGE: Texts = ['input undervoltage', 'Eingangsunterspannung', "sous-tension d'entrée"];
const NO_INPUT: Texts = ['no input', 'kein Eingangssignal', "pas d'entrée"];
const SHADED: Texts = [
  'module probably shaded',
  'Modul vermutlich verschattet',
  'module probablement ombragé',
];

const generic = new Map<number, Texts>([
  [1, ['Inverter start', 'Wechselrichter gestartet', "Démarrage de l'onduleur"]],
  [2, ['Time calibration', 'Zeitabgleich', "Synchronisation de l'heure"]],
  [
    3,
    [
      'EEPROM read/write error during operation',
      'EEPROM-Lese-/Schreibfehler im Betrieb',
      'Erreur de lecture/écriture EEPROM en fonctionnement',
    ],
  ],
  [4, ['Offline', 'Offline', 'Hors ligne']],
  [11, ['Grid voltage surge', 'Spannungsspitze im Netz', 'Pic de tension du réseau']],
  [
    12,
    [
      'Sharp drop of the grid voltage',
      'Starker Einbruch der Netzspannung',
      'Chute brutale de la tension du réseau',
    ],
  ],
  [13, ['Sudden change of the grid frequency', 'Sprung der Netzfrequenz', 'Saut de fréquence du réseau']],
  [14, ['Sudden change of the grid phase', 'Sprung der Netzphase', 'Saut de phase du réseau']],
  [15, ['Short grid fluctuation', 'Kurzzeitige Netzschwankung', 'Fluctuation passagère du réseau']],
  [
    36,
    [
      'Inverter overvoltage or overcurrent',
      'Wechselrichter: Überspannung oder Überstrom',
      'Onduleur : surtension ou surintensité',
    ],
  ],
  [46, ['FB overvoltage', 'FB-Überspannung', 'Surtension FB']],
  [47, ['FB overcurrent', 'FB-Überstrom', 'Surintensité FB']],
  [
    61,
    ['Calibration parameters are wrong', 'Kalibrierparameter fehlerhaft', "Paramètres d'étalonnage erronés"],
  ],
  [62, ['System parameters are wrong', 'Systemparameter fehlerhaft', 'Paramètres système erronés']],
  [63, ['Power generation data look wrong', 'Erzeugungsdaten auffällig', 'Données de production anormales']],
  [
    71,
    [
      'Power reduced for grid overvoltage (VW) switched on',
      'Leistungsreduzierung bei Netzüberspannung (VW) eingeschaltet',
      'Réduction de puissance en surtension du réseau (VW) activée',
    ],
  ],
  [
    72,
    [
      'Power reduced for grid over-frequency (FW) switched on',
      'Leistungsreduzierung bei Netzüberfrequenz (FW) eingeschaltet',
      'Réduction de puissance en surfréquence du réseau (FW) activée',
    ],
  ],
  [
    73,
    [
      'Power reduced for over-temperature (TW) switched on',
      'Leistungsreduzierung bei Übertemperatur (TW) eingeschaltet',
      'Réduction de puissance en surchauffe (TW) activée',
    ],
  ],
  [95, pv(1, ...SHADED)],
  [96, pv(2, ...SHADED)],
  [97, pv(3, ...SHADED)],
  [98, pv(4, ...SHADED)],
  [121, ['Over-temperature protection', 'Übertemperaturschutz', 'Protection contre la surchauffe']],
  [
    122,
    [
      'Microinverter may have been stolen',
      'Mikrowechselrichter womöglich gestohlen',
      'Micro-onduleur peut-être volé',
    ],
  ],
  [123, ['Locked by remote control', 'Per Fernsteuerung gesperrt', 'Verrouillé à distance']],
  [124, ['Shut down by remote control', 'Per Fernsteuerung abgeschaltet', 'Arrêté à distance']],
  [125, ['Grid parameters are wrong', 'Netzparameter fehlerhaft', 'Paramètres réseau erronés']],
  [127, ['Firmware error', 'Firmwarefehler', 'Erreur du micrologiciel']],
  [129, ['Abnormal bias', 'Auffällige Vorspannung', 'Polarisation anormale']],
  [130, ['Offline', 'Offline', 'Hors ligne']],
  [141, grid('overvoltage', 'Überspannung', 'surtension')],
  [
    142,
    grid(
      '10-minute average above the voltage limit',
      'Überspannung im 10-Minuten-Mittel',
      'surtension en moyenne sur 10 minutes',
    ),
  ],
  [143, grid('undervoltage', 'Unterspannung', 'sous-tension')],
  [144, grid('overfrequency', 'Überfrequenz', 'surfréquence')],
  [145, grid('underfrequency', 'Unterfrequenz', 'sous-fréquence')],
  [
    146,
    grid(
      'frequency changing too fast',
      'Frequenz ändert sich zu schnell',
      'variation de fréquence trop rapide',
    ),
  ],
  [147, grid('power outage', 'Stromausfall', 'coupure de courant')],
  [148, grid('disconnected', 'Netztrennung', 'déconnexion')],
  [149, grid('island detected', 'Inselnetz erkannt', 'îlotage détecté')],
  [
    150,
    [
      'DC injection too high (DCI)',
      'Gleichstromanteil zu hoch (DCI)',
      'Injection de courant continu trop élevée (DCI)',
    ],
  ],
  [
    181,
    [
      'Insulation resistance too low',
      'Isolationswiderstand zu niedrig',
      "Résistance d'isolement trop faible",
    ],
  ],
  [182, ['Grounding fault', 'Erdungsfehler', 'Défaut de mise à la terre']],
  [205, mppt('A', ...OVERVOLTAGE)],
  [206, mppt('B', ...OVERVOLTAGE)],
  [207, mppt('A', ...UNDERVOLTAGE)],
  [208, mppt('B', ...UNDERVOLTAGE)],
  [209, pv(1, ...NO_INPUT)],
  [210, pv(2, ...NO_INPUT)],
  [211, pv(3, ...NO_INPUT)],
  [212, pv(4, ...NO_INPUT)],
  [
    213,
    mppt('A', 'PV-1 and PV-2 wired wrongly', 'PV-1 und PV-2 falsch verdrahtet', 'PV-1 et PV-2 mal câblés'),
  ],
  [
    214,
    mppt('B', 'PV-3 and PV-4 wired wrongly', 'PV-3 und PV-4 falsch verdrahtet', 'PV-3 et PV-4 mal câblés'),
  ],
  [215, pv(1, ...OVERVOLTAGE)],
  [216, pv(1, ...UNDERVOLTAGE)],
  [217, pv(2, ...OVERVOLTAGE)],
  [218, pv(2, ...UNDERVOLTAGE)],
  [219, pv(3, ...OVERVOLTAGE)],
  [220, pv(3, ...UNDERVOLTAGE)],
  [221, pv(4, ...OVERVOLTAGE)],
  [222, pv(4, ...UNDERVOLTAGE)],
]);

/** Where an HMT (three-phase, up to six inputs) means something else, or only an HMT has the event. */
const hmtOnly = new Map<number, Texts>([
  [
    171,
    grid(
      'abnormal phase difference between two phases',
      'auffällige Phasendifferenz zwischen zwei Phasen',
      'déphasage anormal entre deux phases',
    ),
  ],
  [215, mppt('C', ...OVERVOLTAGE)],
  [216, mppt('C', ...UNDERVOLTAGE)],
  [217, pv(5, ...NO_INPUT)],
  [218, pv(6, ...NO_INPUT)],
  [
    219,
    mppt('C', 'PV-5 and PV-6 wired wrongly', 'PV-5 und PV-6 falsch verdrahtet', 'PV-5 et PV-6 mal câblés'),
  ],
  [
    221,
    [
      'Grid neutral line wired wrongly',
      'Neutralleiter des Netzes falsch angeschlossen',
      'Neutre du réseau mal raccordé',
    ],
  ],
]);

const UNKNOWN: Texts = ['Unknown', 'Unbekannt', 'Inconnu'];
const INDEX: Record<EventLocale, 0 | 1 | 2> = { en: 0, de: 1, fr: 2 };

/** `locale` query value → language: case-insensitive en, de, fr; anything else is English. */
export function eventLocale(value: string | undefined): EventLocale {
  const lower = (value ?? '').toLowerCase();
  return lower === 'de' || lower === 'fr' ? lower : 'en';
}

/** The text for a message id in a language; HMT inverters prefer their own texts. */
export function eventMessage(messageId: number, locale: EventLocale, hmt: boolean): string {
  const texts = (hmt ? hmtOnly.get(messageId) : undefined) ?? generic.get(messageId) ?? UNKNOWN;
  return texts[INDEX[locale]];
}

/** Every id that has a text (tests check the languages are complete). */
export function knownEventIds(): { generic: number[]; hmt: number[] } {
  return { generic: [...generic.keys()], hmt: [...hmtOnly.keys()] };
}
