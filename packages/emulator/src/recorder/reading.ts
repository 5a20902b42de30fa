/**
 * What the recorder takes from one inverter's live data (device-api §2.2: a `/livedata` frame or a
 * `GET /api/livedata/status?inv=` answer): powers, yields in Wh, states and the packet's time.
 */
import type { LiveDataFrame } from '@dtu-web/protocol';

/** A frame from outside is untrusted: every field may be missing or of another type. */
interface LooseValue {
  v?: unknown;
  max?: unknown;
}
interface LooseChannel {
  name?: { u?: unknown };
  Power?: LooseValue;
  YieldDay?: LooseValue;
  YieldTotal?: LooseValue;
  Irradiation?: LooseValue;
}
interface LooseInverter {
  serial?: unknown;
  name?: unknown;
  data_age?: unknown;
  reachable?: unknown;
  producing?: unknown;
  limit_relative?: unknown;
  limit_absolute?: unknown;
  radio_stats?: { rx_success?: unknown };
  AC?: Record<string, LooseChannel | undefined>;
  DC?: Record<string, LooseChannel | undefined>;
  INV?: Record<string, LooseChannel | undefined>;
}

export interface Reading {
  serial: string;
  name: string;
  strings: string[];
  /** Installed watts per string (Irradiation.max; 0 when not configured). */
  wp: number[];
  /** The inverter's max power if the frame tells it (limit_absolute / limit_relative), else 0. */
  maxPower: number;
  /** When the gateway received the statistics packet: receivedAt − data_age. */
  packetAt: number;
  /** The gateway has received a packet since it booted or reset its statistics. */
  hasPacket: boolean;
  reachable: boolean;
  producing: boolean;
  ac: number;
  dc: number[];
  yieldDay: number;
  yieldTotal: number;
  stringDay: number[];
  stringTotal: number[];
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The inverters of a frame with channel data (frames of other shapes are ignored). */
export function readingsOf(frame: LiveDataFrame | object, receivedAt: number): Reading[] {
  const inverters: unknown = 'inverters' in frame ? frame.inverters : undefined;
  const list: unknown[] = Array.isArray(inverters) ? (inverters as unknown[]) : [];
  const out: Reading[] = [];
  for (const item of list) {
    const reading = readingOf(item, receivedAt);
    if (reading !== undefined) out.push(reading);
  }
  return out;
}

function readingOf(item: unknown, receivedAt: number): Reading | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const inv = item as LooseInverter;
  if (typeof inv.serial !== 'string' || inv.serial === '') return undefined;
  const ac = inv.AC?.['0'];
  const total = inv.INV?.['0'];
  if (ac === undefined || total === undefined) return undefined;
  const dcKeys = Object.keys(inv.DC ?? {})
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b));
  const dc = dcKeys.map((k) => inv.DC?.[k]);
  const relative = num(inv.limit_relative);
  const absolute = num(inv.limit_absolute);
  return {
    serial: inv.serial,
    name: typeof inv.name === 'string' ? inv.name : inv.serial,
    strings: dc.map((d, i) =>
      typeof d?.name?.u === 'string' && d.name.u !== '' ? d.name.u : `String ${String(i + 1)}`,
    ),
    wp: dc.map((d) => num(d?.Irradiation?.max)),
    maxPower: relative > 0 && absolute > 0 ? (absolute * 100) / relative : 0,
    packetAt: receivedAt - num(inv.data_age) * 1000,
    hasPacket: num(inv.radio_stats?.rx_success) > 0,
    reachable: inv.reachable === true,
    producing: inv.producing === true,
    ac: num(ac.Power?.v),
    dc: dc.map((d) => num(d?.Power?.v)),
    yieldDay: num(total.YieldDay?.v),
    yieldTotal: Math.round(num(total.YieldTotal?.v) * 1000),
    stringDay: dc.map((d) => num(d?.YieldDay?.v)),
    stringTotal: dc.map((d) => Math.round(num(d?.YieldTotal?.v) * 1000)),
  };
}
