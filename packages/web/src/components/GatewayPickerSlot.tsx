import { Suspense, lazy } from 'react';
import { useCompanion } from '../lib/history/companion.ts';
import { defineCatalogue, i18n } from '../lib/i18n/index.ts';

/** The picker's strings (lib/i18n/locales/gateway), loaded with it. */
export const gatewayCatalogue = defineCatalogue('gateway', {
  en: () => import('../lib/i18n/locales/gateway/en.ts'),
  de: () => import('../lib/i18n/locales/gateway/de.ts'),
  fr: () => import('../lib/i18n/locales/gateway/fr.ts'),
});

// The picker's code and strings travel only to pages of a companion with several gateways.
const GatewayPicker = lazy(async () => {
  const [module] = await Promise.all([import('./GatewayPicker.tsx'), i18n.ensure(gatewayCatalogue)]);
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
