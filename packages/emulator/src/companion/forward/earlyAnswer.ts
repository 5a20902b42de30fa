/**
 * Hearing the gateway's early answer to an upload it refused before reading it (401 without login,
 * 413 announced too large). The gateway answers on the request's head and closes its connection with
 * the body unread, which resets it; when the reset reaches the companion while undici is still writing
 * the body, undici fails the request on the write error (EPIPE/ECONNRESET) and drops the answer that
 * had already arrived. Neither @fastify/reply-from nor undici has an option to read the answer first
 * (measured with fetch through the companion: 10 and 13 of 20 2 MB uploads ended in that error).
 *
 * So, only after such a write error, the companion sends the same request head again with no body
 * bytes at all and listens: a gateway that refuses on the head gives the same refusal at once; one that
 * would have read the body waits, and the head is withdrawn after `waitMs` (it never received a byte of
 * body, so nothing can have changed). That answer, status, headers and text, goes to the browser.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Errors of a connection the gateway reset while the companion was still sending. */
const RESET_WHILE_SENDING = new Set(['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET']);

export function resetWhileSending(code: string | undefined): boolean {
  return code !== undefined && RESET_WHILE_SENDING.has(code);
}

export interface EarlyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Headers that describe this hop, not the request: never copied onto the repeated head. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'host']);

export function askForEarlyAnswer(
  url: string,
  method: string,
  headers: IncomingHttpHeaders,
  ca: string | undefined,
  waitMs: number,
): Promise<EarlyAnswer | undefined> {
  const head: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) head[name] = value;
  }
  head.connection = 'close';
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(target, {
      method,
      headers: head,
      agent: false,
      ...(ca === undefined ? {} : { ca }),
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      resolve(undefined);
    }, waitMs);
    outgoing.on('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
      response.on('end', () => {
        clearTimeout(timer);
        outgoing.destroy();
        resolve({
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    // The head alone: no byte of the body is ever sent.
    outgoing.flushHeaders();
  });
}
