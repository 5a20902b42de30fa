import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'console.Title': 'Console',
  'console.AutoScroll': 'Auto scroll',
  'console.Clear': 'Clear',
  'console.Copy': 'Copy',
  'console.Copied': 'Console text copied to the clipboard.',
  'console.CopyFailed': 'The browser did not allow copying to the clipboard.',
  'console.Output': 'Console output',
  'console.Download': 'Download',
  'console.Pause': 'Pause',
  'console.Search': 'Search the console',
  'console.Levels': 'Show levels',
  'console.LevelE': 'Errors',
  'console.LevelW': 'Warnings',
  'console.LevelI': 'Info',
  'console.LevelD': 'Debug',
  'console.LevelV': 'Verbose',
  'console.LevelsHint':
    'The gateway prints only what its log levels let through; a new gateway, errors only.',
  'console.LevelsLink': 'Change the levels',
  'console.LineCount': '{shown} of {total} lines',
};

export default en;
