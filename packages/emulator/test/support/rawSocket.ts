/**
 * One HTTP/1.1 exchange over a bare socket, for what fetch and node:http hide: a request whose body is
 * sent only in part (a client that stops sending once it has an answer, or waits for 100 Continue).
 */
import { connect } from 'node:net';

export interface SocketExchange {
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** The server closed the connection within the wait. */
  closed: boolean;
}

/** Sends `head` (+ `body`), collects the answer; resolves when the server closes or after `waitMs`. */
export function socketExchange(
  port: number,
  head: string,
  body: Buffer,
  waitMs = 2000,
): Promise<SocketExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, waitMs);
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  });
}

/** The final (non-1xx) status line's code and the headers of an exchange's first final answer. */
export function finalAnswer(text: string): { status: number; headers: Record<string, string>; body: string } {
  const answers = text.split(/(?=HTTP\/1\.1 \d{3} )/).filter((a) => !/^HTTP\/1\.1 1\d\d /.test(a));
  const first = answers[0] ?? '';
  const [head = '', body = ''] = first.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}
