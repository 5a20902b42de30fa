import type { Messages } from '../../types.ts';

// The navbar's gateway picker, shown only on a companion with several gateways (components/
// GatewayPickerSlot.tsx loads these with it; the firmware-ready build has neither).
const de: Messages = {
  'nav.Gateway': 'Gateway: {name}',
  'nav.GatewayOffline': 'Gateway: {name} nicht erreichbar',
  'nav.GatewaySwitch': 'Gateway wechseln',
  'nav.GatewayFleet': 'Alle Gateways',
  'nav.GatewayStateOnline': 'erreichbar',
  'nav.GatewayStateOffline': 'nicht erreichbar',
  'nav.GatewayStateUnknown': 'Zustand unbekannt',
  'nav.GatewayLocked': 'gesperrt',
};

export default de;
