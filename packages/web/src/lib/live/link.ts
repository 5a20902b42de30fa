import type { LiveData } from '@dtu-web/protocol';
import type { LiveStore } from './store.ts';
import { ReconnectingSocket } from '../socket/reconnectingSocket.ts';

/** interface-spec §9: ping 59 s after the last message; 10 s after an empty `{}`; reload reopens after 1 s. */
export const HEARTBEAT_MS = 59_000;
export const EMPTY_FRAME_RETRY_MS = 10_000;
export const RELOAD_DELAY_MS = 1000;
/**
 * The device re-sends every inverter at least every ~11 s (device-api §2.4): a longer silence while
 * inverters exist means the connection is dead even if the socket has not noticed.
 */
export const SILENCE_MS = 25_000;
export { RETRY_MS } from '../socket/backoff.ts';
export { CONNECT_TIMEOUT_MS } from '../socket/reconnectingSocket.ts';

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
  private readonly socket: ReconnectingSocket;
  private online = false;
  /** When the link that was up went down (Date.now), null while up or before it was ever up. */
  private downSince: number | null = null;
  private error: string | null = null;
  private running = false;
  private needStatus = false;
  private statusToken = 0;
  private readonly listeners = new Set<Listener>();
  private readonly now: () => number;

  constructor(private readonly options: LiveLinkOptions) {
    this.now = options.now ?? Date.now;
    this.socket = new ReconnectingSocket({
      url: options.socketUrl,
      createSocket: options.createSocket,
      window: options.window,
      now: this.now,
      heartbeat: {
        pingMs: HEARTBEAT_MS,
        onlyWhenQuiet: true,
        silenceMs: SILENCE_MS,
        expectsTraffic: () => options.store.getList().length > 0,
      },
      onOpen: () => {
        if (this.needStatus) this.loadStatus();
        this.setOnline(true);
      },
      onText: (text) => {
        this.onMessage(text);
      },
      onDown: () => {
        this.needStatus = true;
        this.setOnline(false);
      },
    });
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly getOnline = (): boolean => this.online;
  readonly getDownSince = (): number | null => this.downSince;
  /** The last failure of the status GET (cleared by the next success). */
  readonly getError = (): string | null => this.error;

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loadStatus();
    this.socket.start();
  }

  stop(): void {
    this.running = false;
    this.socket.stop();
  }

  /** The reload button: close, then after 1 s reopen and fetch the initial data again. */
  readonly reload = (): void => {
    if (!this.running) return;
    this.socket.reconnect(RELOAD_DELAY_MS, () => {
      this.loadStatus();
    });
  };

  /** Another login: the socket carries the credentials, so connect again with the new ones. */
  reconnect(): void {
    if (!this.running) return;
    this.socket.reconnect();
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

  private onMessage(text: string): void {
    if (text === '{}') {
      // The device's sign of trouble (device-api §2.4): close and come back in 10 s.
      this.socket.reconnect(EMPTY_FRAME_RETRY_MS);
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (!isFrame(frame)) return;
    this.options.store.applyFrame(frame, this.now());
    if (!this.online) this.setOnline(true);
  }

  private setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    this.downSince = online ? null : this.now();
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
