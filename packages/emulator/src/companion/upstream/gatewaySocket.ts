/**
 * Opens one websocket to the gateway (`/livedata` or `/console`) and says how the handshake went: open,
 * refused (with the gateway's status), away (no connection), or slow (no completed handshake within the
 * time allowed). TLS is verified with the trusted certificates given; never "insecure".
 */
import WebSocket from 'ws';

export type OpenResult =
  | { kind: 'open'; socket: WebSocket }
  | { kind: 'refused'; status: number }
  | { kind: 'away'; reason: string }
  | { kind: 'slow' };

export interface SocketTarget {
  /** `ws://host[:port]` or `wss://…` */
  wsOrigin: string;
  ca?: string;
  handshakeMs: number;
}

/** Opens the socket; an open one is paused until its owner attached its listeners and resumed it. */
export function openGatewaySocket(
  target: SocketTarget,
  path: string,
  authorization: string | undefined,
): Promise<OpenResult> {
  return new Promise((resolve) => {
    const socket = new WebSocket(target.wsOrigin + path, {
      headers: authorization === undefined ? {} : { authorization },
      handshakeTimeout: target.handshakeMs,
      ...(target.ca === undefined ? {} : { ca: target.ca }),
    });
    let settled = false;
    const settle = (result: OpenResult): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    socket.once('open', () => {
      // Frames the gateway sends right after its handshake (every inverter, to a new client) must wait
      // for the owner's listeners: paused until it calls resume().
      socket.pause();
      // Later errors end in 'close', which is what the owner of the socket listens to.
      socket.on('error', () => undefined);
      settle({ kind: 'open', socket });
    });
    socket.once('unexpected-response', (_request, response) => {
      settle({ kind: 'refused', status: response.statusCode ?? 502 });
      socket.terminate();
    });
    socket.once('error', (error: Error & { code?: string }) => {
      const slow = /timed? ?out/i.test(error.message);
      settle(slow ? { kind: 'slow' } : { kind: 'away', reason: error.code ?? error.message });
    });
  });
}
