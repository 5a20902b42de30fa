import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'reboot.Title': 'Redémarrage de l’appareil',
  'reboot.Header': 'Redémarrer l’appareil',
  'reboot.Reboot': 'Redémarrer',
  'reboot.Hint':
    'Un redémarrage manuel n’est normalement pas nécessaire : l’appareil applique les réglages lui-même et redémarre quand une modification l’exige.',
  'reboot.ConfirmTitle': 'Redémarrer l’appareil ?',
  'reboot.ConfirmText':
    'L’appareil sera injoignable un court instant et aucune donnée des onduleurs ne sera collectée pendant le redémarrage.',
  'reboot.Done': 'L’appareil a redémarré et répond de nouveau.',
};

export default fr;
