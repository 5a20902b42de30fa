/**
 * The answer watchdog of one forwarded request. While the browser's body (an upload) is being passed on,
 * at most `answerMs` may pass between two of its chunks; once it is all sent (at once for a request
 * without body), the gateway's answer must be complete within `answerMs`. When time runs out, the
 * upstream request is aborted and the browser gets 504 with a text saying the gateway is slow — or, when
 * the gateway's answer had already begun, the connection is cut, as nothing else can end it honestly.
 */
import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface AnswerWatch {
  /** Aborts the upstream request when time runs out. */
  readonly signal: AbortSignal;
  /** The body to send upstream in place of the browser's stream (it feeds the watchdog), if any. */
  readonly body: Readable | undefined;
  /** Whether the watchdog ended the request (its error then needs no answer of its own). */
  readonly fired: () => boolean;
}

export function watchAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answerMs: number,
  slowText: string,
): AnswerWatch {
  const controller = new AbortController();
  let fired = false;
  const fire = (): void => {
    fired = true;
    if (!reply.sent) void reply.code(504).type('text/plain').send(slowText);
    else reply.raw.destroy();
    controller.abort(new Error(slowText));
  };
  let timer = setTimeout(fire, answerMs);
  const restart = (): void => {
    clearTimeout(timer);
    timer = setTimeout(fire, answerMs);
  };
  reply.raw.once('close', () => {
    clearTimeout(timer);
  });

  const source = request.body;
  let body: Readable | undefined;
  if (source !== null && typeof source === 'object' && 'pipe' in source) {
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        restart();
        done(null, chunk);
      },
    });
    // Once the browser has sent everything, the answer's own deadline starts.
    counted.once('finish', restart);
    (source as Readable).once('error', (error) => counted.destroy(error));
    (source as Readable).pipe(counted);
    body = counted;
  }
  return { signal: controller.signal, body, fired: () => fired };
}
