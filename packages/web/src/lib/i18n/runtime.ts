import { initialLocale } from './detect.ts';
import { I18nStore } from './store.ts';
import { defineCatalogue } from './types.ts';

/** The app's one translation runtime (locale from storage or the browser, fallback English). */
export const i18n = new I18nStore(initialLocale(localStorage, navigator.languages), localStorage);

/** Strings every screen shares: navigation, buttons, generic errors. */
export const sharedCatalogue = defineCatalogue('shared', {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
});

/** Shared strings not needed for the first paint: result and validation texts, placeholder titles. */
export const deferredCatalogue = defineCatalogue('deferred', {
  en: () => import('./locales/deferred/en.ts'),
  de: () => import('./locales/deferred/de.ts'),
  fr: () => import('./locales/deferred/fr.ts'),
});

// Screen readers and the browser's hyphenation/number parsing follow the page language.
document.documentElement.lang = i18n.locale;
i18n.subscribe(() => {
  document.documentElement.lang = i18n.locale;
});
