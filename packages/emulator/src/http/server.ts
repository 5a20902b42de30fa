/**
 * One boot's HTTP server on its port: listening (retrying while the port is still held by the previous
 * boot) and being cut off like a power loss at an emulated reboot.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export class BootServer {
  /** Every open connection, also the upgraded websocket ones the HTTP server no longer tracks. */
  private readonly connections = new Set<Socket>();

  constructor(readonly app: FastifyInstance) {
    app.server.on('connection', (socket: Socket) => {
      this.connections.add(socket);
      socket.once('close', () => this.connections.delete(socket));
    });
  }

  /** The port actually bound (the chosen one for port 0), undefined before listening. */
  get port(): number | undefined {
    const address = this.app.server.address();
    return address !== null && typeof address === 'object' ? address.port : undefined;
  }

  /** The port can stay busy for a moment after close; retry briefly instead of failing the reboot. */
  async listen(host: string, port: number): Promise<void> {
    const deadline = performance.now() + 10_000;
    for (;;) {
      try {
        await this.app.listen({ host, port });
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== 'EADDRINUSE' || port === 0 || performance.now() > deadline) throw error;
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  }

  /** Like a power cut: the server closes and every connection ends now. */
  async cut(): Promise<void> {
    const closing = this.app.close();
    for (const socket of this.connections) socket.destroy();
    this.connections.clear();
    await closing;
  }
}
