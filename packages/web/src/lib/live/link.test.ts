import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fakeSocket.ts';
import { frame, inverter, status } from '../../test/liveFrames.ts';
import {
  EMPTY_FRAME_RETRY_MS,
  HEARTBEAT_MS,
  LiveLink,
  RELOAD_DELAY_MS,
  RETRY_MS,
  SILENCE_MS,
} from './link.ts';
import { LiveStore } from './store.ts';

const last = (): FakeSocket => FakeSocket.last();

let store: LiveStore;
let link: LiveLink;
let loads: number;
let user: string;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  FakeSocket.all.length = 0;
  loads = 0;
  user = '';
  store = new LiveStore();
  link = new LiveLink({
    store,
    loadStatus: () => {
      loads++;
      return Promise.resolve(status(inverter('a'), inverter('b', { order: 1 })));
    },
    socketUrl: () => `ws://${user}gateway/livedata`,
    createSocket: FakeSocket.create,
  });
});

afterEach(() => {
  link.stop();
  vi.useRealTimers();
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

async function started(): Promise<FakeSocket> {
  link.start();
  await vi.advanceTimersByTimeAsync(0);
  last().serverOpens();
  return last();
}

describe('live link', () => {
  it('loads the list, then merges frames by serial; online only while the socket is open', async () => {
    expect(link.getOnline()).toBe(false);
    const socket = await started();
    expect(loads).toBe(1);
    expect(store.getList()).toHaveLength(2);
    expect(link.getOnline()).toBe(true);
    socket.serverSends(frame(inverter('b', { order: 1, name: 'Garage' })));
    expect(store.inverter('b')?.name).toBe('Garage');
    expect(store.inverter('a')?.name).toBe('Inverter a');
    socket.serverGoesAway();
    expect(link.getOnline()).toBe(false);
  });

  it('reconnects with a short backoff when the gateway goes away, and reloads the list', async () => {
    const socket = await started();
    socket.serverGoesAway();
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    expect(FakeSocket.all).toHaveLength(2);
    last().serverGoesAway(); // still away
    await vi.advanceTimersByTimeAsync(RETRY_MS[1] - 1);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().serverOpens();
    await vi.advanceTimersByTimeAsync(0);
    expect(link.getOnline()).toBe(true);
    expect(loads).toBe(2);
  });

  it('never waits longer than the last backoff step, however long the gateway is away', async () => {
    await started();
    for (let attempt = 0; attempt < 10; attempt++) {
      last().serverGoesAway();
      const before = FakeSocket.all.length;
      await vi.advanceTimersByTimeAsync(Math.max(...RETRY_MS));
      expect(FakeSocket.all.length).toBe(before + 1);
    }
  });

  it('closes on an empty {} frame and reconnects 10 s later', async () => {
    const socket = await started();
    socket.serverSends('{}');
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    expect(link.getOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(EMPTY_FRAME_RETRY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('pings 59 s after the last message when no inverter is expected to send', async () => {
    link = new LiveLink({
      store,
      loadStatus: () => Promise.resolve(status()),
      socketUrl: () => 'ws://gateway/livedata',
      createSocket: FakeSocket.create,
    });
    const socket = await started();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1000);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.sent).toEqual(['ping']);
    expect(link.getOnline()).toBe(true);
  });

  it('calls a silent connection dead while inverters exist, and reconnects', async () => {
    const socket = await started();
    socket.serverSends(frame(inverter('a')));
    await vi.advanceTimersByTimeAsync(SILENCE_MS + 1000);
    expect(link.getOnline()).toBe(false);
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reload closes at once, reopens after 1 s and fetches the list again', async () => {
    const socket = await started();
    link.reload();
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    expect(link.getOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(loads).toBe(2);
  });

  it('waits while hidden and reconnects at once when the page is visible or the browser online again', async () => {
    const socket = await started();
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    socket.serverGoesAway();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
    last().serverGoesAway();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('connects again at once with the new credentials after a login, then fetches the list again', async () => {
    const socket = await started();
    user = 'admin:secret@';
    link.reconnect();
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    expect(link.getOnline()).toBe(false);
    expect(FakeSocket.all.map((each) => each.url)).toEqual([
      'ws://gateway/livedata',
      'ws://admin:secret@gateway/livedata',
    ]);
    last().serverOpens();
    await vi.advanceTimersByTimeAsync(0);
    expect(link.getOnline()).toBe(true);
    expect(loads).toBe(2);
  });

  it('closes on stop and never reconnects afterwards', async () => {
    const socket = await started();
    link.stop();
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    expect(link.getOnline()).toBe(false);
    link.reload();
    link.reconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('ignores frames that are not live data', async () => {
    const socket = await started();
    socket.serverSends('not json');
    socket.serverSends('{"hello":1}');
    expect(store.getList()).toHaveLength(2);
    expect(link.getOnline()).toBe(true);
  });
});
