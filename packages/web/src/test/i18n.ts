import { i18n, responsesCatalogue, sharedCatalogue, type Locale } from '../lib/i18n/index.ts';

/** Loads the shared strings (and result texts) in `locale`, as main.tsx does before rendering. */
export async function loadSharedStrings(locale: Locale = 'en'): Promise<void> {
  await i18n.ensure(sharedCatalogue);
  await i18n.ensure(responsesCatalogue);
  await i18n.setLocale(locale);
}
