import type { Messages } from '../../types.ts';

// The navbar's gateway picker, shown only on a companion with several gateways (components/
// GatewayPickerSlot.tsx loads these with it; the firmware-ready build has neither).
const en: Messages = {
  'nav.Gateway': 'Gateway: {name}',
  'nav.GatewayOffline': 'Gateway: {name} offline',
  'nav.GatewaySwitch': 'Switch gateway',
  'nav.GatewayFleet': 'All gateways',
  'nav.GatewayStateOnline': 'online',
  'nav.GatewayStateOffline': 'offline',
  'nav.GatewayStateUnknown': 'state unknown',
  'nav.GatewayLocked': 'locked',
};

export default en;
