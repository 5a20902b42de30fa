/**
 * Everything the companion holds open towards one gateway: its `/livedata` and `/console` sockets,
 * shared by all browsers, and the latest frame of each inverter. One instance per gateway (several
 * gateways mean several instances; nothing here is global). The history recorder reads it through
 * `onFrame` and `latest()`, without a browser and without a socket of its own.
 */
import { UpstreamChannel } from './channel.ts';
import { decodeLiveFrame, LiveFrameCache, type LiveFrame } from './liveFrames.ts';

export const SOCKET_PATHS = ['/livedata', '/console'] as const;
export type SocketPath = (typeof SOCKET_PATHS)[number];

export interface GatewayUpstreamOptions {
  /** `http(s)://host[:port]` of the gateway. */
  origin: string;
  /** Trusted certificates for an https gateway (PEM). */
  ca?: string;
  /** The companion's own login, used for its sockets when it has one. */
  authorization?: string;
  /** A handshake not completed within this time counts as failed. */
  handshakeMs: number;
  lingerMs?: number;
  retryMs?: number;
  now?: () => number;
}

export class GatewayUpstream {
  private readonly cache = new LiveFrameCache();
  private readonly channels: Readonly<Record<SocketPath, UpstreamChannel>>;
  private readonly now: () => number;
  readonly authorization: string | undefined;

  constructor(options: GatewayUpstreamOptions) {
    this.now = options.now ?? Date.now;
    this.authorization = options.authorization;
    const target = {
      wsOrigin: options.origin.replace(/^http/, 'ws'),
      ca: options.ca,
      handshakeMs: options.handshakeMs,
    };
    const timing = {
      lingerMs: options.lingerMs ?? 10_000,
      retryMs: options.retryMs ?? 5000,
      authorization: options.authorization,
    };
    const live = new UpstreamChannel(target, '/livedata', {
      ...timing,
      greeting: () => this.cache.replay(this.now()),
      tap: (text) => {
        const frame = decodeLiveFrame(text, this.now());
        if (frame !== undefined) this.cache.record(frame);
      },
    });
    // Held frames are only as good as the socket they came over.
    live.onLost(() => {
      this.cache.clear();
    });
    this.channels = { '/livedata': live, '/console': new UpstreamChannel(target, '/console', timing) };
  }

  channel(path: SocketPath): UpstreamChannel {
    return this.channels[path];
  }

  /**
   * Every decoded live frame from now on (one inverter each); keeps the live socket open meanwhile.
   * Returns the unsubscribe function.
   */
  onFrame(listener: (frame: LiveFrame) => void): () => void {
    return this.channels['/livedata'].subscribe((text) => {
      const frame = decodeLiveFrame(text, this.now());
      if (frame !== undefined) listener(frame);
    });
  }

  /** Each inverter's last frame received over the live socket (empty while it is not open). */
  latest(): LiveFrame[] {
    return this.cache.latest();
  }

  /** Closes every browser socket of both endpoints, as the gateway does after a security save. */
  dropBrowsers(): void {
    for (const path of SOCKET_PATHS) this.channels[path].dropBrowsers();
  }

  /** Sockets opened to the gateway so far, per endpoint (diagnostics and tests). */
  openedSockets(): Record<SocketPath, number> {
    return { '/livedata': this.channels['/livedata'].opened, '/console': this.channels['/console'].opened };
  }

  close(): void {
    for (const path of SOCKET_PATHS) this.channels[path].close();
    this.cache.clear();
  }
}
