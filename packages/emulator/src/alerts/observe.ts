/**
 * What the alert rules look at: each inverter's latest state as the gateway reported it (its live
 * frames, the same the recorder files), the gateway's reachability, and its sun. Frames are untrusted:
 * the recorder's reading plus the two fields only alerts need (polling, temperature).
 */
import { readingsOf } from '../recorder/reading.ts';

export interface StringObservation {
  name: string;
  /** W now. */
  power: number;
  /** Installed watts (0 = not set). */
  wp: number;
}

export interface InverterObservation {
  serial: string;
  name: string;
  pollEnabled: boolean;
  reachable: boolean;
  producing: boolean;
  /** AC W now. */
  power: number;
  /** The inverter's max power (from its limit), 0 when unknown. */
  maxPower: number;
  /** °C, null when not reported. */
  temperature: number | null;
  strings: StringObservation[];
  /** When this was received (ms). */
  at: number;
}

interface LooseInverter {
  serial?: unknown;
  poll_enabled?: unknown;
  INV?: Record<string, { Temperature?: { v?: unknown } } | undefined>;
}

/** The inverters a live frame tells about (frames of other shapes give none). */
export function observationsOf(frame: unknown, receivedAt: number): InverterObservation[] {
  if (typeof frame !== 'object' || frame === null) return [];
  const raw = 'inverters' in frame && Array.isArray(frame.inverters) ? (frame.inverters as unknown[]) : [];
  const extra = new Map<string, LooseInverter>();
  for (const item of raw) {
    if (typeof item === 'object' && item !== null) {
      const inv = item as LooseInverter;
      if (typeof inv.serial === 'string') extra.set(inv.serial, inv);
    }
  }
  return readingsOf(frame, receivedAt).map((reading) => {
    const loose = extra.get(reading.serial);
    const temperature = loose?.INV?.['0']?.Temperature?.v;
    return {
      serial: reading.serial,
      name: reading.name,
      pollEnabled: loose?.poll_enabled !== false,
      reachable: reading.reachable,
      producing: reading.producing,
      power: reading.ac,
      maxPower: reading.maxPower,
      temperature: typeof temperature === 'number' && Number.isFinite(temperature) ? temperature : null,
      strings: reading.strings.map((name, i) => ({
        name,
        power: reading.dc[i] ?? 0,
        wp: reading.wp[i] ?? 0,
      })),
      at: receivedAt,
    };
  });
}

/** Sunrise and sunset of the gateway's current local day (ms), as its NTP status tells them. */
export interface SunWindow {
  rise: number;
  set: number;
}

/** The margin around sunrise and sunset within which no inverter is judged (companion-api §4). */
export const SUN_MARGIN_MS = 30 * 60_000;

/** The sun is up, with the margin: inverters are expected to be awake and producing. */
export function inDaylight(sun: SunWindow | null, now: number): boolean {
  return sun !== null && now >= sun.rise + SUN_MARGIN_MS && now <= sun.set - SUN_MARGIN_MS;
}

/** Everything one gateway's rules see at one moment. */
export interface GatewayView {
  gateway: string;
  /** The gateway answers now; null while the companion has not asked it yet (after its own start). */
  online: boolean | null;
  /** Since when it has been away (ms), null while online or not known. */
  offlineSince: number | null;
  sun: SunWindow | null;
  inverters: readonly InverterObservation[];
}
