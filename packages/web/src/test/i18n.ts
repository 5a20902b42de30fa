import {
  deferredCatalogue,
  featureAreas,
  featureCatalogue,
  i18n,
  sharedCatalogue,
  type Locale,
} from '../lib/i18n/index.ts';

/** Loads every string (first-paint, deferred and every feature's) in `locale`. */
export async function loadStrings(locale: Locale = 'en'): Promise<void> {
  await i18n.ensure(sharedCatalogue);
  await i18n.ensure(deferredCatalogue);
  for (const area of featureAreas()) await i18n.ensure(featureCatalogue(area));
  await i18n.setLocale(locale);
}
