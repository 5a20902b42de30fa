import { defineCatalogue } from '../../../../lib/i18n/index.ts';

/** Strings of the live view's body (hints, totals, inverters, history, dialogs), loaded with it. */
export const catalogue = defineCatalogue('liveView', {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
});
