/**
 * The preload script in index.html picks the language before the app runs; it must pick the one the
 * app's `initialLocale` (lib/i18n/detect.ts) will pick, or the first load fetches the wrong catalogues.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { initialLocale, LOCALE_STORAGE_KEY } from '../src/lib/i18n/detect.ts';
import type { Rolldown } from 'vite';
import { liveBodyFiles, preloadScript } from './stringPreload.ts';

const shared = { en: ['en.js'], de: ['de.js'], fr: ['fr.js'] };
const live = { en: ['live-en.js'], de: ['live-de.js'], fr: ['live-fr.js'] };
const deferred = { en: ['later-en.js'], de: ['later-de.js'], fr: ['later-fr.js'] };

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
  runInNewContext(preloadScript(shared, live, deferred), {
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
  });

  it('preloads the deferred shared strings on every other screen, which awaits them', () => {
    expect(preloadedLanguage('en', [], '/g/garage/about')).toEqual(['/en.js', '/later-en.js']);
    expect(preloadedLanguage('de', [], '/settings/network')).toEqual(['/de.js', '/later-de.js']);
  });
});

describe('the live view body among the preloads', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) =>
    ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as Rolldown.OutputChunk;
  const bundle = (...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle =>
    Object.fromEntries(chunks.map((item) => [item.fileName, item]));

  it('is the body chunk and what it imports, never the entry', () => {
    const files = liveBodyFiles(
      bundle(
        chunk('index.js', '/app/src/app/main.tsx', [], true),
        chunk('LiveView.js', '/app/src/features/live/view/LiveView.tsx', ['index.js', 'Tabs.js']),
        chunk('Tabs.js', null, ['index.js']),
        chunk('HistoryPage.js', '/app/src/features/history/HistoryPage.tsx', ['Tabs.js', 'index.js']),
      ),
    );
    expect(files).toEqual(['LiveView.js', 'Tabs.js']);
  });

  it('is nothing when the body travels in the entry (the one-file firmware build)', () => {
    expect(liveBodyFiles(bundle(chunk('app.js', '/app/src/app/main.tsx', [], true)))).toEqual([]);
  });
});
