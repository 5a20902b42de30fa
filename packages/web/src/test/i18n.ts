import { i18n, deferredCatalogue, sharedCatalogue, type Locale } from '../lib/i18n/index.ts';

/** Loads the shared strings (first-paint and deferred) in `locale`, as main.tsx does before rendering. */
export async function loadSharedStrings(locale: Locale = 'en'): Promise<void> {
  await i18n.ensure(sharedCatalogue);
  await i18n.ensure(deferredCatalogue);
  await i18n.setLocale(locale);
}
