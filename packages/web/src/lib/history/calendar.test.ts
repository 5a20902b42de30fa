import { zoneFromTz } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayAt, dayBounds, daysInMonth, wallClock } from './calendar.ts';

const berlin = zoneFromTz('CET-1CEST,M3.5.0,M10.5.0/3');
const HOUR = 3_600_000;

describe('gateway calendar', () => {
  it('moves days and months across their ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(daysInMonth('2024-02')).toBe(29);
  });

  it('gives a clock-change day 23 or 25 hours, in the gateway zone, not the browser one', () => {
    const spring = dayBounds(berlin, '2026-03-29');
    expect(spring.to - spring.from).toBe(23 * HOUR);
    const autumn = dayBounds(berlin, '2026-10-25');
    expect(autumn.to - autumn.from).toBe(25 * HOUR);
    expect(new Date(dayBounds(berlin, '2026-06-21').from).toISOString()).toBe('2026-06-20T22:00:00.000Z');
  });

  it('names the gateway day and wall clock of an instant', () => {
    const instant = Date.UTC(2026, 5, 20, 22, 30);
    expect(dayAt(berlin, instant)).toBe('2026-06-21');
    expect(new Date(wallClock(berlin, instant)).toISOString()).toBe('2026-06-21T00:30:00.000Z');
  });
});
