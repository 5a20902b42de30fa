import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCredentials, session } from '../../lib/auth/index.ts';
import { RETRY_MS } from '../../lib/socket/backoff.ts';
import { FakeSocket } from '../../test/fakeSocket.ts';
import { CONSOLE_PING_MS, useConsoleSocket } from './useConsoleSocket.ts';

let texts: string[];

function mount() {
  return renderHook(() =>
    useConsoleSocket((text) => {
      texts.push(text);
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.all.length = 0;
  texts = [];
});

afterEach(() => {
  act(() => {
    session.logOut();
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the console socket', () => {
  it('connects to /console, passes each line on and says whether it is connected', () => {
    const { result } = mount();
    expect(FakeSocket.last().url).toBe(`ws://${window.location.host}/console`);
    expect(result.current).toBe(false);
    act(() => {
      FakeSocket.last().serverOpens();
    });
    expect(result.current).toBe(true);
    FakeSocket.last().serverSends('Fetch inverter: 116180123456\r\n');
    expect(texts).toEqual(['Fetch inverter: 116180123456\r\n']);
    act(() => {
      FakeSocket.last().serverGoesAway();
    });
    expect(result.current).toBe(false);
  });

  it('backs off like the live data while the gateway is away (it used to retry every second)', async () => {
    mount();
    for (const wait of RETRY_MS) {
      const before = FakeSocket.all.length;
      act(() => {
        FakeSocket.last().serverGoesAway();
      });
      await act(() => vi.advanceTimersByTimeAsync(wait - 1));
      expect(FakeSocket.all).toHaveLength(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(FakeSocket.all).toHaveLength(before + 1);
    }
  });

  it('pings every 5 s while open', async () => {
    mount();
    const open = FakeSocket.last();
    act(() => {
      open.serverOpens();
    });
    await act(() => vi.advanceTimersByTimeAsync(3 * CONSOLE_PING_MS));
    expect(open.sent).toEqual(['ping', 'ping', 'ping']);
  });

  it('closes on unmount and never reconnects afterwards', async () => {
    const { unmount } = mount();
    const open = FakeSocket.last();
    act(() => {
      open.serverOpens();
    });
    unmount();
    expect(open.readyState).toBe(FakeSocket.CLOSED);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('connects again with the credentials of a new login, and without them after logout', () => {
    mount();
    const anonymous = FakeSocket.last();
    act(() => {
      session.logIn({ authdata: encodeCredentials('admin', 'secret') });
    });
    expect(anonymous.readyState).toBe(FakeSocket.CLOSED);
    expect(FakeSocket.last().url).toBe(`ws://admin:secret@${window.location.host}/console`);
    act(() => {
      session.logOut();
    });
    expect(FakeSocket.all).toHaveLength(3);
    expect(FakeSocket.last().url).toBe(`ws://${window.location.host}/console`);
  });
});
