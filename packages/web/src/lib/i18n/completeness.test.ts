// The catalogues are complete: same keys in en, de and fr, no empty texts, every key used, every used
// key present, and a text for every device response code and protocol validation message. And they
// load: the first paint gets the shared strings, every screen the deferred ones and its feature's own.
import { ALL_RESPONSE_CODES, VALIDATION_MESSAGES } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { deferredCatalogue, featureAreas, featureCatalogue, sharedCatalogue } from './runtime.ts';
import { LOCALES, type Messages } from './types.ts';

const localeFiles = import.meta.glob<Messages>(
  ['/src/**/i18n/{en,de,fr}.ts', '/src/lib/i18n/locales/**/{en,de,fr}.ts'],
  {
    eager: true,
    import: 'default',
  },
);
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

/** Catalogue folder → locale → messages. */
const catalogues = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(localeFiles)) {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const locale = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
  const byLocale = catalogues.get(folder) ?? new Map<string, Messages>();
  byLocale.set(locale, messages);
  catalogues.set(folder, byLocale);
}

const codeSources = Object.entries(sources).filter(([path]) => !(path in localeFiles));
/** Every string literal in the code: keys are written as literals so this finds them. */
const literals = new Set(
  codeSources.flatMap(([, text]) => [...text.matchAll(/(['"`])([\w.]+)\1/g)].map((match) => match[2] ?? '')),
);
/** Keys passed directly to t(…). */
const translated = codeSources.flatMap(([path, text]) =>
  [...text.matchAll(/\bt\(\s*(['"])([^'"]+)\1/g)].map((match) => ({ path, key: match[2] ?? '' })),
);
/** Every literal that is a key, where it is written (keys in tables reach t() indirectly). */
const keyLiterals = (keys: ReadonlySet<string>) =>
  codeSources.flatMap(([path, text]) =>
    [...text.matchAll(/(['"`])([\w.]+)\1/g)]
      .map((match) => match[2] ?? '')
      .filter((key) => keys.has(key))
      .map((key) => ({ path, key })),
  );

const allKeys = new Set(
  [...catalogues.values()].flatMap((byLocale) => Object.keys(byLocale.get('en') ?? {})),
);
/** `{name}` and the counted `{name, plural, …}` parameters of a text. */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1] ?? ''))].sort();

function featureOf(path: string): string | undefined {
  return /\/src\/features\/([^/]+)\//.exec(path)?.[1];
}

describe('i18n catalogues', () => {
  it('are found (shared, deferred shared and the features’ own)', () => {
    expect(catalogues.has('/src/lib/i18n/locales')).toBe(true);
    expect(catalogues.has('/src/lib/i18n/locales/deferred')).toBe(true);
    expect(
      [...catalogues.keys()].filter((folder) => folder.startsWith('/src/features/')).length,
    ).toBeGreaterThan(5);
  });

  for (const [folder, byLocale] of catalogues) {
    describe(folder, () => {
      const en = byLocale.get('en') ?? {};

      it('has the same keys and placeholders in en, de and fr, none empty', () => {
        for (const locale of LOCALES) {
          const messages = byLocale.get(locale);
          expect(messages, `${folder}/${locale}.ts`).toBeDefined();
          expect(Object.keys(messages ?? {}).sort(), `${folder}/${locale}.ts`).toEqual(
            Object.keys(en).sort(),
          );
          for (const [key, text] of Object.entries(messages ?? {})) {
            expect(text.trim(), `${locale} ${key}`).not.toBe('');
            expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en[key] ?? ''));
          }
        }
      });

      it('writes French punctuation as French does: a narrow no-break space before : ; ! ?', () => {
        const problems = Object.entries(byLocale.get('fr') ?? {}).filter(([, text]) =>
          // A sign followed by a space or the end (not "http://" or "12:30"), not after U+202F.
          /(^|[^\u202f])[:;!?](\s|$)/.test(text),
        );
        expect(problems).toEqual([]);
      });

      it('writes apostrophes as typographic ones (’), never the straight typewriter sign', () => {
        for (const locale of LOCALES) {
          const straight = Object.entries(byLocale.get(locale) ?? {}).filter(([, text]) =>
            text.includes("'"),
          );
          expect(straight, locale).toEqual([]);
        }
      });

      it('counts with plural forms, never a bare number before a word that changes with it', () => {
        // "{count} nouveaux" reads "1 nouveaux": counted texts use {count, plural, one {…} other {…}}.
        for (const locale of LOCALES) {
          const bare = Object.entries(byLocale.get(locale) ?? {}).filter(([, text]) =>
            /\{count\}/.test(text),
          );
          expect(bare, locale).toEqual([]);
        }
      });

      it('names its keys after its area', () => {
        const feature = featureOf(`${folder}/`);
        const prefixes = feature
          ? [feature]
          : folder.endsWith('deferred')
            ? ['apiresponse', 'validation', 'title', 'form', 'restart']
            : ['nav', 'common', 'error', 'answer'];
        for (const key of Object.keys(en)) expect(prefixes, key).toContain(key.split('.')[0]);
      });

      it('uses every key in the code', () => {
        const unused = Object.keys(en).filter((key) => {
          if (literals.has(key)) return false;
          // Shown dynamically as `apiresponse.${code}` and from the protocol's validation results.
          if (key.startsWith('apiresponse.')) return !ALL_RESPONSE_CODES.map(String).includes(key.slice(12));
          if (key.startsWith('validation.')) return !(VALIDATION_MESSAGES as readonly string[]).includes(key);
          return true;
        });
        expect(unused).toEqual([]);
      });
    });
  }

  it('has a text for every device response code and every protocol validation message', () => {
    const missing = [
      ...ALL_RESPONSE_CODES.map((code) => `apiresponse.${code}`),
      ...VALIDATION_MESSAGES,
    ].filter((key) => !allKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('has every key the code translates, from the shared catalogue or the feature’s own', () => {
    expect(translated.length).toBeGreaterThan(50);
    const problems = [...translated, ...keyLiterals(allKeys)]
      .filter(({ path, key }) => {
        if (!allKeys.has(key)) return true;
        const area = key.split('.')[0] ?? '';
        const feature = featureOf(path);
        const shared = [
          'nav',
          'common',
          'error',
          'apiresponse',
          'validation',
          'title',
          'form',
          'restart',
          'answer',
        ].includes(area);
        return !shared && area !== feature;
      })
      .map(({ path, key }) => `${path}: ${key}`);
    expect(problems).toEqual([]);
  });

  describe('loading', () => {
    const firstPaint = '/src/lib/i18n/locales';

    it('never gives two files the same key (one key, one text)', () => {
      const keys = [...catalogues.values()].flatMap((byLocale) => Object.keys(byLocale.get('en') ?? {}));
      expect(keys.length).toBe(allKeys.size);
    });

    it('has one catalogue per feature folder with strings', () => {
      const folders = [...catalogues.keys()].filter((folder) => folder.startsWith('/src/features/'));
      expect(featureAreas()).toEqual([...new Set(folders.map((folder) => featureOf(`${folder}/`)))].sort());
    });

    for (const locale of LOCALES) {
      it(`${locale}: each catalogue loads exactly its folder's file`, async () => {
        expect((await sharedCatalogue.loaders[locale]()).default).toEqual(
          catalogues.get(firstPaint)?.get(locale),
        );
        expect((await deferredCatalogue.loaders[locale]()).default).toEqual(
          catalogues.get(`${firstPaint}/deferred`)?.get(locale),
        );
        for (const area of featureAreas()) {
          const own = [...catalogues]
            .filter(([folder]) => featureOf(`${folder}/`) === area)
            .flatMap(([, byLocale]) => Object.entries(byLocale.get(locale) ?? {}));
          expect(own.length, area).toBeGreaterThan(0);
          expect((await featureCatalogue(area).loaders[locale]()).default, area).toEqual(
            Object.fromEntries(own),
          );
        }
      });
    }
  });
});
