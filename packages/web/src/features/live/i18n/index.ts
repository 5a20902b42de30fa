import { defineCatalogue } from '../../../lib/i18n/index.ts';

/** The live screen's first-paint strings (its title), loaded before the first render. */
export const catalogue = defineCatalogue('live', {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
});
