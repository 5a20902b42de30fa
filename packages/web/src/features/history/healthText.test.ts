import type { StringHealth } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatters, i18n, type Locale } from '../../lib/i18n/index.ts';
import { loadStrings } from '../../test/i18n.ts';
import { healthSentence, isNewDrop } from './healthText.ts';

const low: StringHealth = {
  serial: '116180000002',
  string: 3,
  name: 'South 3',
  wh_per_wp: 2.6,
  siblings_wh_per_wp: 4.2,
  ratio: 0.62,
  flag: 'low',
  wp: 400,
  wh: 31_200,
  earlier_ratio: 0.97,
};

function sentence(locale: Locale, health: StringHealth, days: number): string {
  return healthSentence(
    health,
    'Roof',
    days,
    (key, params) => i18n.translate(key, params),
    formatters(locale),
  ).replace(/[\u00a0\u202f]/g, ' '); // ICU versions differ in the no-break space before %
}

beforeAll(async () => {
  await loadStrings();
});

afterAll(async () => {
  await i18n.setLocale('en');
});

describe('string health sentences', () => {
  it('says how far a string falls behind, with the period counted as each language counts', async () => {
    await i18n.setLocale('en');
    expect(sentence('en', low, 30)).toBe(
      'South 3 of Roof produced 38% less than its siblings over the last 30 days.',
    );
    expect(sentence('en', low, 1)).toBe(
      'South 3 of Roof produced 38% less than its siblings over the last day.',
    );
    await loadStrings('de');
    expect(sentence('de', low, 30)).toBe(
      'South 3 von Roof hat in den letzten 30 Tagen 38 % weniger erzeugt als die anderen Strings.',
    );
    await loadStrings('fr');
    // "1 jour" is singular in French.
    expect(sentence('fr', low, 1)).toBe(
      'South 3 de Roof a produit 38 % de moins que ses voisines sur le dernier jour.',
    );
  });

  it('says "nothing" for a silent string and "kept up" within 3 %', async () => {
    await i18n.setLocale('en');
    expect(sentence('en', { ...low, flag: 'silent', ratio: 0, wh_per_wp: 0 }, 7)).toBe(
      'South 3 of Roof produced nothing over the last 7 days, while its siblings did.',
    );
    expect(sentence('en', { ...low, flag: null, ratio: 0.98 }, 30)).toBe(
      'South 3 of Roof kept up with its siblings over the last 30 days.',
    );
  });

  it('calls a drop new when the string did clearly better over the longer period', () => {
    expect(isNewDrop(low)).toBe(true);
    // A string the owner did not name goes by its number.
    expect(sentence('en', { ...low, name: '' }, 30)).toMatch(/^String 3 of Roof produced/);
    expect(isNewDrop({ ...low, earlier_ratio: 0.65 })).toBe(false);
    expect(isNewDrop({ ...low, earlier_ratio: null })).toBe(false);
  });
});
