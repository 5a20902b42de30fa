import { describe, expect, it } from 'vitest';
import { brandIcon, easterSunday } from './season.ts';

describe('easterSunday', () => {
  it.each([
    [1818, 3, 22],
    [1943, 4, 25],
    [2000, 4, 23],
    [2008, 3, 23],
    [2011, 4, 24],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25],
    [2285, 3, 22],
  ])('%i → %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ year, month, day });
  });
});

// Local dates: brandIcon reads the local calendar day.
const at = (year: number, month: number, day: number, hour = 12): Date =>
  new Date(year, month - 1, day, hour);

describe('brandIcon', () => {
  it.each([
    ['the Thursday before Good Friday 2025', at(2025, 4, 17), 'sun'],
    ['Good Friday 2025 at midnight', at(2025, 4, 18, 0), 'egg'],
    ['Holy Saturday 2025', at(2025, 4, 19), 'egg'],
    ['Easter Sunday 2025', at(2025, 4, 20), 'egg'],
    ['Easter Monday 2025 late', at(2025, 4, 21, 23), 'egg'],
    ['the Tuesday after Easter 2025', at(2025, 4, 22), 'sun'],
    ['Good Friday 2024 (in March)', at(2024, 3, 29), 'egg'],
    ['Easter Monday 2024 (in April)', at(2024, 4, 1), 'egg'],
    ['Easter Tuesday 2024', at(2024, 4, 2), 'sun'],
    ['Good Friday 2285 (20 March)', at(2285, 3, 20), 'egg'],
    ['23 December', at(2025, 12, 23), 'sun'],
    ['24 December', at(2025, 12, 24, 0), 'tree'],
    ['25 December', at(2025, 12, 25), 'tree'],
    ['26 December', at(2025, 12, 26, 23), 'tree'],
    ['27 December', at(2025, 12, 27), 'sun'],
    ['1 January', at(2026, 1, 1), 'sun'],
    ['midsummer', at(2026, 6, 21), 'sun'],
  ])('%s → %s', (_name, date, icon) => {
    expect(brandIcon(date)).toBe(icon);
  });
});
