/**
 * The recorder of one gateway: live frames in (from any source — the emulator's simulation, the
 * companion's upstream socket), samples, daily energy and the plant's maximum out to a `HistoryStore`.
 *
 * - A sample per statistics packet: a frame whose `data_age` restarted (the device re-sends unchanged
 *   frames every 10 s; those are skipped), from a reachable inverter the gateway has heard since boot.
 * - Energy per local day from guarded YieldTotal deltas (guard.ts). A delta across a gap is bridged by
 *   the counter: the part the inverter's YieldDay says belongs to today goes to today, the rest to the
 *   day before. YieldDay is checked, never trusted for energy: not reset at midnight, or reset mid-day,
 *   each counts a glitch on the day.
 * - Nothing is written here: `flush()` commits the batch (the caller or `RecorderSchedule` calls it
 *   about once a minute).
 */
import { dayBounds, localDayKey, offsetOfTz } from '../history/calendar.ts';
import { localDayIndex } from '../sim/time.ts';
import { PLANT, SampleFlag, type DayRecord, type HistoryStore } from '../history/store.ts';
import { newDay, parseTrack, type DayTotals, type Track } from './dayTrack.ts';
import { TOLERANCE_WH, update, type GuardResult } from './guard.ts';
import { readingsOf, type Reading } from './reading.ts';
import { SilentSeeder } from './seed.ts';

/** Samples further apart than this are not integrated (a hole, not a ramp). */
export const INTEGRATE_GAP_MS = 15 * 60_000;
/** A re-sent frame's packet time may differ this much from the last one (data_age is whole seconds). */
const SAME_PACKET_MS = 1500;
/** Max power per string assumed when the frame does not tell (no limit read back, no max_power). */
const FALLBACK_STRING_W = 600;
/** Inverters whose last sample is older than this do not count toward the plant's power. */
const PLANT_WINDOW_MS = 5 * 60_000;

export interface RecorderOptions {
  store: HistoryStore;
  /** The gateway's id (`sim` for the emulator; the companion's `--device` id). */
  gateway: string;
  /** The gateway's POSIX time zone (device-api ntp.timezone), read on every frame. */
  timezone: () => string;
}

export interface RecordResult {
  samples: number;
  glitches: number;
}

export class Recorder {
  private readonly tracks = new Map<string, Track>();
  private readonly infoKeys = new Map<string, string>();
  private readonly dirty = new Set<string>();
  private readonly plantLast = new Map<string, { at: number; ac: number }>();
  private plantDay: { day: string; maxW: number } | undefined;
  private readonly seeder: SilentSeeder;
  private tzText = '';
  /** Samples taken so far, and how many of them the last commit made durable. */
  recorded = 0;
  committed = 0;
  private offset = offsetOfTz('');

  constructor(private readonly options: RecorderOptions) {
    this.seeder = new SilentSeeder(options.store, options.gateway);
  }

  get gateway(): string {
    return this.options.gateway;
  }

  /** Records one frame (device-api §2.4 `/livedata`, or a `?inv=` answer) received at `receivedAt`. */
  record(frame: unknown, receivedAt: number): RecordResult {
    const result: RecordResult = { samples: 0, glitches: 0 };
    if (typeof frame !== 'object' || frame === null || !Number.isFinite(receivedAt)) return result;
    this.refreshZone();
    for (const reading of readingsOf(frame, receivedAt)) {
      const glitches = this.recordReading(reading);
      if (glitches >= 0) {
        this.recorded++;
        result.samples++;
        result.glitches += glitches;
      }
    }
    return result;
  }

  /** Commits the batch: samples, days and the tracks they belong to. Returns the rows written. */
  flush(): number {
    for (const serial of this.dirty) {
      const track = this.tracks.get(serial);
      if (track !== undefined) this.options.store.putState(this.gateway, serial, JSON.stringify(track));
    }
    this.dirty.clear();
    const taken = this.recorded;
    const rows = this.options.store.commit();
    this.committed = taken;
    return rows;
  }

  private refreshZone(): void {
    const tz = this.options.timezone();
    if (tz === this.tzText) return;
    this.tzText = tz;
    this.offset = offsetOfTz(tz);
    this.options.store.setGateway(this.gateway, tz);
  }

  /** −1 when the reading is no new packet; otherwise the glitches it began. */
  private recordReading(r: Reading): number {
    if (!r.reachable || !r.hasPacket) {
      const track = this.track(r);
      if (this.seeder.seed(r, this.offset, track.day?.day, fallbackMax(r))) this.putInfo(r);
      return -1;
    }
    const { store } = this.options;
    const track = this.track(r);
    const changed = r.yieldTotal !== track.rawTotal || r.ac !== track.ac;
    if (!changed && r.packetAt - track.at < SAME_PACKET_MS) return -1;
    const t = Math.max(Math.round(r.packetAt), track.at + 1000);
    this.putInfo(r);

    if (track.at > 0 && t - track.at <= INTEGRATE_GAP_MS) {
      const hours = (t - track.at) / 3_600_000;
      track.powerWh += ((track.ac + r.ac) / 2) * hours;
      r.dc.forEach((p, i) => {
        track.stringPowerWh[i] = (track.stringPowerWh[i] ?? 0) + (((track.dc[i] ?? 0) + p) / 2) * hours;
      });
    }
    const maxW = r.maxPower > 0 ? r.maxPower : fallbackMax(r);
    const total = update(track.total, r.yieldTotal, t, maxW, track.powerWh);
    const strings = r.stringTotal.map((value, i) => {
      const counter = track.strings[i];
      if (counter === undefined) return { wh: 0 };
      const wp = r.wp[i] ?? 0;
      const limit = wp > 0 ? Math.max(wp * 1.5, 50) : maxW;
      return update(counter, value, t, limit, track.stringPowerWh[i] ?? 0);
    });

    const firstEver = track.at === 0;
    const day = this.dayFor(track, r, t, total, strings, firstEver);
    let glitches = total.glitch !== undefined ? 1 : 0;
    // A reboot's zero takes YieldDay down with YieldTotal: one glitch, already counted.
    if (!track.total.zero) glitches += checkYieldDay(day, r.yieldDay);
    day.glitches += glitches;
    day.maxW = Math.max(day.maxW, r.ac);
    store.putDay(this.gateway, r.serial, dayRecord(day));

    track.at = t;
    track.ac = r.ac;
    track.dc = [...r.dc];
    track.rawTotal = r.yieldTotal;
    this.dirty.add(r.serial);
    store.addSample(this.gateway, r.serial, {
      t,
      ac: r.ac,
      dc: r.dc,
      yieldDay: r.yieldDay,
      yieldTotal: r.yieldTotal,
      stringDay: r.stringDay,
      stringTotal: r.stringTotal,
      flags: SampleFlag.reachable | (r.producing ? SampleFlag.producing : 0),
    });
    this.plantPower(r.serial, t, r.ac, day.day);
    return glitches;
  }

  /** The day the energy of this reading belongs to, with the energy added (split across midnight). */
  private dayFor(
    track: Track,
    r: Reading,
    t: number,
    total: GuardResult,
    strings: GuardResult[],
    firstEver: boolean,
  ): DayTotals {
    const key = localDayKey(t, this.offset);
    const previous = track.day;
    if (previous?.day === key) {
      previous.wh += total.wh;
      strings.forEach((s, i) => {
        previous.stringsWh[i] = (previous.stringsWh[i] ?? 0) + s.wh;
      });
      return previous;
    }
    const day = newDay(key, r.dc.length);
    track.day = day;
    const midnight = this.midnightOf(t);
    if (firstEver) {
      // Nothing recorded before this reading: the gateway's YieldDay is the morning, if it is possible,
      // and a peak already stored for today (the emulator's fill of the morning) stays the day's peak.
      const stored = this.options.store.days(this.gateway, key, key).find((d) => d.serial === r.serial);
      if (stored !== undefined && !stored.imported) day.maxW = stored.maxW;
      const maxW = r.maxPower > 0 ? r.maxPower : fallbackMax(r);
      if (r.yieldDay <= (maxW * 1.25 * (t - midnight)) / 3_600_000 + TOLERANCE_WH) {
        day.wh = r.yieldDay;
        day.stringsWh = r.stringDay.map((v) => v);
        // A day the emulator's fill wrote stays as written; otherwise the morning is the gateway's count.
        day.seeded = stored === undefined ? r.yieldDay > 0 : stored.seeded === true;
      }
      return day;
    }
    const today = splitAcrossMidnight(total.wh, r.yieldDay);
    day.wh = today;
    if (previous !== undefined && isDayBefore(previous.day, key) && total.wh - today > 0) {
      previous.wh += total.wh - today;
      strings.forEach((s, i) => {
        const part = s.wh - splitAcrossMidnight(s.wh, r.stringDay[i] ?? 0);
        previous.stringsWh[i] = (previous.stringsWh[i] ?? 0) + part;
      });
      this.options.store.putDay(this.gateway, r.serial, dayRecord(previous));
    }
    day.stringsWh = strings.map((s, i) => splitAcrossMidnight(s.wh, r.stringDay[i] ?? 0));
    return day;
  }

  private midnightOf(t: number): number {
    return dayBounds(localDayIndex(t, this.offset), this.offset)[0];
  }

  private plantPower(serial: string, t: number, ac: number, day: string): void {
    this.plantLast.set(serial, { at: t, ac });
    let sum = 0;
    for (const last of this.plantLast.values()) if (t - last.at <= PLANT_WINDOW_MS) sum += last.ac;
    if (this.plantDay?.day !== day) this.plantDay = this.loadPlantDay(day);
    if (sum <= this.plantDay.maxW) return;
    this.plantDay.maxW = sum;
    this.options.store.putDay(this.gateway, PLANT, {
      day,
      wh: 0,
      maxW: sum,
      stringsWh: [],
      glitches: 0,
      imported: false,
    });
  }

  private loadPlantDay(day: string): { day: string; maxW: number } {
    const stored = this.options.store.days(this.gateway, day, day).find((d) => d.serial === PLANT);
    return { day, maxW: stored !== undefined && !stored.imported ? stored.maxW : 0 };
  }

  private track(r: Reading): Track {
    let track = this.tracks.get(r.serial);
    if (track === undefined) {
      track = parseTrack(this.options.store.state(this.gateway, r.serial), r.dc.length);
      this.tracks.set(r.serial, track);
    }
    return track;
  }

  private putInfo(r: Reading): void {
    const key = JSON.stringify([r.name, r.strings, r.wp]);
    if (this.infoKeys.get(r.serial) === key) return;
    this.infoKeys.set(r.serial, key);
    this.options.store.putInverter(this.gateway, {
      serial: r.serial,
      name: r.name,
      strings: r.strings,
      wp: r.wp,
    });
  }
}

function fallbackMax(r: Reading): number {
  const wp = r.wp.reduce((sum, w) => sum + w, 0);
  return Math.max(wp * 1.2, FALLBACK_STRING_W * Math.max(1, r.dc.length));
}

/**
 * The part of `wh` (a delta spanning midnight) that belongs to the new day: what its YieldDay says,
 * unless that is more than the delta (not reset yet) or the rest is only the counter's rounding.
 */
function splitAcrossMidnight(wh: number, yieldDay: number): number {
  if (yieldDay < 0 || yieldDay >= wh || wh - yieldDay <= TOLERANCE_WH) return wh;
  return yieldDay;
}

/** YieldDay checks on a reading already counted into `day`: the glitches it began (0 or 1). */
function checkYieldDay(day: DayTotals, yieldDay: number): number {
  let glitches = 0;
  if (yieldDay < day.lastYieldDay - TOLERANCE_WH) glitches++; // reset during the day
  const high = yieldDay > day.wh * 1.02 + 2 * TOLERANCE_WH;
  if (high && !day.yieldDayHigh && yieldDay >= day.lastYieldDay - TOLERANCE_WH) {
    glitches++; // still yesterday's count (not reset at midnight)
    day.yieldDayHigh = true;
  }
  day.lastYieldDay = yieldDay;
  return glitches;
}

function isDayBefore(previous: string, day: string): boolean {
  const a = Date.parse(`${previous}T00:00:00Z`);
  const b = Date.parse(`${day}T00:00:00Z`);
  return b - a === 86_400_000;
}

function dayRecord(day: DayTotals): DayRecord {
  return {
    day: day.day,
    wh: Math.round(day.wh * 10) / 10,
    maxW: day.maxW,
    stringsWh: day.stringsWh.map((v) => Math.round(v * 10) / 10),
    glitches: day.glitches,
    imported: false,
    seeded: day.seeded === true,
  };
}
