import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'reboot.Title': 'Gerät neu starten',
  'reboot.Header': 'Gerät neu starten',
  'reboot.Reboot': 'Neu starten',
  'reboot.Hint':
    'Ein manueller Neustart ist normalerweise nicht nötig: Das Gerät übernimmt Einstellungen selbst und startet neu, wenn eine Änderung es erfordert.',
  'reboot.ConfirmTitle': 'Gerät neu starten?',
  'reboot.ConfirmText':
    'Das Gerät ist kurz nicht erreichbar, und während des Neustarts werden keine Wechselrichterdaten gesammelt.',
  'reboot.Done': 'Das Gerät wurde neu gestartet und antwortet wieder.',
};

export default de;
