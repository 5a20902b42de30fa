/**
 * The power history in the browser's IndexedDB. The app is served by the gateway, so the browser's
 * origin already keeps one gateway's history apart from another's; the name says what it holds.
 */
export const HISTORY_DB = 'dtu-web-power-history';
const VERSION = 1;
const SAMPLES = 'samples';
const DAYS = 'days';

/** The plant in one time bucket: total AC power and each fresh inverter's AC power, in W. */
export interface PowerSample {
  /** Start of the bucket, ms since the epoch. */
  t: number;
  total: number;
  inverters: Record<string, number>;
}

/** A day's yield: the last YieldDay seen that day (local date of the browser), in Wh. */
export interface DayYield {
  /** YYYY-MM-DD */
  day: string;
  wh: number;
  inverters: Record<string, number>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });
}

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(HISTORY_DB, VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(SAMPLES, { keyPath: 't' });
      request.result.createObjectStore(DAYS, { keyPath: 'day' });
    };
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB is not available'));
    };
  });
  return opening;
}

async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(name, mode).objectStore(name);
}

export async function putSample(sample: PowerSample): Promise<void> {
  await done((await store(SAMPLES, 'readwrite')).put(sample));
}

export async function putDay(day: DayYield): Promise<void> {
  await done((await store(DAYS, 'readwrite')).put(day));
}

/** Samples with from ≤ t < to, oldest first. */
export async function samplesBetween(from: number, to: number): Promise<PowerSample[]> {
  const range = IDBKeyRange.bound(from, to, false, true);
  return done((await store(SAMPLES, 'readonly')).getAll(range) as IDBRequest<PowerSample[]>);
}

/** All days, oldest first. */
export async function allDays(): Promise<DayYield[]> {
  return done((await store(DAYS, 'readonly')).getAll() as IDBRequest<DayYield[]>);
}

/** Drops samples before `sampleFrom` (ms) and all but the newest `keepDays` day yields. */
export async function prune(sampleFrom: number, keepDays: number): Promise<void> {
  await done((await store(SAMPLES, 'readwrite')).delete(IDBKeyRange.upperBound(sampleFrom, true)));
  const days = await done((await store(DAYS, 'readonly')).getAllKeys());
  const old = days.slice(0, Math.max(0, days.length - keepDays));
  const last = old[old.length - 1];
  if (last !== undefined) {
    await done((await store(DAYS, 'readwrite')).delete(IDBKeyRange.upperBound(last)));
  }
}
