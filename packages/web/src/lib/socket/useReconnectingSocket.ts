import { useEffect, useState } from 'react';
import { socketUrl } from '../api/index.ts';
import { useUser } from '../auth/index.ts';
import { useLatest } from '../hooks/useLatest.ts';
import { ReconnectingSocket, type Heartbeat } from './reconnectingSocket.ts';

/**
 * Keeps the gateway's websocket at `path` connected while the component is mounted (see
 * ReconnectingSocket), hands each text frame to `onText` and says whether it is connected. The URL
 * carries the credentials, so a login or logout connects again with the new ones.
 */
export function useReconnectingSocket(
  path: string,
  onText: (text: string) => void,
  heartbeat?: Heartbeat,
): boolean {
  const user = useUser();
  const [connected, setConnected] = useState(false);
  const handler = useLatest(onText);
  const pingMs = heartbeat?.pingMs;
  const onlyWhenQuiet = heartbeat?.onlyWhenQuiet;

  useEffect(() => {
    const socket = new ReconnectingSocket({
      url: () => socketUrl(path, user, window.location),
      heartbeat: pingMs === undefined ? undefined : { pingMs, onlyWhenQuiet },
      onOpen: () => {
        setConnected(true);
      },
      onDown: () => {
        setConnected(false);
      },
      onText: (text) => {
        handler.current(text);
      },
    });
    socket.start();
    return () => {
      socket.stop();
    };
  }, [path, user, handler, pingMs, onlyWhenQuiet]);

  return connected;
}
