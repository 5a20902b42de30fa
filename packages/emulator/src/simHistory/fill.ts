/**
 * `--history-days N`: the simulated plant's past, written straight into the history at start so a new
 * user sees a month (or a year) at once. It is the simulation's own model — the sun over the site, the
 * seeded weather, each string's orientation, panel temperature and shade, the inverters' efficiency and
 * clipping — sampled at the gateway's real cadence (poll interval × inverters), not random noise.
 *
 * Days already in the history are left alone (a restart does not fill twice). The lifetime counters of
 * the samples run backwards from the plant's counters now, so they meet the live recording seamlessly.
 * Today's curve up to now is filled too (when nothing was recorded today), with today's rows: each
 * inverter's energy so far is the plant's own YieldDay (the counters the recorder will read next), its
 * and the plant's maximum the curve's peak — so the day view is right before the recorder's first batch.
 */
import { formatSerial, type ConfigFile } from '@dtu-web/protocol';
import { MEAN_MS } from '../history/aggregate.ts';
import { dayBounds, dayKeyOf } from '../history/calendar.ts';
import { PLANT, SampleFlag, type HistoryStore } from '../history/store.ts';
import { siteOf } from '../runtime/settings.ts';
import { DEFAULT_TUNING, type EnergySnapshot } from '../sim/index.ts';
import { toSettings } from '../sim/config.ts';
import { EnvironmentModel } from '../sim/environment.ts';
import { InverterHardware } from '../sim/hardware.ts';
import { modelForSerial } from '../sim/models.ts';
import { serialKey, toSerialBigint } from '../sim/serial.ts';
import { solarPosition } from '../sim/sun.ts';
import { localDayIndex } from '../sim/time.ts';

/** The fill commits after this many samples (see `fillDay`). */
const SAMPLES_PER_COMMIT = 250;
/** The inverter wakes up with the sun this high (the simulation's own threshold). */
const START_ELEVATION = 0.5;

export interface FillOptions {
  store: HistoryStore;
  gateway: string;
  config: ConfigFile;
  seed: number;
  shading?: Readonly<Record<string, readonly number[]>>;
  /** Wall-clock now (ms): the fill ends here. */
  now: number;
  days: number;
  /** Raw samples are written for days this recent; older days get 5-minute means only. */
  sampleDays: number;
  /** The plant's counters now (lifetime Wh per string), so the samples' YieldTotal meets them. */
  energy?: EnergySnapshot;
}

export interface FillResult {
  days: number;
  samples: number;
  means: number;
}

interface FillInverter {
  serial: string;
  hw: InverterHardware;
  strings: number;
  /** Lifetime Wh per string at the end of the day being filled (runs backwards). */
  totalAfter: number[];
  filled: Set<string>;
  /** The day being filled (see `fillDay`). */
  curve?: DayCurve;
}

/** The fill in steps: today's curve first, then one past day per `nextDay()` (newest first). */
export interface HistoryFill {
  readonly result: FillResult;
  fillToday(): void;
  /** Fills the next older day; false when all are done (the last batch is committed then). */
  nextDay(): boolean;
}

/** The whole fill at once (tests, the bench). */
export function fillHistory(options: FillOptions): FillResult {
  const fill = startFill(options);
  fill.fillToday();
  while (fill.nextDay()) {
    // one day per step
  }
  return fill.result;
}

export function startFill(options: FillOptions): HistoryFill {
  const { store, gateway, config } = options;
  const site = siteOf(config.ntp);
  const offset = site.utcOffsetMinutes;
  const environment = new EnvironmentModel(site, options.seed, DEFAULT_TUNING);
  store.setGateway(gateway, config.ntp.timezone);
  const today = localDayIndex(options.now, offset);
  const firstDay = today - options.days;
  const existing = store.days(gateway, dayKeyOf(firstDay), dayKeyOf(today));

  const inverters: FillInverter[] = [];
  for (const slot of config.inverters) {
    const serial = toSerialBigint(slot.serial);
    const model = serial === 0n ? undefined : modelForSerial(serial);
    if (model === undefined) continue;
    const hex = formatSerial(serial);
    if (inverters.some((i) => i.serial === hex)) continue;
    const inputs = model.family.inputs;
    const settings = toSettings(slot, inputs);
    const hw = new InverterHardware(model, serialKey(serial), options.seed, settings.channel);
    hw.shade = options.shading?.[hex] ?? [];
    hw.powered = true;
    const record = options.energy?.inverters[hex];
    store.putInverter(gateway, {
      serial: hex,
      name: slot.name,
      strings: settings.channel.map((c, i) => (c.name !== '' ? c.name : `String ${String(i + 1)}`)),
      wp: settings.channel.map((c) => c.max_power),
    });
    inverters.push({
      serial: hex,
      hw,
      strings: inputs,
      totalAfter: Array.from(
        { length: inputs },
        (_, i) => (record?.totalWh[i] ?? 0) - (record?.dayWh[i] ?? 0),
      ),
      filled: new Set(existing.filter((d) => d.serial === hex).map((d) => d.day)),
    });
  }
  const result: FillResult = { days: 0, samples: 0, means: 0 };
  const pollMs = Math.max(1, config.dtu.poll_interval) * 1000;
  const cycleMs = pollMs * Math.max(1, inverters.length);
  const sampleFrom = today - options.sampleDays + 1;
  let next = today - 1;

  return {
    result,
    fillToday() {
      // Today up to now: the curve only (the recorder owns today's energy), unless recorded already.
      const [todayStart] = dayBounds(today, offset);
      if (inverters.length === 0 || store.hasSamples(gateway, todayStart, options.now)) return;
      result.samples += fillDay(today, todayStart, options.now, true, false).samples;
      store.commit();
    },
    nextDay() {
      if (next < firstDay || inverters.length === 0) return false;
      const [start, end] = dayBounds(next, offset);
      const key = dayKeyOf(next);
      // A day every inverter has already (a restart) costs nothing.
      const part = inverters.every((inv) => inv.filled.has(key))
        ? { samples: 0, means: 0 }
        : fillDay(next, start, end, next >= sampleFrom, true);
      result.samples += part.samples;
      result.means += part.means;
      result.days++;
      next--;
      // A commit per day: one day's samples are the most the fill keeps in memory.
      store.commit();
      return next >= firstDay;
    },
  };

  /**
   * One day's samples (or means) and, for a past day, its energy; counters run backwards. The curve is
   * kept in each inverter's typed arrays, reused day after day, and turned into sample objects only
   * when written: a year's fill then leaves little garbage behind (the emulator's memory budget).
   */
  function fillDay(
    dayNo: number,
    start: number,
    end: number,
    raw: boolean,
    past: boolean,
  ): { samples: number; means: number } {
    const key = dayKeyOf(dayNo);
    const step = raw ? cycleMs : MEAN_MS;
    const first = raw ? start : Math.ceil(start / MEAN_MS) * MEAN_MS;
    const capacity = Math.max(1, Math.ceil((end - first) / step));
    for (const inv of inverters) {
      inv.curve = curveFor(inv.curve, capacity, inv.strings);
      inv.curve.n = 0;
      inv.curve.dayWh.fill(0);
    }
    let plantMax = 0;
    // Samples at the real cadence (staggered per inverter); older days, kept as 5-minute means only,
    // are evaluated once per bucket, at its middle.
    for (let t = first; t < end; t += step) {
      const when = raw ? t : t + MEAN_MS / 2;
      // The sun alone first: the whole environment is computed only by day.
      if (solarPosition(when, site.latitude, site.longitude).elevation < START_ELEVATION) continue;
      const env = environment.at(when);
      let plant = 0;
      inverters.forEach((inv, i) => {
        const at = raw ? t + i * pollMs : t;
        const c = inv.curve;
        if (at >= end || c === undefined) return;
        const e = inv.hw.electrical(env, 0);
        const k = c.n++;
        const ac = Math.round(e.acPower * 10) / 10;
        c.t[k] = at;
        c.ac[k] = ac;
        e.dc.forEach((d, s) => {
          c.dayWh[s] = (c.dayWh[s] ?? 0) + (d.power * step) / 3_600_000;
          c.dc[k * inv.strings + s] = Math.round(d.power * 10) / 10;
          c.cum[k * inv.strings + s] = c.dayWh[s] ?? 0;
        });
        plant += ac;
      });
      plantMax = Math.max(plantMax, plant);
    }
    let samples = 0;
    let means = 0;
    for (const inv of inverters) {
      const c = inv.curve;
      if (c === undefined || (past && inv.filled.has(key))) continue;
      const energy = Array.from(c.dayWh);
      const startTotal = inv.totalAfter.map((v, s) => Math.max(0, v - (past ? (energy[s] ?? 0) : 0)));
      let maxW = 0;
      for (let k = 0; k < c.n; k++) {
        const ac = c.ac[k] ?? 0;
        maxW = Math.max(maxW, ac);
        const dc = Array.from(c.dc.subarray(k * inv.strings, (k + 1) * inv.strings));
        if (!raw) {
          store.addMean(gateway, inv.serial, { t: c.t[k] ?? 0, ac, dc });
          means++;
          continue;
        }
        const day = new Array<number>(inv.strings);
        const total = new Array<number>(inv.strings);
        let dayWhSum = 0;
        let totalSum = 0;
        for (let s = 0; s < inv.strings; s++) {
          const wh = c.cum[k * inv.strings + s] ?? 0;
          day[s] = Math.floor(wh);
          total[s] = Math.floor((startTotal[s] ?? 0) + wh);
          dayWhSum += day[s] ?? 0;
          totalSum += total[s] ?? 0;
        }
        store.addSample(gateway, inv.serial, {
          t: c.t[k] ?? 0,
          ac,
          dc,
          yieldDay: dayWhSum,
          yieldTotal: totalSum,
          stringDay: day,
          stringTotal: total,
          flags: SampleFlag.reachable | (ac > 0 ? SampleFlag.producing : 0),
        });
        samples++;
        // Committed in small batches: a sample object then dies young instead of being promoted to
        // the old heap while a whole day waits (what held the emulator's memory over its budget).
        if (samples % SAMPLES_PER_COMMIT === 0) store.commit();
      }
      // Today's energy is the YieldDay the gateway shows (what the recorder reads next), not this
      // curve's integral.
      const record = options.energy?.inverters[inv.serial];
      const shown = record?.shownYieldDay.length === inv.strings ? record.shownYieldDay : record?.dayWh;
      const dayEnergy = past || record?.localDay !== dayNo || shown === undefined ? energy : shown;
      if (past) inv.totalAfter = startTotal;
      store.putDay(gateway, inv.serial, {
        day: key,
        wh: Math.round(dayEnergy.reduce((a, b) => a + b, 0) * 10) / 10,
        maxW,
        stringsWh: dayEnergy.map((v) => Math.round(v * 10) / 10),
        glitches: 0,
        imported: false,
      });
    }
    if (plantMax > 0) {
      store.putDay(gateway, PLANT, {
        day: key,
        wh: 0,
        maxW: plantMax,
        stringsWh: [],
        glitches: 0,
        imported: false,
      });
    }
    return { samples, means };
  }
}

/** An inverter's curve of one day: times, AC, DC per string and the day's energy so far per string. */
interface DayCurve {
  n: number;
  capacity: number;
  t: Float64Array;
  ac: Float64Array;
  dc: Float64Array;
  cum: Float64Array;
  dayWh: Float64Array;
}

/** The curve arrays, reused when they are large enough for the day. */
function curveFor(curve: DayCurve | undefined, capacity: number, strings: number): DayCurve {
  if (curve !== undefined && curve.capacity >= capacity) return curve;
  return {
    n: 0,
    capacity,
    t: new Float64Array(capacity),
    ac: new Float64Array(capacity),
    dc: new Float64Array(capacity * strings),
    cum: new Float64Array(capacity * strings),
    dayWh: new Float64Array(strings),
  };
}
