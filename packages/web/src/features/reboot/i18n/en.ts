import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'reboot.Title': 'Device reboot',
  'reboot.Header': 'Restart the device',
  'reboot.Reboot': 'Reboot',
  'reboot.Hint':
    'A manual restart is normally not needed: the device applies settings by itself and restarts when a change requires it.',
  'reboot.ConfirmTitle': 'Reboot the device?',
  'reboot.ConfirmText':
    'The device will be unreachable for a short while and no inverter data is collected during the restart.',
  'reboot.Done': 'The device restarted and answers again.',
};

export default en;
