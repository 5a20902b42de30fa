/**
 * Misbehaving gateways for the companion's tests, on a loopback port: each connection is handed to a
 * behaviour once its request head has arrived (silent, trickling, answering before the body, …).
 * Counts connections, and ends every socket on close so no test leaves one hanging.
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface FakeGateway {
  base: string;
  port: number;
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** `head`: the request line and headers (up to the blank line); `rest`: body bytes that came with it. */
export type Behaviour = (socket: Socket, head: string, rest: Buffer) => void;

export async function startFakeGateway(behaviour: Behaviour): Promise<FakeGateway> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      behaviour(socket, text.slice(0, end), Buffer.from(text.slice(end + 4), 'latin1'));
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    base: `http://127.0.0.1:${String(port)}`,
    port,
    connections: () => accepted,
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

/** Accepts and never answers. */
export const silent: Behaviour = () => undefined;

/** Sends `answer` one byte every `everyMs`, forever if need be (until the socket closes). */
export function trickling(answer: string, everyMs: number): Behaviour {
  return (socket) => {
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || at >= answer.length) {
        clearInterval(timer);
        return;
      }
      socket.write(answer.charAt(at));
      at += 1;
    }, everyMs);
    socket.once('close', () => {
      clearInterval(timer);
    });
  };
}

/**
 * Answers at once, before reading any of the body, and closes the connection — like a gateway that
 * refuses an upload on its headers (401 without login, 413 too large).
 */
export function answersEarly(status: number, reason: string, headers: string, body: string): Behaviour {
  return (socket) => {
    socket.end(
      `HTTP/1.1 ${String(status)} ${reason}\r\n${headers}Content-Type: text/plain\r\n` +
        `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}

/** Reads the whole body (Content-Length), then answers 200 "OK". */
export const readsThenAnswers: Behaviour = (socket, head, rest) => {
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? '0');
  let received = rest.length;
  const answer = (): void => {
    socket.end(
      'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nOK',
    );
  };
  if (received >= length) {
    answer();
    return;
  }
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received >= length) answer();
  });
};
