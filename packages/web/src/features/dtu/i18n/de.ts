import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'dtu.Title': 'DTU-Einstellungen',
  'dtu.GeneralCard': 'Allgemein',
  'dtu.Serial': 'DTU-Seriennummer',
  'dtu.SerialHint':
    'Die Seriennummer, mit der sich die DTU bei den Wechselrichtern meldet. Ändern Sie sie nur, wenn zwei DTUs mit denselben Wechselrichtern sprechen.',
  'dtu.PollInterval': 'Abfrageintervall',
  'dtu.PollIntervalHint': 'Wie oft die DTU einen Wechselrichter nach neuen Daten fragt.',
  'dtu.Seconds': 's',
  'dtu.NrfCard': 'NRF24-Funkmodul (Hoymiles HM)',
  'dtu.NrfPower': 'Sendeleistung (NRF24)',
  'dtu.NrfPowerHint': 'Wählen Sie die niedrigste Leistung, die noch jeden Wechselrichter erreicht.',
  'dtu.NrfLevel': '{level} ({dbm} dBm)',
  'dtu.LevelMin': 'Minimal',
  'dtu.LevelLow': 'Niedrig',
  'dtu.LevelHigh': 'Hoch',
  'dtu.LevelMax': 'Maximal',
  'dtu.NrfMissing':
    'Im aktiven Pin-Profil (Geräteverwaltung) ist kein NRF24-Funkmodul eingerichtet, daher gibt es hier keine Einstellungen dafür.',
  'dtu.CmtCard': 'CMT2300A-Funkmodul (Hoymiles HMS/HMT)',
  'dtu.CmtMissing':
    'Im aktiven Pin-Profil (Geräteverwaltung) ist kein CMT2300A-Funkmodul eingerichtet, daher gibt es hier keine Einstellungen dafür.',
  'dtu.CmtPower': 'Sendeleistung (CMT2300A)',
  'dtu.Dbm': '{dbm} dBm',
  'dtu.Country': 'Region',
  'dtu.CountryHint': 'Bei einer anderen Region springt die Frequenz auf deren Standardwert.',
  'dtu.CountryEurope': 'Europa ({min} MHz – {max} MHz)',
  'dtu.CountryNorthAmerica': 'Nordamerika ({min} MHz – {max} MHz)',
  'dtu.CountryBrazil': 'Brasilien ({min} MHz – {max} MHz)',
  'dtu.CountryOther': 'Region {id} ({min} MHz – {max} MHz)',
  'dtu.Frequency': 'Frequenz',
  'dtu.Mhz': '{mhz} MHz',
  'dtu.FrequencyHint':
    'Nach einer Änderung kann es bis zu 15 Minuten dauern, bis die Wechselrichter wieder antworten.',
  'dtu.FrequencyIllegal':
    'Diese Frequenz liegt außerhalb des in der Region zulässigen Bereichs ({min} MHz – {max} MHz). Ihre Nutzung kann gegen örtliche Vorschriften verstoßen.',
};

export default de;
