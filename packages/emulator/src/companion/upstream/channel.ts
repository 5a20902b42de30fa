/**
 * One websocket to the gateway (`/livedata` or `/console`), shared: every admitted browser socket and
 * every subscriber (the history recorder, later) hears the same text frames, so ten browsers cost the
 * gateway one socket slot. The socket is opened when the first one needs it and closed a while after
 * the last one left. When the gateway ends it (it died, rebooted, or dropped its clients after a
 * security save), every browser is closed with 1012 (service restart) and reconnects as it would to
 * the gateway itself; subscribers are reconnected by the channel.
 */
import WebSocket from 'ws';
import { openGatewaySocket, type OpenResult, type SocketTarget } from './gatewaySocket.ts';

export type Handshake = Exclude<OpenResult, { kind: 'open' }> | { kind: 'open' };

export interface ChannelOptions {
  /** Frames sent to a browser before anything else (the live cache's replay). */
  greeting?: () => string[];
  /** Sees every text frame first (the live cache), without keeping the socket open. */
  tap?: (text: string) => void;
  /** How long the socket stays open after the last browser and subscriber left. */
  lingerMs: number;
  /** Pause before a subscriber's socket is opened again after the gateway ended it. */
  retryMs: number;
  /** The companion's own login: what a subscriber's socket opens with (until a browser's replaced it). */
  authorization?: string;
}

export const GATEWAY_ENDED = 1012;

/** What the channel needs of a browser's socket (a `ws` WebSocket, as @fastify/websocket hands it). */
export interface BrowserSocket {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'error', listener: () => void): unknown;
  once(event: 'close', listener: () => void): unknown;
}

export class UpstreamChannel {
  private socket: WebSocket | undefined;
  private opening: Promise<Handshake> | undefined;
  private readonly browsers = new Set<BrowserSocket>();
  private readonly subscribers = new Set<(text: string) => void>();
  private readonly lostListeners = new Set<() => void>();
  private authorization: string | undefined;
  private linger: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  /** How many sockets this channel opened to the gateway so far. */
  opened = 0;

  constructor(
    private readonly target: SocketTarget,
    readonly path: string,
    private readonly options: ChannelOptions,
  ) {
    this.authorization = options.authorization;
  }

  get isOpen(): boolean {
    return this.socket !== undefined;
  }

  get browserCount(): number {
    return this.browsers.size;
  }

  /**
   * Opens the socket unless it is open (or opening): with `authorization` (the companion's own login,
   * else an admitted browser's), which is kept for reopening it for subscribers.
   */
  ensureOpen(authorization: string | undefined): Promise<Handshake> {
    if (this.socket !== undefined) return Promise.resolve({ kind: 'open' });
    if (this.opening !== undefined) return this.opening;
    this.opening = openGatewaySocket(this.target, this.path, authorization).then((result) => {
      this.opening = undefined;
      if (result.kind !== 'open') return result;
      if (this.closed) {
        result.socket.close(1001);
        return { kind: 'away', reason: 'companion stopping' };
      }
      this.authorization = authorization;
      this.adopt(result.socket);
      return { kind: 'open' };
    });
    return this.opening;
  }

  private adopt(socket: WebSocket): void {
    this.opened += 1;
    this.socket = socket;
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = (
        Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data)
      ).toString('utf8');
      this.options.tap?.(text);
      for (const browser of this.browsers) {
        if (browser.readyState === WebSocket.OPEN) browser.send(text);
      }
      for (const subscriber of this.subscribers) subscriber(text);
    });
    socket.once('close', () => {
      this.socket = undefined;
      for (const listener of this.lostListeners) listener();
      this.dropBrowsers();
      if (this.subscribers.size > 0 && !this.closed) this.scheduleRetry();
    });
    socket.resume();
    this.releaseIfUnused();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (this.subscribers.size === 0 || this.closed) return;
      void this.ensureOpen(this.authorization).then((result) => {
        if (result.kind !== 'open') this.scheduleRetry();
      });
    }, this.options.retryMs);
    this.retry.unref();
  }

  /** Adds an accepted browser socket: it gets the greeting, then every frame; what it sends is ignored. */
  attach(browser: BrowserSocket): void {
    if (this.socket === undefined) {
      browser.close(GATEWAY_ENDED, 'gateway connection ended');
      return;
    }
    clearTimeout(this.linger);
    this.browsers.add(browser);
    for (const text of this.options.greeting?.() ?? []) browser.send(text);
    browser.on('error', () => undefined);
    browser.once('close', () => {
      this.browsers.delete(browser);
      this.releaseIfUnused();
    });
  }

  /** Hears every text frame while subscribed; keeps the socket open (and reopens it) meanwhile. */
  subscribe(listener: (text: string) => void): () => void {
    this.subscribers.add(listener);
    clearTimeout(this.linger);
    if (this.socket === undefined)
      void this.ensureOpen(this.authorization).then((result) => {
        if (result.kind !== 'open') this.scheduleRetry();
      });
    return () => {
      this.subscribers.delete(listener);
      this.releaseIfUnused();
    };
  }

  /** Called whenever the gateway's socket ended. */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Closes every browser socket (they reconnect and are admitted afresh). */
  dropBrowsers(code: number = GATEWAY_ENDED, reason = 'gateway connection ended'): void {
    for (const browser of this.browsers) browser.close(code, reason);
    this.browsers.clear();
    this.releaseIfUnused();
  }

  private releaseIfUnused(): void {
    if (this.browsers.size > 0 || this.subscribers.size > 0 || this.socket === undefined) return;
    clearTimeout(this.linger);
    this.linger = setTimeout(() => {
      if (this.browsers.size === 0 && this.subscribers.size === 0) this.socket?.close(1000);
    }, this.options.lingerMs);
    this.linger.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.linger);
    clearTimeout(this.retry);
    this.subscribers.clear();
    this.dropBrowsers(1001, 'companion stopping');
    this.socket?.close(1001);
    this.socket = undefined;
  }
}
