import { describe, expect, it } from 'vitest';
import { formatters } from '../../../lib/i18n/index.ts';
import { sampleText, valueText } from './samples.ts';

/** A capacitive reactive power, as OpenDTU v25.5.10+ sends it (firmware-versions.md §2.3). */
const CAPACITIVE = { v: -16.4, u: 'var', d: 1 };

describe('a negative live value', () => {
  it.each([
    ['en', '-16.4 var'],
    ['de', '-16,4 var'],
    ['fr', '-16,4 var'],
  ] as const)('reads in %s as %s: sign, digits of the device, unit', (locale, text) => {
    expect(valueText(formatters(locale), CAPACITIVE)).toBe(text);
  });

  it('fits the box drawn for reactive power', () => {
    const format = formatters('en');
    const sample = sampleText(format, 'ReactivePower', CAPACITIVE);
    expect(sample.startsWith('-')).toBe(true);
    expect(sample.length).toBeGreaterThanOrEqual(valueText(format, { ...CAPACITIVE, v: -2250 }).length);
  });
});
