import { initialLocale } from './detect.ts';
import { I18nStore } from './store.ts';
import { defineCatalogue, isLocale, type Catalogue, type Locale, type MessagesLoader } from './types.ts';

/** The app's one translation runtime (locale from storage or the browser, fallback English). */
export const i18n = new I18nStore(initialLocale(localStorage, navigator.languages), localStorage);

/** Strings the first paint needs (every screen shares them): navigation, buttons, generic errors. */
export const sharedCatalogue = defineCatalogue('shared', {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
});

/**
 * Strings every screen but the first paint needs (device results, validation messages, the restart
 * wait, titles): loaded right after the first paint and with every screen.
 */
export const deferredCatalogue = defineCatalogue('deferred', {
  en: () => import('./locales/deferred/en.ts'),
  de: () => import('./locales/deferred/de.ts'),
  fr: () => import('./locales/deferred/fr.ts'),
});

/**
 * Each feature's own strings (`src/features/<area>/…/i18n/<locale>.ts`), loaded with its screen only: a
 * settings screen never waits for the texts of the thirteen others.
 */
type FeatureFiles = Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>;
const featureFiles: FeatureFiles = {
  ...import.meta.glob<{ default: Readonly<Record<string, string>> }>(
    ['/src/features/**/i18n/{en,de,fr}.ts', '!/src/features/{fleet,panels}/**'],
    // Short keys ('./inverters/i18n/en.ts'): the map travels in the entry script.
    { base: '/src/features' },
  ),
  // The fleet overview and the panels view need a companion: the firmware-ready build has no such
  // screens (app/routes.tsx), nor their strings' entries in this map.
  ...(import.meta.env.MODE === 'device'
    ? {}
    : import.meta.glob<{ default: Readonly<Record<string, string>> }>(
        '/src/features/{fleet,panels}/i18n/{en,de,fr}.ts',
        {
          base: '/src/features',
        },
      )),
};

const featureLoaders = new Map<string, Partial<Record<Locale, MessagesLoader>>>();
for (const [path, loader] of Object.entries(featureFiles)) {
  const match = /^\.\/([^/]+)\/(?:.+\/)?i18n\/(en|de|fr)\.ts$/.exec(path);
  const area = match?.[1];
  const locale = match?.[2];
  if (area === undefined || !isLocale(locale)) continue;
  featureLoaders.set(area, { ...featureLoaders.get(area), [locale]: loader });
}

const featureCatalogues = new Map<string, Catalogue>();
for (const [area, loaders] of featureLoaders) {
  const { en, de, fr } = loaders;
  // A feature with a language missing would show raw keys in it; the completeness test names it.
  if (en && de && fr) featureCatalogues.set(area, defineCatalogue(area, { en, de, fr }));
}

/** The strings of one feature folder (`inverters`, `live`, …); throws for a folder without them. */
export function featureCatalogue(area: string): Catalogue {
  const catalogue = featureCatalogues.get(area);
  if (!catalogue) throw new Error(`No strings for the feature ${area} in every language`);
  return catalogue;
}

/** Every feature folder with strings of its own. */
export function featureAreas(): string[] {
  return [...featureCatalogues.keys()].sort();
}

/** What a screen of `area` needs before it shows: the deferred shared strings and its own. */
export function ensureScreenStrings(area: string): Promise<void> {
  return Promise.all([i18n.ensure(deferredCatalogue), i18n.ensure(featureCatalogue(area))]).then(
    () => undefined,
  );
}

// Screen readers and the browser's hyphenation/number parsing follow the page language.
document.documentElement.lang = i18n.locale;
i18n.subscribe(() => {
  document.documentElement.lang = i18n.locale;
});
