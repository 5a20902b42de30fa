/**
 * A keep-alive HTTP client on one socket: each request waits for the complete answer; the next request
 * goes over the same connection unless the server closed it. Answers that do not come within
 * `timeoutMs` reject, so a wedged connection fails a test quickly instead of hanging it.
 */
import { Agent, request } from 'node:http';

export interface KeepAliveAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The request went over a connection an earlier request had used. */
  reused: boolean;
  ms: number;
}

export interface KeepAliveRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
}

export class KeepAliveClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly base: string,
    private readonly timeoutMs = 3000,
  ) {}

  send(options: KeepAliveRequest): Promise<KeepAliveAnswer> {
    const started = performance.now();
    const url = new URL(options.path, this.base);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        { method: options.method ?? 'GET', headers: options.headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              reused: req.reusedSocket,
              ms: performance.now() - started,
            });
          });
          res.on('error', reject);
        },
      );
      const timer = setTimeout(() => {
        req.destroy(
          new Error(
            `no answer within ${String(this.timeoutMs)} ms: ${options.method ?? 'GET'} ${options.path}`,
          ),
        );
      }, this.timeoutMs);
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      // The server may answer and close before reading the whole body; that is not a client error.
      req.on('socket', (socket) => socket.on('error', () => undefined));
      req.end(options.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
