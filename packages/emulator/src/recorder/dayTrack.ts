/**
 * One inverter's recording state: the counter guards, the power integrals and the current local day's
 * totals. Persisted with every batch (as JSON in the store), so a restart resumes where the last
 * committed batch ended and the counter bridges whatever happened meanwhile.
 */
import { newCounter, type CounterState } from './guard.ts';

export interface DayTotals {
  day: string;
  wh: number;
  stringsWh: number[];
  maxW: number;
  glitches: number;
  /** The last YieldDay seen (Wh), for the mid-day reset check. */
  lastYieldDay: number;
  /** A YieldDay above the day's energy was counted already (midnight non-reset). */
  yieldDayHigh: boolean;
  /** The day's energy so far was taken from YieldDay when recording began during the day (issue 29). */
  seeded?: boolean;
}

export interface Track {
  version: 1;
  /** Time of the last recorded sample (0: none yet). */
  at: number;
  ac: number;
  dc: number[];
  /** The last raw YieldTotal (Wh): an unchanged one with a re-sent frame is no new packet. */
  rawTotal: number;
  /** Running integrals of recorded AC and DC power (Wh) across samples at most `INTEGRATE_GAP_MS` apart. */
  powerWh: number;
  stringPowerWh: number[];
  total: CounterState;
  strings: CounterState[];
  day?: DayTotals;
}

export function newTrack(strings: number): Track {
  return {
    version: 1,
    at: 0,
    ac: 0,
    dc: new Array<number>(strings).fill(0),
    rawTotal: -1,
    powerWh: 0,
    stringPowerWh: new Array<number>(strings).fill(0),
    total: newCounter(),
    strings: Array.from({ length: strings }, newCounter),
  };
}

export function newDay(day: string, strings: number): DayTotals {
  return {
    day,
    wh: 0,
    stringsWh: new Array<number>(strings).fill(0),
    maxW: 0,
    glitches: 0,
    lastYieldDay: 0,
    yieldDayHigh: false,
  };
}

/** A saved track, or a fresh one when the text is missing or not a track of this layout. */
export function parseTrack(text: string | undefined, strings: number): Track {
  if (text === undefined) return newTrack(strings);
  try {
    const value = JSON.parse(text) as Partial<Track>;
    if (value.version !== 1 || !Array.isArray(value.strings) || typeof value.total !== 'object') {
      return newTrack(strings);
    }
    const track = value as Track;
    // An inverter whose string count changed keeps its totals; new strings start fresh.
    while (track.strings.length < strings) track.strings.push(newCounter());
    while (track.stringPowerWh.length < strings) track.stringPowerWh.push(0);
    while (track.dc.length < strings) track.dc.push(0);
    if (track.day) while (track.day.stringsWh.length < strings) track.day.stringsWh.push(0);
    return track;
  } catch {
    return newTrack(strings);
  }
}
