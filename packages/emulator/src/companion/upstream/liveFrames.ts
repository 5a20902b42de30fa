/**
 * The latest `/livedata` frame of each inverter (device-api §2.4: one inverter per frame, with the
 * plant's total and hints). A browser that connects late gets them all at once instead of waiting up to
 * 10 s per unchanged inverter, each with the newest total and hints, and its `data_age` advanced by the
 * time the companion held it, so a held value never looks fresher than it is.
 */
import type { InverterLiveData, LiveDataFrame, LiveDataHints, LiveDataTotal } from '@dtu-web/protocol';

/** One decoded frame as the gateway sent it, and when it arrived. */
export interface LiveFrame {
  serial: string;
  frame: LiveDataFrame;
  /** Companion clock (ms) at arrival. */
  receivedAt: number;
}

function asFrame(value: unknown): LiveDataFrame | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { inverters, total, hints } = value as Partial<LiveDataFrame>;
  if (!Array.isArray(inverters) || inverters.length !== 1) return undefined;
  const inverter = inverters[0] as Partial<InverterLiveData> | undefined;
  if (typeof inverter?.serial !== 'string' || typeof total !== 'object' || typeof hints !== 'object') {
    return undefined;
  }
  return value as LiveDataFrame;
}

/** Decodes a text frame; undefined for anything that is not one inverter's frame (e.g. `{}`). */
export function decodeLiveFrame(text: string, receivedAt: number): LiveFrame | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const frame = asFrame(parsed);
  const inverter = frame?.inverters[0];
  if (frame === undefined || inverter === undefined) return undefined;
  return { serial: inverter.serial, frame, receivedAt };
}

export class LiveFrameCache {
  private readonly frames = new Map<string, LiveFrame>();
  private total: LiveDataTotal | undefined;
  private hints: LiveDataHints | undefined;

  record(frame: LiveFrame): void {
    this.frames.set(frame.serial, frame);
    this.total = frame.frame.total;
    this.hints = frame.frame.hints;
  }

  /** Each inverter's last frame, in the order the inverters first appeared. */
  latest(): LiveFrame[] {
    return [...this.frames.values()];
  }

  /** The frames a browser that connects now is sent: one per inverter, newest total and hints. */
  replay(now: number): string[] {
    return this.latest().map(({ frame, receivedAt }) => {
      const held = Math.max(0, Math.floor((now - receivedAt) / 1000));
      const inverters = frame.inverters.map((inverter) => ({
        ...inverter,
        data_age: inverter.data_age + held,
      }));
      return JSON.stringify({
        inverters,
        total: this.total ?? frame.total,
        hints: this.hints ?? frame.hints,
      });
    });
  }

  clear(): void {
    this.frames.clear();
    this.total = undefined;
    this.hints = undefined;
  }
}
