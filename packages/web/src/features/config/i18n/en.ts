import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'config.Title': 'Configuration management',
  'config.Backup': 'Backup',
  'config.BackupHint': 'Download the files the device keeps its settings in, to restore them later.',
  'config.Download': 'Download',
  'config.DownloadFile': 'Download {name}',
  'config.NoFiles': 'The device lists no files.',
  'config.ListFailed': 'The list of files could not be loaded: {message}',
  'config.DownloadFailed': '{name} could not be downloaded: {message}',
  'config.Restore': 'Restore',
  'config.RestoreHint':
    'Upload a backup to replace a file on the device. The device restarts afterwards and uses the new file.',
  'config.Target': 'Replace',
  'config.File': 'Backup file',
  'config.FileHint': 'A .json file, checked in the browser before anything is sent.',
  'config.NoFileSelected': 'Please choose a file first.',
  'config.NotJsonFile': 'Only .json files can be restored.',
  'config.NotJson': 'This file is not valid JSON. Nothing was sent.',
  'config.ProblemAt': 'The first problem is at “{field}”.',
  'config.ProblemAtTop': 'The file as a whole has the wrong form.',
  'config.NothingSent': 'Nothing was sent.',
  'config.RestoreButton': 'Restore',
  'config.UploadProgress': 'Upload progress',
  'config.Progress': '{percent} · {done} of {total}',
  'config.RestoreFailed': 'The restore failed: {message}',
  'config.Restored': '{name} was uploaded. The device restarts with it.',
  'config.MissingSections':
    'This file is not a configuration backup of this gateway: it lacks {missing}. Nothing was sent.',
  'config.SectionName': '“{name}”',
  'config.ConfirmTitle': 'Restore this configuration?',
  'config.ConfirmIntro': 'Every setting of the gateway is replaced by those in “{name}”:',
  'config.SummaryInverters': 'Inverters',
  'config.InverterCount': '{count, plural, one {# inverter} other {# inverters}}',
  'config.NoInverters': 'none',
  'config.SummaryWifi': 'WiFi',
  'config.NoWifi': 'none (access point only)',
  'config.WifiName': '“{ssid}”',
  'config.SummaryMqtt': 'MQTT',
  'config.MqttOn': 'on ({host})',
  'config.MqttOff': 'off',
  'config.SummaryTimezone': 'Time zone',
  'config.ConfirmPassword': 'From then on you log in with the password stored in the file.',
  'config.ConfirmPins':
    '{count, plural, =0 {The pin mapping is replaced by an empty list: the gateway uses its built-in pins.} one {The pin mapping is replaced by the one profile in the file:} other {The pin mapping is replaced by the # profiles in the file:}}',
  'config.ConfirmRestart':
    'The gateway then restarts. This cannot be undone; download a backup first if you may want the current settings back.',
  'config.ConfirmButton': 'Restore and restart',
  'config.FactoryReset': 'Factory reset',
  'config.FactoryResetHint':
    'Deletes every setting except the pin mapping and restarts the device with its defaults. Download a backup first.',
  'config.FactoryResetButton': 'Reset to factory settings',
  'config.FactoryResetTitle': 'Reset to factory settings?',
  'config.FactoryResetText':
    'All settings (network, inverters, MQTT, password …) are deleted and the device restarts. This cannot be undone.',
  'config.FactoryResetConfirm': 'Reset',
  'config.Size': '{size} bytes',
  'config.Delete': 'Delete',
  'config.DeleteFile': 'Delete {name}',
  'config.DeleteTitle': 'Delete {name}?',
  'config.DeleteText':
    'The gateway deletes this file. The change takes effect after its next restart. This cannot be undone; download the file first if you may need it again.',
  'config.NotAPack':
    'This is not a language pack: it needs “meta” with a non-empty “code” and “name”. Nothing was sent.',
  'config.ConfirmPack': 'The language pack “{name}” ({code}) is installed; it replaces an installed pack.',
  'config.LanguagePack': 'Language pack (.lang.json)',
  'config.FirmwareUnknown':
    'The gateway did not say which firmware it runs, so its files cannot be managed now. Reload the page to try again.',
};

export default en;
