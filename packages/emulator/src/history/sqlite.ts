/**
 * The history in one SQLite file (better-sqlite3): WAL, one connection that is the only writer, every
 * write buffered in memory and committed in one transaction by `commit()` (about once a minute), so a
 * `kill -9` loses at most that batch. Reads merge the buffer, so the newest minute is never missing.
 * Background work (`maintain`) is cut into slices of a few milliseconds.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { bucketOf, MEAN_MS, MeanAccumulator } from './aggregate.ts';
import { packPowers, packYields, unpackPowers, unpackYields } from './codec.ts';
import { migrate } from './schema.ts';
import { prepareStatements, type InverterRow, type SampleRow, type Statements } from './statements.ts';
import {
  PLANT,
  type DayRecord,
  type HistoryStore,
  type InverterInfo,
  type PowerRow,
  type Retention,
  type StoredDay,
  type StoredSample,
} from './store.ts';

const DAY_MS = 86_400_000;
/** Buckets are averaged once they are this old, so samples still buffered are never left out. */
const AGGREGATE_LAG_MS = 10 * 60_000;
/** One maintenance step reads at most this much time of one inverter's samples. */
const SLICE_MS = DAY_MS;

/** SQLite's page cache (KiB): SQLite's own default, not better-sqlite3's 16 MB. */
const CACHE_KIB = 2000;

export const HISTORY_FILE = 'history.sqlite';

interface Pending {
  samples: Map<number, StoredSample[]>;
  means: Map<number, PowerRow[]>;
  days: Map<string, { inv: number; record: DayRecord }>;
  states: Map<number, string>;
}

const emptyPending = (): Pending => ({
  samples: new Map(),
  means: new Map(),
  days: new Map(),
  states: new Map(),
});

export class SqliteHistoryStore implements HistoryStore {
  private readonly db: Database.Database;
  private readonly ids = new Map<string, InverterRow>();
  private pending = emptyPending();
  private readonly retention: Retention;
  private readonly stmt: Statements;

  /** Opens (or creates) the database file; `:memory:` for tests. */
  constructor(file: string, retention: Retention) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL keeps every committed batch across a crashed process; only a power cut may
    // take the last one, which the batching already allows.
    this.db.pragma('synchronous = NORMAL');
    // better-sqlite3 builds SQLite with a 16 MB page cache per connection; the queries here read a day
    // of one inverter at a time (the operating system's file cache keeps the rest warm), so 2 MB serves
    // them as fast and keeps the emulator's and the companion's memory small.
    this.db.pragma(`cache_size = -${String(CACHE_KIB)}`);
    migrate(this.db);
    this.retention = retention;
    this.stmt = prepareStatements(this.db);
    for (const row of this.stmt.inverters.all()) this.ids.set(key(row.gateway, row.serial), row);
  }

  setGateway(gateway: string, tz: string): void {
    if (this.stmt.gatewayTz.get(gateway)?.tz !== tz) this.stmt.gateway.run(gateway, tz);
  }

  gatewayTz(gateway: string): string | undefined {
    return this.stmt.gatewayTz.get(gateway)?.tz;
  }

  gateways(): string[] {
    return this.stmt.gateways.all().map((r) => r.id);
  }

  putInverter(gateway: string, info: InverterInfo): void {
    this.row(gateway, info.serial, info);
  }

  inverters(gateway: string): InverterInfo[] {
    const out: InverterInfo[] = [];
    for (const row of this.ids.values()) {
      if (row.gateway !== gateway || row.serial === PLANT) continue;
      out.push({
        serial: row.serial,
        name: row.name,
        strings: parseList(row.strings),
        wp: parseNumbers(row.wp),
      });
    }
    return out;
  }

  addSample(gateway: string, serial: string, sample: StoredSample): void {
    push(this.pending.samples, this.row(gateway, serial).id, sample);
  }

  addMean(gateway: string, serial: string, mean: PowerRow): void {
    push(this.pending.means, this.row(gateway, serial).id, mean);
  }

  putDay(gateway: string, serial: string, record: DayRecord): void {
    const inv = this.row(gateway, serial).id;
    this.pending.days.set(`${String(inv)}|${record.day}`, { inv, record: { ...record } });
  }

  putState(gateway: string, serial: string, state: string): void {
    const row = this.row(gateway, serial);
    row.state = state;
    this.pending.states.set(row.id, state);
  }

  state(gateway: string, serial: string): string | undefined {
    return this.ids.get(key(gateway, serial))?.state ?? undefined;
  }

  samples(gateway: string, serial: string, from: number, to: number): StoredSample[] {
    const row = this.ids.get(key(gateway, serial));
    if (row === undefined) return [];
    const stored = this.stmt.samples.all(row.id, from, to).map(sampleOf);
    const buffered = (this.pending.samples.get(row.id) ?? []).filter((s) => s.t >= from && s.t < to);
    return mergeByTime(stored, buffered);
  }

  lastSample(gateway: string, serial: string): StoredSample | undefined {
    const row = this.ids.get(key(gateway, serial));
    if (row === undefined) return undefined;
    const buffered = this.pending.samples.get(row.id) ?? [];
    const newest = buffered.reduce<StoredSample | undefined>(
      (a, b) => (a === undefined || b.t > a.t ? b : a),
      undefined,
    );
    const stored = this.stmt.lastSample.get(row.id);
    return newest !== undefined && (stored === undefined || newest.t >= stored.t)
      ? newest
      : stored && sampleOf(stored);
  }

  power(gateway: string, serial: string, from: number, to: number): PowerRow[] {
    const row = this.ids.get(key(gateway, serial));
    if (row === undefined) return [];
    const stored = this.stmt.power
      .all(row.id, from, to)
      .map(([t, ac, dc]) => ({ t, ac: Math.round(ac * 10) / 10, dc: unpackPowers(dc) }));
    const buffered = (this.pending.samples.get(row.id) ?? []).filter((s) => s.t >= from && s.t < to);
    return mergeByTime<PowerRow>(stored, buffered);
  }

  means(gateway: string, serial: string, from: number, to: number): PowerRow[] {
    const row = this.ids.get(key(gateway, serial));
    if (row === undefined) return [];
    const stored = this.stmt.means
      .all(row.id, from, to)
      .map((r) => ({ t: r.t, ac: Math.round(r.ac * 10) / 10, dc: unpackPowers(r.dc) }));
    const buffered = (this.pending.means.get(row.id) ?? []).filter((s) => s.t >= from && s.t < to);
    return mergeByTime(stored, buffered);
  }

  hasSamples(gateway: string, from: number, to: number): boolean {
    for (const row of this.ids.values()) {
      if (row.gateway !== gateway) continue;
      if (this.stmt.anySample.get(row.id, from, to) !== undefined) return true;
      if ((this.pending.samples.get(row.id) ?? []).some((s) => s.t >= from && s.t < to)) return true;
    }
    return false;
  }

  days(gateway: string, fromDay: string, toDay: string): StoredDay[] {
    const byKey = new Map<string, StoredDay>();
    for (const r of this.stmt.days.all(gateway, fromDay, toDay)) {
      byKey.set(`${r.serial}|${r.day}`, {
        serial: r.serial,
        day: r.day,
        wh: r.wh,
        maxW: r.max_w,
        stringsWh: parseNumbers(r.strings),
        glitches: r.glitches,
        imported: r.imported !== 0,
        seeded: r.seeded !== 0,
      });
    }
    const serialOf = new Map([...this.ids.values()].map((r) => [r.id, r]));
    for (const { inv, record } of this.pending.days.values()) {
      const row = serialOf.get(inv);
      if (row?.gateway !== gateway || record.day < fromDay || record.day > toDay) continue;
      byKey.set(`${row.serial}|${record.day}`, { serial: row.serial, ...record });
    }
    const list = [...byKey.values()];
    if (this.pending.days.size === 0) return list; // already in the query's order
    const order = new Map([...this.ids.values()].map((r) => [r.serial, r.id]));
    return list.sort((a, b) =>
      a.day === b.day ? (order.get(a.serial) ?? 0) - (order.get(b.serial) ?? 0) : a.day < b.day ? -1 : 1,
    );
  }

  commit(): number {
    const batch = this.pending;
    this.pending = emptyPending();
    let rows = 0;
    this.db.transaction(() => {
      for (const [inv, samples] of batch.samples) {
        for (const s of samples) {
          this.stmt.sample.run(
            inv,
            s.t,
            s.ac,
            packPowers(s.dc),
            Math.round(s.yieldDay),
            Math.round(s.yieldTotal),
            packYields(s.stringDay, s.stringTotal),
            s.flags,
          );
          rows++;
        }
      }
      for (const [inv, means] of batch.means) {
        for (const m of means) {
          this.stmt.mean.run(inv, m.t, m.ac, packPowers(m.dc));
          rows++;
        }
      }
      for (const { inv, record: d } of batch.days.values()) {
        this.stmt.day.run(
          inv,
          d.day,
          d.wh,
          d.maxW,
          JSON.stringify(d.stringsWh),
          d.glitches,
          d.imported ? 1 : 0,
          d.seeded === true ? 1 : 0,
        );
        rows++;
      }
      for (const [inv, state] of batch.states) this.stmt.state.run(state, inv);
    })();
    return rows;
  }

  maintain(now: number, budgetMs: number): boolean {
    const until = performance.now() + budgetMs;
    let more = false;
    for (const row of this.ids.values()) {
      while (this.maintainStep(row, now)) {
        if (performance.now() >= until) return true;
      }
      if (performance.now() >= until) {
        more = true;
        break;
      }
    }
    return more;
  }

  close(): void {
    if (!this.db.open) return;
    this.commit();
    this.db.close();
  }

  /** One bounded step for one inverter: average a slice of complete buckets, or drop a slice of old rows. */
  private maintainStep(row: InverterRow, now: number): boolean {
    const target = bucketOf(now - AGGREGATE_LAG_MS);
    if (row.agg_until < target) {
      const from = row.agg_until > 0 ? row.agg_until : (this.stmt.firstSample.get(row.id, 0)?.t ?? target);
      const start = bucketOf(from);
      const next = this.stmt.firstSample.get(row.id, start);
      if (next === undefined || next.t >= target) {
        this.setAggregated(row, target);
        return true;
      }
      const end = Math.min(target, bucketOf(next.t) + SLICE_MS);
      // Streamed from the database: only the slice's means are held, never its samples.
      const means = new MeanAccumulator();
      for (const [t, ac, dc] of this.stmt.power.iterate(row.id, bucketOf(next.t), end)) {
        means.add(t, Math.round(ac * 10) / 10, unpackPowers(dc));
      }
      this.db.transaction(() => {
        for (const m of means.flush()) this.stmt.mean.run(row.id, m.t, m.ac, packPowers(m.dc));
        this.stmt.aggregated.run(end, row.id);
      })();
      row.agg_until = end;
      return true;
    }
    // Samples are dropped only together with their 5-minute means, whatever wrote them and in which
    // order (the newest-first fill, a restart, a clock that jumped): the slice to drop is averaged
    // first, in the same transaction, at bucket boundaries.
    const sampleCut = bucketOf(now - this.retention.sampleDays * DAY_MS);
    const oldest = this.stmt.oldestSample.get(row.id)?.t;
    if (oldest !== undefined && oldest < sampleCut) {
      this.averageAndDrop(row, bucketOf(oldest), Math.min(sampleCut, bucketOf(oldest) + SLICE_MS));
      return true;
    }
    const meanCut = now - this.retention.meanDays * DAY_MS;
    const oldestMean = this.stmt.oldestMean.get(row.id)?.t;
    if (oldestMean !== undefined && oldestMean < meanCut) {
      this.stmt.dropMeans.run(row.id, Math.min(meanCut, oldestMean + SLICE_MS));
      return true;
    }
    if (this.retention.dayDays > 0) {
      // Day keys are local dates; cutting at the UTC date is at most one day generous.
      const cut = new Date(now - this.retention.dayDays * DAY_MS).toISOString().slice(0, 10);
      this.stmt.dropDays.run(row.id, cut);
    }
    return false;
  }

  /** Means of the samples in [from, to) (bucket boundaries), written before the samples are dropped. */
  private averageAndDrop(row: InverterRow, from: number, to: number): void {
    const means = new MeanAccumulator();
    for (const [t, ac, dc] of this.stmt.power.iterate(row.id, from, to)) {
      means.add(t, Math.round(ac * 10) / 10, unpackPowers(dc));
    }
    this.db.transaction(() => {
      for (const m of means.flush()) this.stmt.mean.run(row.id, m.t, m.ac, packPowers(m.dc));
      this.stmt.dropSamples.run(row.id, to);
    })();
  }

  private setAggregated(row: InverterRow, until: number): void {
    this.stmt.aggregated.run(until, row.id);
    row.agg_until = until;
  }

  /** The inverter's row, created or updated when its names changed. */
  private row(gateway: string, serial: string, info?: InverterInfo): InverterRow {
    const k = key(gateway, serial);
    let row = this.ids.get(k);
    if (row !== undefined && info === undefined) return row;
    const name = info?.name ?? (serial === PLANT ? 'Plant' : serial);
    const strings = JSON.stringify(info?.strings ?? []);
    const wp = JSON.stringify(info?.wp ?? []);
    if (row === undefined) {
      const id = Number(this.stmt.insertInverter.run(gateway, serial, name, strings, wp).lastInsertRowid);
      row = { id, gateway, serial, name, strings, wp, state: null, agg_until: 0 };
      this.ids.set(k, row);
    } else if (row.name !== name || row.strings !== strings || row.wp !== wp) {
      this.stmt.updateInverter.run(name, strings, wp, row.id);
      Object.assign(row, { name, strings, wp });
    }
    return row;
  }
}

function key(gateway: string, serial: string): string {
  return `${gateway}\u0000${serial}`;
}

function push<T>(map: Map<number, T[]>, id: number, value: T): void {
  const list = map.get(id);
  if (list === undefined) map.set(id, [value]);
  else list.push(value);
}

function sampleOf(r: SampleRow): StoredSample {
  const ys = unpackYields(r.ys);
  return {
    t: r.t,
    ac: Math.round(r.ac * 10) / 10,
    dc: unpackPowers(r.dc),
    yieldDay: r.yd,
    yieldTotal: r.yt,
    stringDay: ys.day,
    stringTotal: ys.total,
    flags: r.flags,
  };
}

/** Stored rows plus buffered ones (newer, or replacing a stored row of the same time). */
function mergeByTime<T extends { t: number }>(stored: T[], buffered: T[]): T[] {
  if (buffered.length === 0) return stored;
  const byTime = new Map<number, T>();
  for (const r of stored) byTime.set(r.t, r);
  for (const r of buffered) byTime.set(r.t, r);
  return [...byTime.values()].sort((a, b) => a.t - b.t);
}

function parseList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

function parseNumbers(text: string): number[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(Number) : [];
}

export { MEAN_MS };
