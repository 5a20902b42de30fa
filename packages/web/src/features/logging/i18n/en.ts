import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'logging.Title': 'Logging',
  'logging.DefaultCard': 'Default level',
  'logging.DefaultHint':
    'What the console and syslog show from every part of the gateway that has no level of its own.',
  'logging.DefaultLevel': 'Default level',
  'logging.ModulesCard': 'Levels per module',
  'logging.ModulesHint': 'A module set to “Default” follows the default level.',
  'logging.LevelInherit': 'Default',
  'logging.Level0': 'Nothing',
  'logging.Level1': 'Errors',
  'logging.Level2': 'Warnings and errors',
  'logging.Level3': 'Info',
  'logging.Level4': 'Debug',
  'logging.Level5': 'Everything (verbose)',
  'logging.NotOnThisFirmware':
    'This gateway ({firmware}) has no log levels to set: they came with OpenDTU v25.5.10. Its console shows everything.',
  'logging.LevelsUnsure':
    'This gateway’s firmware ({firmware}) shows “Default” for {modules} even when a level of their own is stored, and its configuration file could not be read to check. Saving sets them to “Default”.',
};

export default en;
