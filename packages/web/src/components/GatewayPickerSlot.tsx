import { Suspense, lazy } from 'react';
import { useCompanion } from '../lib/history/companion.ts';
import { deferredCatalogue, i18n } from '../lib/i18n/index.ts';

// The picker's code and strings travel only to pages of a companion with several gateways.
const GatewayPicker = lazy(async () => {
  const [module] = await Promise.all([import('./GatewayPicker.tsx'), i18n.ensure(deferredCatalogue)]);
  return module;
});

/** The navbar's gateway picker, shown only when the companion lists more than one gateway. */
export function GatewayPickerSlot() {
  const companion = useCompanion();
  if (companion.state !== 'companion' || companion.info.gateways.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <GatewayPicker gateways={companion.info.gateways} />
    </Suspense>
  );
}
