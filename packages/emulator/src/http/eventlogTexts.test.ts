import { describe, expect, it } from 'vitest';
import { EventId } from '../sim/index.ts';
import { eventLocale, eventMessage, knownEventIds } from './eventlogTexts.ts';

/** Every id of the §6.1 examples table. */
const SPEC_IDS = [
  1, 2, 3, 4, 11, 12, 13, 14, 15, 36, 46, 47, 61, 62, 63, 71, 72, 73, 95, 96, 97, 98, 121, 122, 123, 124, 125,
  127, 129, 130, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 181, 182, 205, 206, 207, 208, 209, 210,
  211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222,
];
/** Every id the simulation logs (start, remote limit/off, grid faults, "no input" incl. HMT PV-5/6). */
const SIM_IDS = [
  EventId.inverterStart,
  EventId.limitByRemote,
  EventId.shutDownByRemote,
  ...Array.from({ length: 9 }, (_, i) => EventId.gridFaultFirst + i),
  209,
  210,
  211,
  212,
  217,
  218,
];

describe('event-log texts', () => {
  it('has a text in every language for every id of the spec table and of the simulation', () => {
    for (const id of [...SPEC_IDS, ...SIM_IDS]) {
      for (const locale of ['en', 'de', 'fr'] as const) {
        const text = eventMessage(id, locale, false);
        expect(text, `${String(id)} ${locale}`).not.toMatch(/^(Unknown|Unbekannt|Inconnu)$/);
      }
    }
    expect(eventMessage(171, 'en', true)).toMatch(/phase/);
  });

  it('uses the HMT meaning on an HMT and the generic one elsewhere', () => {
    expect(eventMessage(217, 'en', true)).toBe('PV-5: no input');
    expect(eventMessage(218, 'de', true)).toBe('PV-6: kein Eingangssignal');
    expect(eventMessage(215, 'en', true)).toBe('MPPT-C: input overvoltage');
    expect(eventMessage(217, 'en', false)).toBe('PV-2: input overvoltage');
    // An HMT falls back to the generic text where it has no own one.
    expect(eventMessage(209, 'fr', true)).toBe("PV-1 : pas d'entrée");
    // 171 exists only for the HMT.
    expect(eventMessage(171, 'en', false)).toBe('Unknown');
  });

  it('says "unknown" in the requested language for other ids', () => {
    expect([
      eventMessage(250, 'en', false),
      eventMessage(0, 'de', false),
      eventMessage(99, 'fr', true),
    ]).toEqual(['Unknown', 'Unbekannt', 'Inconnu']);
  });

  it('reads the locale case-insensitively; anything else is English', () => {
    expect(['de', 'DE', 'Fr', 'en', 'es', '', undefined].map(eventLocale)).toEqual([
      'de',
      'de',
      'fr',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it('writes three different texts per id (no copied English left in de/fr except shared words)', () => {
    const { generic } = knownEventIds();
    const same = generic.filter((id) => eventMessage(id, 'en', false) === eventMessage(id, 'de', false));
    // "Offline" is the same word in German.
    expect(same).toEqual([4, 130]);
  });
});
