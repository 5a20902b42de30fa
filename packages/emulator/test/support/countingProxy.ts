/**
 * A TCP relay in front of a gateway that counts the connections it is asked for: what a gateway's few
 * socket slots would see of a client (the companion).
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface CountingProxy {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  /** Connections accepted so far. */
  readonly accepted: () => number;
  /** Connections open now. */
  readonly open: () => number;
  close(): Promise<void>;
}

export async function startCountingProxy(targetPort: number): Promise<CountingProxy> {
  let accepted = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    accepted += 1;
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client);
    sockets.add(upstream);
    const end = (): void => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    base: `http://127.0.0.1:${String(port)}`,
    accepted: () => accepted,
    open: () => [...sockets].filter((socket) => socket.remotePort !== targetPort).length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
