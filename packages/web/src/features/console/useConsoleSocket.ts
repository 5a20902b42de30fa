import { useEffect, useState } from 'react';
import { socketUrl } from '../../lib/api/index.ts';
import { Backoff } from '../../lib/socket/backoff.ts';
import { useUser } from '../../lib/auth/index.ts';
import { useLatest } from '../../lib/hooks/useLatest.ts';

/** The UI pings the console socket this often (interface-spec §9); the device ignores the text. */
export const CONSOLE_PING_MS = 5000;

/** Connects to /console while mounted, passes each text frame on, and says whether it is connected. */
export function useConsoleSocket(onText: (text: string) => void): boolean {
  const user = useUser();
  const [connected, setConnected] = useState(false);
  const handler = useLatest(onText);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // A closed socket (e.g. while the gateway restarts) is retried like the live data's.
    const backoff = new Backoff();
    const open = (): void => {
      const current = new WebSocket(socketUrl('/console', user, window.location));
      socket = current;
      current.addEventListener('open', () => {
        backoff.reset();
        setConnected(true);
        ping = setInterval(() => {
          current.send('ping');
        }, CONSOLE_PING_MS);
      });
      current.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'string') handler.current(event.data);
      });
      current.addEventListener('close', () => {
        setConnected(false);
        clearInterval(ping);
        if (!stopped) retry = setTimeout(open, backoff.next());
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
    };
  }, [user, handler]);

  return connected;
}
