import { defineCatalogue } from '../../../lib/i18n/index.ts';

/** Strings of the notfound screen, loaded with it (only the active locale). */
export const catalogue = defineCatalogue('notfound', {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
});
