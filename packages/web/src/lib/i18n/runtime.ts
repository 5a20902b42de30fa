import { initialLocale } from './detect.ts';
import { I18nStore } from './store.ts';
import { defineCatalogue } from './types.ts';

/** The app's one translation runtime (locale from storage or the browser, fallback English). */
export const i18n = new I18nStore(initialLocale(localStorage, navigator.languages), localStorage);

/** Strings the first paint needs (every screen shares them): navigation, buttons, generic errors. */
export const sharedCatalogue = defineCatalogue('shared', {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
});

/**
 * Every other string, one file per language: the deferred shared strings (results, validation,
 * placeholder titles) and every feature's `i18n/<locale>.ts`, merged at build time (bundles/). One
 * request and one gzip stream per language cost less than a small file per feature; loaded right
 * after the first paint (beside the live data on `/`) and before any lazy screen shows.
 */
export const screenCatalogue = defineCatalogue('screens', {
  en: () => import('./bundles/en.ts'),
  de: () => import('./bundles/de.ts'),
  fr: () => import('./bundles/fr.ts'),
});

// Screen readers and the browser's hyphenation/number parsing follow the page language.
document.documentElement.lang = i18n.locale;
i18n.subscribe(() => {
  document.documentElement.lang = i18n.locale;
});
