import { isLocale, type Locale } from './types.ts';

export const LOCALE_STORAGE_KEY = 'locale';

/** The stored choice wins; else the browser's language prefix (de-AT → de); else English. */
export function initialLocale(storage: Pick<Storage, 'getItem'>, languages: readonly string[]): Locale {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  for (const language of languages) {
    const prefix = language.toLowerCase().split('-')[0];
    if (isLocale(prefix)) return prefix;
  }
  return 'en';
}
