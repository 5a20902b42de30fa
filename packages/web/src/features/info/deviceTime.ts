/** The device's uptime as the info pages show it (its time text is read by protocol's parseDeviceTime). */

export interface Uptime {
  days: number;
  /** "HH:MM:SS" of the current day. */
  time: string;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Seconds since boot → whole days and the rest as hours, minutes and seconds. */
export function splitUptime(seconds: number): Uptime {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86400);
  const rest = total % 86400;
  return {
    days,
    time: `${pad2(Math.floor(rest / 3600))}:${pad2(Math.floor((rest % 3600) / 60))}:${pad2(rest % 60)}`,
  };
}
