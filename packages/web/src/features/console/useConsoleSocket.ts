import { useReconnectingSocket } from '../../lib/socket/useReconnectingSocket.ts';

/** The UI pings the console socket this often (interface-spec §9); the device ignores the text. */
export const CONSOLE_PING_MS = 5000;

const HEARTBEAT = { pingMs: CONSOLE_PING_MS };

/**
 * Connects to /console while mounted, passes each text frame on, and says whether it is connected.
 * Unlike the live data it pings on a fixed beat and never calls a quiet console dead: a gateway with
 * nothing to log is silent for minutes.
 */
export function useConsoleSocket(onText: (text: string) => void): boolean {
  return useReconnectingSocket('/console', onText, HEARTBEAT);
}
