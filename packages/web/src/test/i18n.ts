import { i18n, screenCatalogue, sharedCatalogue, type Locale } from '../lib/i18n/index.ts';

/** Loads every string (first-paint and the rest) in `locale`, as main.tsx does. */
export async function loadStrings(locale: Locale = 'en'): Promise<void> {
  await i18n.ensure(sharedCatalogue);
  await i18n.ensure(screenCatalogue);
  await i18n.setLocale(locale);
}
