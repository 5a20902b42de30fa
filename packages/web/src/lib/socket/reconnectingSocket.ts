import { onEverySecond } from '../time/ticker.ts';
import { Backoff } from './backoff.ts';

/** A connection attempt that neither opens nor fails in this time is given up and retried. */
export const CONNECT_TIMEOUT_MS = 5000;

/** When the caller's side of the conversation speaks up, and when a quiet socket counts as dead. */
export interface Heartbeat {
  /** Sends `ping` this long after the last ping (the device ignores the text; it keeps the line warm). */
  pingMs: number;
  /** Pings only once nothing arrived for `pingMs` either (the live data's rule), not on a fixed beat. */
  onlyWhenQuiet?: boolean;
  /** An open socket silent this long while `expectsTraffic()` holds is given up and reopened. */
  silenceMs?: number;
  expectsTraffic?: () => boolean;
}

export interface ReconnectingSocketOptions {
  /** Asked on each attempt: the URL carries the credentials of the moment. */
  url: () => string;
  /** Each text frame, in order. */
  onText: (text: string) => void;
  /** The socket opened. */
  onOpen?: () => void;
  /** The socket is gone: lost, given up, or closed on purpose (by stop or reconnect). */
  onDown?: () => void;
  heartbeat?: Heartbeat;
  createSocket?: (url: string) => WebSocket;
  /** Where visibility and online/offline events come from (tests pass their own). */
  window?: Window;
  now?: () => number;
}

/**
 * One websocket of the app that stays connected while started: it reopens with the shared backoff when
 * the gateway goes away, gives up attempts that hang and sockets that fall silent, waits while the page
 * is hidden or the browser offline (and comes back at once when it returns), and closes for good on stop.
 */
export class ReconnectingSocket {
  private socket: WebSocket | null = null;
  private running = false;
  private readonly backoff = new Backoff();
  private openedAt = 0;
  private lastTextAt = 0;
  private lastPingAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopTicking: (() => void) | undefined;
  private readonly win: Window;
  private readonly now: () => number;
  private readonly createSocket: (url: string) => WebSocket;

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.win = options.window ?? window;
    this.now = options.now ?? Date.now;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  }

  /** True while the socket is open. */
  isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.win.document.addEventListener('visibilitychange', this.onWake);
    this.win.addEventListener('online', this.onWake);
    this.win.addEventListener('offline', this.onOffline);
    this.stopTicking = onEverySecond(this.onTick);
    this.open();
  }

  /** Closes the socket and tries no more until started again. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.win.document.removeEventListener('visibilitychange', this.onWake);
    this.win.removeEventListener('online', this.onWake);
    this.win.removeEventListener('offline', this.onOffline);
    this.stopTicking?.();
    this.stopTicking = undefined;
    this.drop();
  }

  /**
   * Closes the socket on purpose and opens it again after `delayMs` (at once by default): another
   * login, a reload, the device's sign of trouble. `beforeOpen` runs just before the new attempt.
   */
  reconnect(delayMs = 0, beforeOpen?: () => void): void {
    if (!this.running) return;
    this.drop();
    const reopen = (): void => {
      beforeOpen?.();
      this.open();
    };
    if (delayMs > 0) this.later(delayMs, reopen);
    else reopen();
  }

  private open(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.running || this.socket) return;
    const socket = this.createSocket(this.options.url());
    this.socket = socket;
    this.openedAt = this.now();
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.backoff.reset();
      this.lastTextAt = this.lastPingAt = this.now();
      this.options.onOpen?.();
    });
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      this.lastTextAt = this.now();
      this.options.onText(event.data);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.lost();
    });
  }

  private readonly onTick = (): void => {
    const socket = this.socket;
    if (!socket) return;
    const now = this.now();
    if (socket.readyState === WebSocket.CONNECTING) {
      if (now - this.openedAt > CONNECT_TIMEOUT_MS) this.giveUp(socket);
      return;
    }
    const heartbeat = this.options.heartbeat;
    if (socket.readyState !== WebSocket.OPEN || !heartbeat) return;
    const silence = now - this.lastTextAt;
    const { silenceMs, expectsTraffic } = heartbeat;
    if (silenceMs !== undefined && silence > silenceMs && (expectsTraffic?.() ?? true)) {
      this.giveUp(socket);
      return;
    }
    const quietEnough = !heartbeat.onlyWhenQuiet || silence >= heartbeat.pingMs;
    if (quietEnough && now - this.lastPingAt >= heartbeat.pingMs) {
      this.lastPingAt = now;
      socket.send('ping');
    }
  };

  /** Back in view or back online: do not wait for the next retry. */
  private readonly onWake = (): void => {
    if (!this.running || this.win.document.hidden || this.socket) return;
    this.backoff.reset();
    this.open();
  };

  private readonly onOffline = (): void => {
    if (this.socket) this.giveUp(this.socket);
  };

  private giveUp(socket: WebSocket): void {
    this.socket = null;
    socket.close();
    this.lost();
  }

  /** The connection is gone without our asking: say so and try again soon. */
  private lost(): void {
    this.options.onDown?.();
    if (!this.running || this.timer !== undefined) return;
    // Hidden pages and a browser without network wait for the wake events instead of polling.
    if (this.win.document.hidden || !this.win.navigator.onLine) return;
    this.later(this.backoff.next(), () => {
      this.open();
    });
  }

  /** Closes the socket on purpose (no automatic retry). */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (socket && socket.readyState !== WebSocket.CLOSED) socket.close();
    this.options.onDown?.();
  }

  private later(ms: number, run: () => void): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      run();
    }, ms);
  }
}
