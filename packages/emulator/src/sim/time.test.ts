import { describe, expect, it } from 'vitest';
import { berlinOffset } from './testkit.ts';
import { calendarFields, localDate, localDayIndex, secondsSinceLocalMidnight } from './time.ts';

describe('local calendar fields', () => {
  it('split a wall-clock time with weekday and day of year', () => {
    expect(calendarFields(Date.UTC(2024, 11, 31, 23, 59, 58))).toEqual({
      year: 2024,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 58,
      weekday: 2,
      dayOfYear: 366,
    });
  });

  it('apply the offset in force at the instant (CEST in June, CET in January)', () => {
    expect(localDate(Date.UTC(2024, 5, 30, 22, 30), berlinOffset)).toMatchObject({
      month: 7,
      day: 1,
      hour: 0,
      minute: 30,
      weekday: 1,
    });
    expect(localDate(Date.UTC(2024, 0, 1, 22, 30), berlinOffset)).toMatchObject({ day: 1, hour: 23 });
  });

  it('count seconds and days from local midnight', () => {
    const instant = Date.UTC(2024, 5, 30, 22, 0, 5);
    expect(secondsSinceLocalMidnight(instant, berlinOffset)).toBe(5);
    expect(localDayIndex(instant, berlinOffset) - localDayIndex(instant - 6000, berlinOffset)).toBe(1);
  });
});
