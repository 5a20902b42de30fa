/**
 * Registry of the open websocket clients of `/livedata` and `/console`. It lives as long as the gateway
 * (across emulated reboots), so the runtime can subscribe once; a reboot or a security save closes every
 * client (device-api §2.5), after which browsers reconnect and re-authenticate.
 */
import type { WebSocket } from '@fastify/websocket';

export type SocketEndpoint = 'livedata' | 'console';

export type ConnectListener = (socket: WebSocket) => void;

export class WebSocketHub {
  private nextClientId = 1;
  /** Receives the connect/disconnect lines the device prints on its serial console. */
  consoleLog: (line: string) => void = () => undefined;
  private readonly clientsByEndpoint: Record<SocketEndpoint, Set<WebSocket>> = {
    livedata: new Set(),
    console: new Set(),
  };
  private readonly listeners: Record<SocketEndpoint, Set<ConnectListener>> = {
    livedata: new Set(),
    console: new Set(),
  };

  /** Called by the websocket routes for every accepted upgrade. */
  add(endpoint: SocketEndpoint, socket: WebSocket): void {
    const clients = this.clientsByEndpoint[endpoint];
    const id = this.nextClientId++;
    clients.add(socket);
    socket.on('close', () => {
      clients.delete(socket);
      this.consoleLog(`Websocket: [/${endpoint}][${id}] disconnect`);
    });
    // Text from clients ("ping") is ignored like on the device; errors only end that client.
    socket.on('error', () => {
      socket.terminate();
    });
    for (const listener of this.listeners[endpoint]) listener(socket);
    this.consoleLog(`Websocket: [/${endpoint}][${id}] connect`);
  }

  /** Runs `listener` for every new client of an endpoint; returns an unsubscribe function. */
  onConnect(endpoint: SocketEndpoint, listener: ConnectListener): () => void {
    this.listeners[endpoint].add(listener);
    return () => this.listeners[endpoint].delete(listener);
  }

  clients(endpoint: SocketEndpoint): ReadonlySet<WebSocket> {
    return this.clientsByEndpoint[endpoint];
  }

  count(endpoint: SocketEndpoint): number {
    return this.clientsByEndpoint[endpoint].size;
  }

  /** Sends a text frame to every open client of an endpoint. */
  broadcast(endpoint: SocketEndpoint, text: string): void {
    for (const socket of this.clientsByEndpoint[endpoint]) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  /**
   * Disconnects every client of both endpoints: `drop` cuts the TCP connections (a reboot), otherwise a
   * normal close frame is sent (a security save, where the device calls closeAll()).
   */
  closeAll(mode: 'close' | 'drop' = 'close'): void {
    for (const endpoint of ['livedata', 'console'] as const) {
      for (const socket of this.clientsByEndpoint[endpoint]) {
        if (mode === 'drop') socket.terminate();
        else socket.close(1000, 'Authentication changed');
      }
      this.clientsByEndpoint[endpoint].clear();
    }
  }
}
