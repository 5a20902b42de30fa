import { defineCatalogue } from '../../../lib/i18n/index.ts';

/** Strings of the firmware screens, loaded with them (only the active locale). */
export const catalogue = defineCatalogue('firmware', {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
});
