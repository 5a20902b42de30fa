import { defineCatalogue } from '../../../lib/i18n/index.ts';

/** Strings of the dtu screens, loaded with them (only the active locale). */
export const catalogue = defineCatalogue('dtu', {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
});
