/**
 * Frames held until a gateway's time zone is known (issue 29 items 4 and 13): a fresh companion opens the
 * live socket before its first `/api/ntp/status` answer, and the first frames — the day's first seeds the
 * morning's energy — would be filed in UTC days. They wait for that answer, at most `limitMs` after the
 * first of them; then (the gateway never answered) they are recorded in UTC days, and the log says so.
 */
import type { LiveFrame } from './upstream/liveFrames.ts';

/** Frames kept at most while waiting (a few minutes of a large gateway's frames). */
const MAX_HELD = 2000;
/** How long frames wait for the zone by default. */
export const ZONE_WAIT_MS = 30_000;

export class ZoneHold {
  private held: LiveFrame[] = [];
  private timer: NodeJS.Timeout | undefined;
  private released = false;

  constructor(
    private readonly deliver: (frame: LiveFrame) => void,
    private readonly ready: () => boolean,
    private readonly limitMs: number,
    private readonly onGiveUp: () => void,
  ) {}

  /** A frame: recorded now when the zone is known (or the wait is over), else held. */
  push(frame: LiveFrame): void {
    if (!this.released && this.ready()) this.release();
    if (this.released) {
      this.deliver(frame);
      return;
    }
    if (this.held.length < MAX_HELD) this.held.push(frame);
    if (this.timer === undefined) {
      this.timer = setTimeout(() => {
        this.onGiveUp();
        this.release();
      }, this.limitMs);
      this.timer.unref();
    }
  }

  /** The zone is known (or will not be): every held frame is recorded, in order, and none is held again. */
  release(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.released = true;
    const frames = this.held;
    this.held = [];
    for (const frame of frames) this.deliver(frame);
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.held = [];
  }
}
