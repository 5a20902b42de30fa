import type { LiveData } from '@dtu-web/protocol';
import type { LiveStore } from './store.ts';
import { Backoff } from '../socket/backoff.ts';
import { onEverySecond } from '../time/ticker.ts';

/** interface-spec §9: ping 59 s after the last message; 10 s after an empty `{}`; reload reopens after 1 s. */
export const HEARTBEAT_MS = 59_000;
export const EMPTY_FRAME_RETRY_MS = 10_000;
export const RELOAD_DELAY_MS = 1000;
/**
 * The device re-sends every inverter at least every ~11 s (device-api §2.4): a longer silence while
 * inverters exist means the connection is dead even if the socket has not noticed.
 */
export const SILENCE_MS = 25_000;
/** A connection attempt that neither opens nor fails in this time is given up and retried. */
export const CONNECT_TIMEOUT_MS = 5000;
export { RETRY_MS } from '../socket/backoff.ts';

export interface LiveLinkOptions {
  store: LiveStore;
  loadStatus: () => Promise<LiveData>;
  socketUrl: () => string;
  createSocket?: (url: string) => WebSocket;
  /** Where visibility and online/offline events come from (tests pass their own). */
  window?: Window;
  now?: () => number;
}

type Listener = () => void;

/**
 * The live connection of the home screen: the initial GET, then websocket frames merged into the
 * store. The online flag is true only while the socket is open and frames keep arriving.
 */
export class LiveLink {
  private socket: WebSocket | null = null;
  private online = false;
  private error: string | null = null;
  private running = false;
  private readonly backoff = new Backoff();
  private openedAt = 0;
  private lastMessageAt = 0;
  private lastPingAt = 0;
  private needStatus = false;
  private statusToken = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopTicking: (() => void) | undefined;
  private readonly listeners = new Set<Listener>();
  private readonly win: Window;
  private readonly now: () => number;
  private readonly createSocket: (url: string) => WebSocket;

  constructor(private readonly options: LiveLinkOptions) {
    this.win = options.window ?? window;
    this.now = options.now ?? Date.now;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly getOnline = (): boolean => this.online;
  /** The last failure of the status GET (cleared by the next success). */
  readonly getError = (): string | null => this.error;

  start(): void {
    if (this.running) return;
    this.running = true;
    this.win.document.addEventListener('visibilitychange', this.onWake);
    this.win.addEventListener('online', this.onWake);
    this.win.addEventListener('offline', this.onOffline);
    this.stopTicking = onEverySecond(this.onTick);
    this.loadStatus();
    this.open();
  }

  stop(): void {
    this.running = false;
    this.win.document.removeEventListener('visibilitychange', this.onWake);
    this.win.removeEventListener('online', this.onWake);
    this.win.removeEventListener('offline', this.onOffline);
    this.stopTicking?.();
    clearTimeout(this.timer);
    this.drop();
  }

  /** The reload button: close, then after 1 s reopen and fetch the initial data again. */
  readonly reload = (): void => {
    if (!this.running) return;
    this.drop();
    this.later(RELOAD_DELAY_MS, () => {
      this.loadStatus();
      this.open();
    });
  };

  /** Another login: the socket carries the credentials, so connect again with the new ones. */
  reconnect(): void {
    if (!this.running) return;
    this.drop();
    this.open();
  }

  /** GET `?inv=`: channel data for one inverter before its first frame arrives. */
  loadInverter(load: () => Promise<LiveData>, serial: string): void {
    load().then(
      (data) => {
        const known = this.options.store.inverter(serial);
        if (this.running && known && !('AC' in known)) this.options.store.applyFrame(data, this.now());
      },
      () => undefined, // the websocket brings the same data soon
    );
  }

  private loadStatus(): void {
    const token = ++this.statusToken;
    this.needStatus = false;
    this.options.loadStatus().then(
      (status) => {
        if (token !== this.statusToken || !this.running) return;
        this.options.store.applyStatus(status, this.now());
        this.setError(null);
      },
      (error: unknown) => {
        if (token !== this.statusToken || !this.running) return;
        this.needStatus = true;
        this.setError(error instanceof Error ? error.message : String(error));
      },
    );
  }

  private open(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.running || this.socket) return;
    const socket = this.createSocket(this.options.socketUrl());
    this.socket = socket;
    this.openedAt = this.now();
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.backoff.reset();
      this.lastMessageAt = this.lastPingAt = this.now();
      if (this.needStatus) this.loadStatus();
      this.setOnline(true);
    });
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (this.socket === socket && typeof event.data === 'string') this.onMessage(event.data);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.lost();
    });
  }

  private onMessage(text: string): void {
    const now = this.now();
    this.lastMessageAt = now;
    if (text === '{}') {
      // The device's sign of trouble (device-api §2.4): close and come back in 10 s.
      this.drop();
      this.later(EMPTY_FRAME_RETRY_MS, () => {
        this.open();
      });
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (!isFrame(frame)) return;
    this.options.store.applyFrame(frame, now);
    if (!this.online) this.setOnline(true);
  }

  private readonly onTick = (): void => {
    const socket = this.socket;
    if (!socket) return;
    const now = this.now();
    if (socket.readyState === WebSocket.CONNECTING) {
      if (now - this.openedAt > CONNECT_TIMEOUT_MS) this.giveUp(socket);
      return;
    }
    if (socket.readyState !== WebSocket.OPEN) return;
    const silence = now - this.lastMessageAt;
    if (silence > SILENCE_MS && this.options.store.getList().length > 0) {
      this.giveUp(socket);
    } else if (silence >= HEARTBEAT_MS && now - this.lastPingAt >= HEARTBEAT_MS) {
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

  /** The connection is gone without our asking: mark offline and try again soon. */
  private lost(): void {
    this.needStatus = true;
    this.setOnline(false);
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
    this.needStatus = true;
    this.setOnline(false);
  }

  private later(ms: number, run: () => void): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      run();
    }, ms);
  }

  private setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of this.listeners) listener();
  }

  private setError(error: string | null): void {
    if (error === this.error) return;
    this.error = error;
    for (const listener of this.listeners) listener();
  }
}

function isFrame(value: unknown): value is LiveData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'inverters' in value &&
    Array.isArray(value.inverters) &&
    'total' in value &&
    'hints' in value
  );
}
