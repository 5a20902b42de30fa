import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'logging.Title': 'Protokollierung',
  'logging.DefaultCard': 'Standardstufe',
  'logging.DefaultHint':
    'Was Konsole und Syslog von allen Teilen des Gateways zeigen, die keine eigene Stufe haben.',
  'logging.DefaultLevel': 'Standardstufe',
  'logging.ModulesCard': 'Stufen je Modul',
  'logging.ModulesHint': 'Ein Modul mit „Standard“ folgt der Standardstufe.',
  'logging.LevelInherit': 'Standard',
  'logging.Level0': 'Nichts',
  'logging.Level1': 'Fehler',
  'logging.Level2': 'Warnungen und Fehler',
  'logging.Level3': 'Info',
  'logging.Level4': 'Debug',
  'logging.Level5': 'Alles (ausführlich)',
  'logging.NotOnThisFirmware':
    'Bei diesem Gateway ({firmware}) gibt es keine Protokollstufen: Sie kamen mit OpenDTU v25.5.10. Seine Konsole zeigt alles.',
  'logging.LevelsUnsure':
    'Die Firmware dieses Gateways ({firmware}) zeigt für {modules} „Standard“, auch wenn eine eigene Stufe gespeichert ist, und ihre Konfigurationsdatei ließ sich zur Prüfung nicht lesen. Beim Speichern werden sie auf „Standard“ gesetzt.',
};

export default de;
