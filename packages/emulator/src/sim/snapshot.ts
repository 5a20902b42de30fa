/**
 * Persistable energy counters. The inverters count their energy themselves, so YieldTotal (and the
 * YieldDay of the current day) must survive a gateway restart: the gateway saves `snapshot()` to its
 * data directory and hands it back to `restore()` after a restart.
 */
import type { SimInverter } from './inverter.ts';

/** One inverter's counters, keyed by serial in the snapshot. Plain JSON. */
export interface InverterEnergyRecord {
  /** Lifetime energy per DC input, Wh (the inverter's own counter). */
  totalWh: number[];
  /** Energy per DC input since the inverter's last start, Wh. */
  dayWh: number[];
  /** Local day number (days since 1970-01-01 local) `dayWh` belongs to. */
  localDay: number;
  /** The persistent limit stored in the inverter, percent. */
  persistentLimit: number;
  /** YieldDay (Wh) and YieldTotal (kWh) per channel as the gateway last showed them. */
  shownYieldDay: number[];
  shownYieldTotal: number[];
}

export interface EnergySnapshot {
  format: 'dtu-web-sim-energy';
  version: 1;
  /** Simulated time of the snapshot, ms epoch. */
  savedAtMs: number;
  inverters: Record<string, InverterEnergyRecord>;
}

export function recordOf(inv: SimInverter, localDay: number): InverterEnergyRecord {
  return {
    totalWh: [...inv.hw.totalWh],
    dayWh: [...inv.hw.dayWh],
    localDay,
    persistentLimit: inv.hw.persistentLimit,
    shownYieldDay: inv.view.values.dc.map((d) => d.yieldDay),
    shownYieldTotal: inv.view.values.dc.map((d) => d.yieldTotal),
  };
}

/** Puts saved counters into a (freshly created) inverter; the day's values only on the same day. */
export function applyRecord(inv: SimInverter, record: InverterEnergyRecord, localDay: number): void {
  const sameDay = record.localDay === localDay;
  inv.hw.totalWh.forEach((_, i) => {
    inv.hw.totalWh[i] = record.totalWh[i] ?? 0;
    inv.hw.dayWh[i] = sameDay ? (record.dayWh[i] ?? 0) : 0;
  });
  inv.hw.persistentLimit = record.persistentLimit;
  if (!inv.hw.powered) inv.hw.activeLimit = record.persistentLimit;
  inv.view.restoreYields(sameDay ? record.shownYieldDay : [], record.shownYieldTotal);
}

const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n));

function isRecord(value: unknown): value is InverterEnergyRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    isNumberArray(r.totalWh) &&
    isNumberArray(r.dayWh) &&
    typeof r.localDay === 'number' &&
    typeof r.persistentLimit === 'number' &&
    isNumberArray(r.shownYieldDay) &&
    isNumberArray(r.shownYieldTotal)
  );
}

/** Validates data read from disk; invalid inverter entries are skipped, a wrong format gives undefined. */
export function parseSnapshot(input: unknown): EnergySnapshot | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const s = input as Record<string, unknown>;
  if (s.format !== 'dtu-web-sim-energy' || s.version !== 1 || typeof s.savedAtMs !== 'number')
    return undefined;
  if (typeof s.inverters !== 'object' || s.inverters === null) return undefined;
  const inverters: Record<string, InverterEnergyRecord> = {};
  for (const [serial, record] of Object.entries(s.inverters)) {
    if (/^[0-9a-f]+$/.test(serial) && isRecord(record)) inverters[serial] = record;
  }
  return { format: 'dtu-web-sim-energy', version: 1, savedAtMs: s.savedAtMs, inverters };
}
