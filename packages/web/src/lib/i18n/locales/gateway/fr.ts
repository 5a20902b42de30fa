import type { Messages } from '../../types.ts';

// The navbar's gateway picker, shown only on a companion with several gateways (components/
// GatewayPickerSlot.tsx loads these with it; the firmware-ready build has neither).
const fr: Messages = {
  'nav.Gateway': 'Passerelle\u202f: {name}',
  'nav.GatewayOffline': 'Passerelle\u202f: {name} hors ligne',
  'nav.GatewaySwitch': 'Changer de passerelle',
  'nav.GatewayFleet': 'Toutes les passerelles',
  'nav.GatewayStateOnline': 'en ligne',
  'nav.GatewayStateOffline': 'hors ligne',
  'nav.GatewayStateUnknown': 'état inconnu',
  'nav.GatewayLocked': 'verrouillée',
};

export default fr;
