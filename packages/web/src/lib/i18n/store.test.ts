import { describe, expect, it } from 'vitest';
import { initialLocale } from './detect.ts';
import { formatters } from './format.ts';
import { interpolate } from './interpolate.ts';
import { I18nStore } from './store.ts';
import { defineCatalogue, type Messages } from './types.ts';

function catalogue(name: string, texts: Record<'en' | 'de' | 'fr', Messages>, loads: string[] = []) {
  return defineCatalogue(name, {
    en: () => {
      loads.push(`en:${name}`);
      return Promise.resolve({ default: texts.en });
    },
    de: () => {
      loads.push(`de:${name}`);
      return Promise.resolve({ default: texts.de });
    },
    fr: () => {
      loads.push(`fr:${name}`);
      return Promise.resolve({ default: texts.fr });
    },
  });
}

describe('interpolate', () => {
  it('fills {params} and keeps unknown placeholders visible', () => {
    expect(interpolate('between {min} and {max}', { min: 5, max: 65535 })).toBe('between 5 and 65535');
    expect(interpolate('at most {max}', {})).toBe('at most {max}');
    expect(interpolate('no params')).toBe('no params');
  });

  it('chooses plural forms with Intl.PluralRules of the locale, # being the number', () => {
    const fr = '{count, plural, one {# nouvel événement} other {# nouveaux événements}}';
    expect(interpolate(fr, { count: 0 }, 'fr')).toBe('0 nouvel événement');
    expect(interpolate(fr, { count: 1 }, 'fr')).toBe('1 nouvel événement');
    expect(interpolate(fr, { count: 2 }, 'fr')).toBe('2 nouveaux événements');
    const en = 'Seen on {name}: {count, plural, =0 {nothing} one {# event} other {# events}}';
    expect(interpolate(en, { count: 0, name: 'Roof' }, 'en')).toBe('Seen on Roof: nothing');
    expect(interpolate(en, { count: 1, name: 'Roof' }, 'en')).toBe('Seen on Roof: 1 event');
    expect(interpolate(en, { count: 1500, name: 'Roof' }, 'en')).toBe('Seen on Roof: 1,500 events');
    expect(interpolate('{count, plural, one {# neues} other {# neue}}', { count: 3 }, 'de')).toBe('3 neue');
    // Without a number the text stays as written.
    expect(interpolate('{count, plural, one {#} other {#}}', {}, 'de')).toBe(
      '{count, plural, one {#} other {#}}',
    );
  });
});

describe('i18n store', () => {
  const shared = {
    en: { 'nav.About': 'About' },
    de: { 'nav.About': 'Über' },
    fr: { 'nav.About': 'À propos' },
  };
  const about = {
    en: { 'about.Max': 'at most {max}' },
    de: { 'about.Max': 'höchstens {max}' },
    fr: { 'about.Max': 'au plus {max}' },
  };

  it('loads only the active locale of a catalogue and translates with params', async () => {
    const loads: string[] = [];
    const store = new I18nStore('de', localStorage);
    await store.ensure(catalogue('shared', shared, loads));
    await store.ensure(catalogue('about', about, loads));
    expect(loads).toEqual(['de:shared', 'de:about']);
    expect(store.translate('nav.About')).toBe('Über');
    expect(store.translate('about.Max', { max: 31 })).toBe('höchstens 31');
  });

  it('a missing key shows the key itself', async () => {
    const store = new I18nStore('en');
    await store.ensure(catalogue('shared', shared));
    expect(store.has('nav.Nothing')).toBe(false);
    expect(store.translate('nav.Nothing')).toBe('nav.Nothing');
  });

  it('switching the locale loads every registered catalogue first, then stores the choice', async () => {
    const loads: string[] = [];
    const store = new I18nStore('en', localStorage);
    await store.ensure(catalogue('shared', shared, loads));
    await store.ensure(catalogue('about', about, loads));
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.translate('about.Max', { max: 1 })));
    await store.setLocale('fr');
    expect(loads).toEqual(['en:shared', 'en:about', 'fr:shared', 'fr:about']);
    expect(seen).toEqual(['au plus 1']);
    expect(localStorage.getItem('locale')).toBe('fr');
    expect(store.getSnapshot().locale).toBe('fr');
  });

  it('the last of two quick switches wins', async () => {
    const store = new I18nStore('en', localStorage);
    await store.ensure(catalogue('shared', shared));
    await Promise.all([store.setLocale('de'), store.setLocale('fr')]);
    expect(store.locale).toBe('fr');
    expect(store.translate('nav.About')).toBe('À propos');
  });
});

describe('initial locale', () => {
  it('prefers the stored choice, then the browser language prefix, then English', () => {
    expect(initialLocale({ getItem: () => 'fr' }, ['de-DE'])).toBe('fr');
    expect(initialLocale({ getItem: () => null }, ['de-AT', 'en'])).toBe('de');
    expect(initialLocale({ getItem: () => 'xx' }, ['it-IT', 'fr-CA'])).toBe('fr');
    expect(initialLocale({ getItem: () => null }, ['it-IT'])).toBe('en');
    expect(initialLocale({ getItem: () => null }, [])).toBe('en');
  });
});

describe('formatters', () => {
  it('format numbers the way each language writes them', () => {
    expect(formatters('en').decimal(1234.5)).toBe('1,234.5');
    expect(formatters('de').decimal(1234.5)).toBe('1.234,5');
    expect(formatters('fr').decimal2(1234.5)).toMatch(/^1\s234,50$/);
    expect(formatters('en').decimal0(2.6)).toBe('3');
    expect(formatters('de').fixed(12.3456, 3)).toBe('12,346');
    expect(formatters('en').percent(0.42)).toBe('42%');
    expect(formatters('de').percent(0.42)).toMatch(/^42\s%$/);
    expect(formatters('en').kilobyte(320)).toBe('320 kB');
  });

  it('formats dates numerically with a 24-hour clock and seconds', () => {
    const date = new Date(2027, 2, 28, 21, 5, 9);
    expect(formatters('en').dateTime(date)).toBe('3/28/2027, 21:05:09');
    expect(formatters('de').dateTime(date)).toBe('28.3.2027, 21:05:09');
    expect(formatters('fr').time(date)).toBe('21:05:09');
  });
});
