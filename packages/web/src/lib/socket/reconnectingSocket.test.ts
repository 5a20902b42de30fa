import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fakeSocket.ts';
import { RETRY_MS } from './backoff.ts';
import {
  CONNECT_TIMEOUT_MS,
  ReconnectingSocket,
  type ReconnectingSocketOptions,
} from './reconnectingSocket.ts';

let socket: ReconnectingSocket;
let texts: string[];
let events: string[];
let urls: number;

function make(options: Partial<ReconnectingSocketOptions> = {}): ReconnectingSocket {
  socket = new ReconnectingSocket({
    url: () => `ws://gateway/console?n=${String(++urls)}`,
    createSocket: FakeSocket.create,
    onText: (text) => texts.push(text),
    onOpen: () => events.push('open'),
    onDown: () => events.push('down'),
    ...options,
  });
  return socket;
}

/** Counts the sockets made until `ms` from now, one millisecond short and then on the dot. */
async function opensAfter(ms: number): Promise<boolean> {
  const before = FakeSocket.all.length;
  await vi.advanceTimersByTimeAsync(ms - 1);
  if (FakeSocket.all.length !== before) return false;
  await vi.advanceTimersByTimeAsync(1);
  return FakeSocket.all.length === before + 1;
}

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  FakeSocket.all.length = 0;
  texts = [];
  events = [];
  urls = 0;
});

afterEach(() => {
  socket.stop();
  vi.useRealTimers();
  setHidden(false);
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('the reconnecting socket', () => {
  it('hands every text frame on in order and says when it opened', () => {
    make().start();
    FakeSocket.last().serverOpens();
    FakeSocket.last().serverSends('one');
    FakeSocket.last().serverSends('two');
    expect(texts).toEqual(['one', 'two']);
    expect(events).toEqual(['open']);
    expect(socket.isOpen()).toBe(true);
  });

  it('waits the backoff steps between attempts while the gateway is away, then starts over', async () => {
    make().start();
    const waits = [...RETRY_MS, Math.max(...RETRY_MS)];
    for (const wait of waits) {
      FakeSocket.last().serverGoesAway();
      expect(await opensAfter(wait)).toBe(true);
    }
    FakeSocket.last().serverOpens();
    FakeSocket.last().serverGoesAway();
    expect(await opensAfter(RETRY_MS[0])).toBe(true);
    expect(events.filter((event) => event === 'down')).toHaveLength(waits.length + 1);
  });

  it('asks for the URL again on each attempt (the credentials may have changed)', async () => {
    make().start();
    FakeSocket.last().serverGoesAway();
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    expect(FakeSocket.all.map((each) => each.url)).toEqual([
      'ws://gateway/console?n=1',
      'ws://gateway/console?n=2',
    ]);
  });

  it('closes its socket on stop and never tries again, even with a retry pending', async () => {
    make().start();
    FakeSocket.last().serverOpens();
    socket.stop();
    expect(FakeSocket.last().readyState).toBe(FakeSocket.CLOSED);
    expect(events).toEqual(['open', 'down']);

    make().start();
    FakeSocket.last().serverGoesAway();
    socket.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('gives up an attempt that neither opens nor fails, and tries again', async () => {
    make().start();
    const hanging = FakeSocket.last();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + 1000);
    expect(hanging.readyState).toBe(FakeSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnect closes at once and reopens after the given delay, running beforeOpen first', async () => {
    const order: string[] = [];
    make({ url: () => (order.push('url'), 'ws://gateway/livedata') }).start();
    const first = FakeSocket.last();
    first.serverOpens();
    socket.reconnect(1000, () => order.push('beforeOpen'));
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    expect(events).toEqual(['open', 'down']);
    expect(await opensAfter(1000)).toBe(true);
    expect(order).toEqual(['url', 'beforeOpen', 'url']);
    first.serverSends('late frame of the old socket');
    expect(texts).toEqual([]);
  });

  it('pings on a fixed beat, frames or not', async () => {
    make({ heartbeat: { pingMs: 5000 } }).start();
    const open = FakeSocket.last();
    open.serverOpens();
    for (let second = 0; second < 11; second++) {
      open.serverSends('log line');
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(open.sent).toEqual(['ping', 'ping']);
  });

  it('pings only after a quiet spell when asked to, and calls a silent socket dead while traffic is expected', async () => {
    let expected = false;
    make({
      heartbeat: {
        pingMs: 59_000,
        onlyWhenQuiet: true,
        silenceMs: 25_000,
        expectsTraffic: () => expected,
      },
    }).start();
    const open = FakeSocket.last();
    open.serverOpens();
    for (let second = 0; second < 70; second++) {
      open.serverSends('frame');
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(open.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(open.sent).toEqual(['ping']);
    expect(open.readyState).toBe(FakeSocket.OPEN);
    expected = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(open.readyState).toBe(FakeSocket.CLOSED);
    expect(await opensAfter(RETRY_MS[0])).toBe(true);
  });

  it('does not poll while the page is hidden or the browser offline, and comes back at once', async () => {
    make().start();
    FakeSocket.last().serverOpens();
    setHidden(true);
    FakeSocket.last().serverGoesAway();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    setHidden(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);

    FakeSocket.last().serverOpens();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    window.dispatchEvent(new Event('offline'));
    expect(FakeSocket.all[1]?.readyState).toBe(FakeSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(3);
  });
});
