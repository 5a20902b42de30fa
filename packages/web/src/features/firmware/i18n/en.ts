import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'firmware.Title': 'Firmware upgrade',
  'firmware.SelectFile': 'Select a firmware file',
  'firmware.File': 'Firmware file',
  'firmware.FileHint': 'A .bin or .bin.gz file for this device. The device restarts after the upload.',
  'firmware.NoFileSelected': 'Please choose a firmware file first.',
  'firmware.WrongFile': 'Only .bin and .bin.gz files can be uploaded.',
  'firmware.NotFirmware': 'This is not a firmware image for this gateway. Nothing was sent.',
  'firmware.RetryWontHelp':
    'The gateway refused this file; sending it again will not help. Choose another firmware file.',
  'firmware.Upload': 'Upload',
  'firmware.OtaStatus': 'OTA status',
  'firmware.Hashing': 'Checking the file (MD5)…',
  'firmware.HashProgress': 'MD5 progress',
  'firmware.Uploading': 'Uploading {name}…',
  'firmware.UploadProgress': 'Upload progress',
  'firmware.Progress': '{percent} · {done} of {total}',
  'firmware.Success': 'Upgrade successful. The device restarts with the new firmware.',
  'firmware.Failed': 'The upgrade failed.',
  'firmware.Md5Failed': 'Unknown error while upload, check the console for details.',
  'firmware.Retry': 'Retry',
  'firmware.Back': 'Back',
};

export default en;
