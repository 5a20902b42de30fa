import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'console.Title': 'Konsole',
  'console.AutoScroll': 'Automatisch scrollen',
  'console.Clear': 'Leeren',
  'console.Copy': 'Kopieren',
  'console.Copied': 'Konsolentext in die Zwischenablage kopiert.',
  'console.CopyFailed': 'Der Browser hat das Kopieren in die Zwischenablage nicht erlaubt.',
  'console.Output': 'Konsolenausgabe',
  'console.Download': 'Herunterladen',
  'console.Pause': 'Anhalten',
  'console.Search': 'Konsole durchsuchen',
  'console.Levels': 'Angezeigte Stufen',
  'console.LevelE': 'Fehler',
  'console.LevelW': 'Warnungen',
  'console.LevelI': 'Info',
  'console.LevelD': 'Debug',
  'console.LevelV': 'Ausführlich',
  'console.LevelsHint':
    'Das Gateway gibt nur aus, was seine Protokollstufen durchlassen; ein neues Gateway nur Fehler.',
  'console.LevelsLink': 'Stufen ändern',
  'console.LineCount': '{shown} von {total} Zeilen',
};

export default de;
