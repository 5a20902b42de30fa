import { describe, expect, it } from 'vitest';
import { formatEventTime } from './eventTime.ts';

describe('formatEventTime', () => {
  it.each([
    [0, '00:00:00'],
    [28028, '07:47:08'],
    [43200, '12:00:00'],
    [86399, '23:59:59'],
    [86400, '00:00:00'],
    [90061, '01:01:01'],
    [-3600, '23:00:00'],
    [59.9, '00:00:59'],
  ])('%f s → %s', (seconds, text) => {
    expect(formatEventTime(seconds)).toBe(text);
  });
});
