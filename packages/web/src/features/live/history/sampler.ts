import { hasChannels, type LiveStore } from '../../../lib/live/index.ts';
import { gatewayDayKey, gatewayDayStart, syncGatewayClock } from '../../../lib/time/gatewayClock.ts';
import { prune, putDay, putSample, type DayYield, type PowerSample } from './historyDb.ts';

/** One sample per 30 s: at most 2880 a day, whatever the frame rate. */
export const BUCKET_MS = 30_000;
/** Samples are kept this many days, daily yields this many days. */
export const SAMPLE_DAYS = 7;
export const YIELD_DAYS = 400;
/** The bucket being filled is written at once when it starts, then at most this often. */
const WRITE_EVERY_MS = 5000;

const writtenListeners = new Set<() => void>();

/** Called after the history in the database changed (for the chart). */
export function onHistoryWritten(listener: () => void): () => void {
  writtenListeners.add(listener);
  return () => writtenListeners.delete(listener);
}

/**
 * The gateway's local date of `ms` as YYYY-MM-DD: days follow the gateway's clock and midnight, where
 * it starts its YieldDay again, so a day's yield here is the gateway's.
 */
export function dayKey(ms: number): string {
  return gatewayDayKey(ms);
}

function nextMidnight(ms: number): number {
  return gatewayDayStart(ms) + 86_400_000;
}

/**
 * Records the live totals and each inverter's AC power (only while its values are fresh) per 30 s
 * bucket, and the day's yield (the last YieldDay seen that day). Per frame it only writes a few
 * numbers into the current bucket; the database is written at most every 5 s.
 */
export function startSampler(store: LiveStore, now: () => number = Date.now): () => void {
  let sample: PowerSample | null = null;
  let day: DayYield | null = null;
  let dayEnds = 0;
  let lastWrite = 0;
  let dirty = false;

  const write = (): void => {
    if (!dirty) return;
    dirty = false;
    lastWrite = now();
    const writes: Promise<void>[] = [];
    if (sample) writes.push(putSample(sample));
    if (day) writes.push(putDay(day));
    Promise.all(writes).then(
      () => {
        for (const listener of writtenListeners) listener();
      },
      () => undefined, // private browsing without IndexedDB: the live view works without history
    );
  };

  const onFrame = (serial: string): void => {
    const summary = store.getSummary();
    if (!summary) return;
    const t = now();
    const bucket = t - (t % BUCKET_MS);
    let current = sample;
    let today = day;
    if (current?.t !== bucket || !today || t >= dayEnds) {
      write();
      lastWrite = 0;
      if (current?.t !== bucket) current = sample = { t: bucket, total: 0, inverters: {} };
      if (!today || t >= dayEnds) {
        dayEnds = nextMidnight(t);
        today = day = { day: dayKey(t), wh: 0, inverters: {} };
      }
    }
    current.total = summary.total.Power.v;
    today.wh = summary.total.YieldDay.v;
    const inverter = store.inverter(serial);
    if (inverter && hasChannels(inverter)) {
      const power = inverter.AC['0']?.Power.v;
      if (power !== undefined && !store.isStale(serial, t)) current.inverters[serial] = power;
      const yieldDay = inverter.INV['0']?.YieldDay.v;
      if (yieldDay !== undefined) today.inverters[serial] = yieldDay;
    }
    dirty = true;
    if (t - lastWrite >= WRITE_EVERY_MS) write();
  };

  const onHide = (): void => {
    if (document.visibilityState === 'hidden') write();
  };

  prune(now() - SAMPLE_DAYS * 86_400_000, YIELD_DAYS).catch(() => undefined);
  void syncGatewayClock().then(() => {
    // The day began with the browser's stand-in: start it again on the gateway's calendar.
    dayEnds = 0;
  });
  const stopFrames = store.onFrame(onFrame);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', write);
  return () => {
    stopFrames();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', write);
    write();
  };
}
