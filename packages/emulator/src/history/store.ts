/**
 * The history store: what the recorder writes and the history API reads, whatever engine keeps it.
 * `SqliteHistoryStore` (sqlite.ts) is the embedded default; another engine implements this interface.
 *
 * One writer: writes are buffered and become durable together at `commit()` (the recorder commits
 * about once a minute), so a crash loses at most the last unwritten batch. Reads see buffered writes too.
 */

/** Bits of `StoredSample.flags`: the inverter's states in the frame. */
export const SampleFlag = { reachable: 1, producing: 2 } as const;

/** What the history knows about an inverter (from its latest frame). */
export interface InverterInfo {
  serial: string;
  name: string;
  /** String (DC input) names in input order. */
  strings: string[];
  /** Installed watts per string (device-api `max_power`; 0 = not set). */
  wp: number[];
}

/** One recorded sample: one statistics packet of one inverter. Energies in Wh. */
export interface StoredSample {
  /** When the packet was received by the gateway (ms UTC). */
  t: number;
  ac: number;
  /** DC power per string, W. */
  dc: number[];
  yieldDay: number;
  yieldTotal: number;
  stringDay: number[];
  stringTotal: number[];
  flags: number;
}

/** A point of a power curve: a sample or a 5-minute mean. */
export interface PowerRow {
  t: number;
  ac: number;
  dc: number[];
}

/** One inverter's (or, with serial '', the plant's) values for one local day. */
export interface DayRecord {
  day: string;
  wh: number;
  maxW: number;
  stringsWh: number[];
  /** Counter glitches repaired on this day. */
  glitches: number;
  imported: boolean;
  /**
   * Part of the day's energy was taken from the inverter's YieldDay when recording began during the day
   * (issue 29: seeded, not recorded). Absent = false.
   */
  seeded?: boolean;
}

export interface StoredDay extends DayRecord {
  serial: string;
}

/** Retention of the tiers (companion-api §2): every sample, 5-minute means; daily values are kept forever. */
export interface Retention {
  sampleDays: number;
  meanDays: number;
  /** Daily values; 0 keeps them forever (the default). */
  dayDays: number;
}

/** The plant of a gateway (serial '') holds the plant's maximum power and imports without a serial. */
export const PLANT = '';

export interface HistoryStore {
  /** Registers a gateway with its POSIX time zone (its local calendar). */
  setGateway(gateway: string, tz: string): void;
  /** The gateway's time zone, or undefined when nothing was recorded for it. */
  gatewayTz(gateway: string): string | undefined;
  gateways(): string[];

  putInverter(gateway: string, info: InverterInfo): void;
  /** Inverters with history, in the order they were first seen. */
  inverters(gateway: string): InverterInfo[];

  addSample(gateway: string, serial: string, sample: StoredSample): void;
  /** A 5-minute mean written directly (history filled for older days). */
  addMean(gateway: string, serial: string, mean: PowerRow): void;
  putDay(gateway: string, serial: string, record: DayRecord): void;
  /** The recorder's own state of an inverter (opaque text), committed with the samples it belongs to. */
  putState(gateway: string, serial: string, state: string): void;
  state(gateway: string, serial: string): string | undefined;

  /** Samples in [from, to), oldest first. */
  samples(gateway: string, serial: string, from: number, to: number): StoredSample[];
  /** The inverter's newest sample, undefined when none is kept. */
  lastSample(gateway: string, serial: string): StoredSample | undefined;
  /** Only the powers of the samples in [from, to), oldest first (a day's curve). */
  power(gateway: string, serial: string, from: number, to: number): PowerRow[];
  /** 5-minute means in [from, to), oldest first. */
  means(gateway: string, serial: string, from: number, to: number): PowerRow[];
  /** Whether any sample of the gateway lies in [from, to). */
  hasSamples(gateway: string, from: number, to: number): boolean;
  /** Daily values of every inverter and the plant for days in [fromDay, toDay] (keys), oldest first. */
  days(gateway: string, fromDay: string, toDay: string): StoredDay[];

  /** Makes every buffered write durable in one transaction; returns the number of rows written. */
  commit(): number;
  /**
   * One slice of background work (5-minute means of complete buckets, retention), at most about
   * `budgetMs`; true when more is waiting.
   */
  maintain(now: number, budgetMs: number): boolean;
  close(): void;
}
