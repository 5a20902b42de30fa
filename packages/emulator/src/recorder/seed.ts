/**
 * Issue 29: a recorder that starts while an inverter is silent (at night, or unreachable) still knows
 * what the day made — the YieldDay of the inverter's last packet, when that packet is from today, the
 * day has nothing recorded yet and the value is possible. Written once per inverter and day, marked
 * `seeded` (the energy is the gateway's count, the curve of the day so far is not known).
 */
import { dayBounds, localDayKey, type UtcOffsetFn } from '../history/calendar.ts';
import type { HistoryStore } from '../history/store.ts';
import { localDayIndex } from '../sim/time.ts';
import { TOLERANCE_WH } from './guard.ts';
import type { Reading } from './reading.ts';

export class SilentSeeder {
  /** Serial → the day already looked at. */
  private readonly seen = new Map<string, string>();

  constructor(
    private readonly store: HistoryStore,
    private readonly gateway: string,
  ) {}

  /**
   * Seeds the day of a silent reading; `trackDay` is the day the recorder already counts for this
   * inverter, `fallbackMaxW` its max power when the frame does not tell. True when a day was written.
   */
  seed(r: Reading, offset: UtcOffsetFn, trackDay: string | undefined, fallbackMaxW: number): boolean {
    // YieldDay above 0 is a count the gateway received (it reads 0 until the first packet after a boot;
    // a statistics reset clears the radio counters, not the values).
    if (!(r.yieldDay > 0) || !Number.isFinite(r.packetAt)) return false;
    const key = localDayKey(r.packetAt, offset);
    if (this.seen.get(r.serial) === key) return false;
    this.seen.set(r.serial, key);
    if (trackDay === key) return false;
    if (this.store.days(this.gateway, key, key).some((d) => d.serial === r.serial)) return false;
    const maxW = r.maxPower > 0 ? r.maxPower : fallbackMaxW;
    const midnight = dayBounds(localDayIndex(r.packetAt, offset), offset)[0];
    const possible = (maxW * 1.25 * (r.packetAt - midnight)) / 3_600_000 + TOLERANCE_WH;
    if (r.yieldDay > possible) return false;
    this.store.putDay(this.gateway, r.serial, {
      day: key,
      wh: r.yieldDay,
      maxW: 0,
      stringsWh: [...r.stringDay],
      glitches: 0,
      imported: false,
      seeded: true,
    });
    return true;
  }
}
