/**
 * The console as v25.5.10+ sends it (firmware-versions.md §3.2): every message is one line
 * `<L> (<ms since boot>) <tag>: <text>\n`, cut to 255 bytes; the websocket gets chunks of complete
 * messages, a frame as soon as 512 bytes are waiting or 250 ms after the previous frame. From
 * v25.9.11 a token bucket lets 128 messages a second through (at most 8 KiB wait in the ring buffer);
 * what it drops is summed up in one `W (…) logging: Rate limited N message(s) in the last X ms` line
 * once messages pass again.
 */
import type { LogSource } from './logLevels.ts';

export const MESSAGE_MAX_BYTES = 255;
export const FRAME_MIN_BYTES = 512;
export const FRAME_INTERVAL_MS = 250;
export const RATE_LIMIT_PER_SECOND = 128;
export const RING_BUFFER_BYTES = 8192;

export interface EspIdfStreamOptions {
  /** One text frame to every console client. */
  send: (text: string) => void;
  /** Milliseconds since boot (the number inside the parentheses). */
  uptimeMs: () => number;
  /** Real time in ms for the frame pacing and the rate limit (default `Date.now`). */
  now?: () => number;
  /** Timer for the 250 ms frame pacing (default `setTimeout`). */
  setTimer?: (run: () => void, ms: number) => { cancel: () => void };
  rateLimited: () => boolean;
}

/** `text` cut to at most `max` UTF-8 bytes without splitting a character. */
export function cutToBytes(text: string, max: number): string {
  if (Buffer.byteLength(text, 'utf8') <= max) return text;
  let cut = text.slice(0, max);
  while (Buffer.byteLength(cut, 'utf8') > max) cut = cut.slice(0, -1);
  return cut;
}

/** One message as one line with its newline, at most 255 bytes in all. */
export function formatMessage(source: LogSource, uptimeMs: number, text: string): string {
  const line = `${source.level} (${String(Math.max(0, Math.floor(uptimeMs)))}) ${source.tag}: ${text}`;
  return cutToBytes(line, MESSAGE_MAX_BYTES - 1) + '\n';
}

const defaultTimer = (run: () => void, ms: number): { cancel: () => void } => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return {
    cancel: () => {
      clearTimeout(timer);
    },
  };
};

export class EspIdfStream {
  private pending = '';
  private pendingBytes = 0;
  private lastFrameAt = Number.NEGATIVE_INFINITY;
  private timer: { cancel: () => void } | undefined;
  private tokens = RATE_LIMIT_PER_SECOND;
  private refilledAt: number | undefined;
  private dropped = 0;
  private droppedSince = 0;

  constructor(private readonly options: EspIdfStreamOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * Takes one message that passed the levels; returns the lines that went out (the rate-limit summary
   * first when there is one), for the serial echo and syslog. Empty when the rate limit dropped it.
   */
  write(source: LogSource, text: string): string[] {
    const now = this.now();
    const out: string[] = [];
    if (this.options.rateLimited()) {
      this.refill(now);
      if (this.tokens < 1) {
        if (this.dropped === 0) this.droppedSince = now;
        this.dropped++;
        return out;
      }
      this.tokens--;
      if (this.dropped > 0) {
        const summary = `Rate limited ${String(this.dropped)} message(s) in the last ${String(now - this.droppedSince)} ms`;
        this.dropped = 0;
        out.push(formatMessage({ tag: 'logging', level: 'W' }, this.options.uptimeMs(), summary));
      }
    }
    out.push(formatMessage(source, this.options.uptimeMs(), text));
    for (const line of out) this.enqueue(line, now);
    return out;
  }

  private refill(now: number): void {
    if (this.refilledAt === undefined) this.refilledAt = now;
    const earned = ((now - this.refilledAt) * RATE_LIMIT_PER_SECOND) / 1000;
    if (earned <= 0) return;
    this.tokens = Math.min(RATE_LIMIT_PER_SECOND, this.tokens + earned);
    this.refilledAt = now;
  }

  private enqueue(line: string, now: number): void {
    const bytes = Buffer.byteLength(line, 'utf8');
    // A full ring buffer loses the new message, never half of one.
    if (this.pendingBytes + bytes > RING_BUFFER_BYTES) return;
    this.pending += line;
    this.pendingBytes += bytes;
    if (this.pendingBytes >= FRAME_MIN_BYTES) {
      this.flush(now);
      return;
    }
    if (this.timer === undefined) {
      const wait = Math.max(0, this.lastFrameAt + FRAME_INTERVAL_MS - now);
      this.timer = (this.options.setTimer ?? defaultTimer)(() => {
        this.timer = undefined;
        this.flush(this.now());
      }, wait);
    }
  }

  /** Sends what waits as one frame. */
  flush(now = this.now()): void {
    this.timer?.cancel();
    this.timer = undefined;
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.pendingBytes = 0;
    this.lastFrameAt = now;
    this.options.send(text);
  }

  /** Forgets what waits (a reboot): nothing of the old boot goes out after it. */
  reset(): void {
    this.timer?.cancel();
    this.timer = undefined;
    this.pending = '';
    this.pendingBytes = 0;
  }
}
