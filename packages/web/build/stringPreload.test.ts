/**
 * The preload script in index.html picks the language before the app runs; it must pick the one the
 * app's `initialLocale` (lib/i18n/detect.ts) will pick, or the first load fetches the wrong catalogues.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { initialLocale, LOCALE_STORAGE_KEY } from '../src/lib/i18n/detect.ts';
import { preloadScript } from './stringPreload.ts';

const shared = { en: ['en.js'], de: ['de.js'], fr: ['fr.js'] };
const live = { en: ['live-en.js'], de: ['live-de.js'], fr: ['live-fr.js'] };

/** Runs the inline script with the given storage and browser languages; the language it preloaded. */
function preloadedLanguage(stored: string | null, languages: readonly string[], pathname = '/'): string[] {
  const hrefs: string[] = [];
  const storage = {
    getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? stored : null),
  };
  const page = {
    createElement: () => ({}) as { href?: string },
    head: {
      appendChild: (link: { href?: string }) => {
        hrefs.push(link.href ?? '');
      },
    },
  };
  runInNewContext(preloadScript(shared, live), {
    localStorage: storage,
    navigator: { languages },
    document: page,
    location: { pathname },
  });
  return hrefs;
}

describe('the early preload script', () => {
  it.each([
    ['a stored choice', 'de', ['fr-FR']],
    ['a stored choice over the browser', 'fr', ['de-AT', 'en']],
    ['an unknown stored value', 'xx', ['fr-CA']],
    ['the first known browser language', null, ['es-ES', 'de-AT', 'fr']],
    ['a language in capitals', null, ['DE']],
    ['no known language', null, ['es', 'it']],
    ['no language at all', null, []],
  ])('picks the language the app picks: %s', (_case, stored, languages) => {
    const expected = initialLocale({ getItem: () => stored }, languages);
    expect(preloadedLanguage(stored, languages)).toEqual([`/${expected}.js`, `/live-${expected}.js`]);
  });

  it('preloads the live view’s strings on the live view only, a companion’s /g/<id>/ one included', () => {
    expect(preloadedLanguage('en', [], '/g/garage/')).toEqual(['/en.js', '/live-en.js']);
    expect(preloadedLanguage('en', [], '/g/garage')).toEqual(['/en.js', '/live-en.js']);
    expect(preloadedLanguage('en', [], '/g/garage/about')).toEqual(['/en.js']);
    expect(preloadedLanguage('en', [], '/about')).toEqual(['/en.js']);
  });
});
