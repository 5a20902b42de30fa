const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Event-log start_time/end_time (seconds since local midnight) → "HH:MM:SS". The UI treats the value
 * as a UTC epoch, so values past a day (the device adds 12 h and the zone offset) wrap around midnight,
 * and negative ones wrap backwards.
 */
export function formatEventTime(seconds: number): string {
  const s = ((Math.floor(seconds) % 86400) + 86400) % 86400;
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}
