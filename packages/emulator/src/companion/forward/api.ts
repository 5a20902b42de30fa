/**
 * `/api/*` forwarded to the gateway with @fastify/reply-from over our undici client: the request and its
 * body streamed as they come, with exactly the browser's own headers — its login or none, never the
 * companion's — and the gateway's answer passed back as it is, including an early answer to an upload
 * it refuses before reading it. Slow gateways are ended by the answer watchdog.
 */
import replyFrom from '@fastify/reply-from';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { DeviceTarget } from '../target.ts';
import { watchAnswer } from './answerWatch.ts';
import { REQUEST_MARK, type GatewayDispatcher } from './dispatcher.ts';
import { askForEarlyAnswer, resetWhileSending } from './earlyAnswer.ts';
import { errorCode, failureAnswer, slowText } from './errors.ts';
import type { GatewayTimeouts } from './timeouts.ts';

/** How long a repeated request head waits for the gateway's early answer (earlyAnswer.ts). */
const EARLY_ANSWER_WAIT_MS = 3000;

export interface ApiForwardOptions {
  target: DeviceTarget;
  dispatcher: GatewayDispatcher;
  timeouts: GatewayTimeouts;
  /** Called after the gateway accepted new security settings (it then drops its websocket clients). */
  onSecuritySaved?: () => void;
  /** `/g/<id>` when the routes sit under a gateway's prefix (removed before forwarding), else ''. */
  prefix?: string;
}

/**
 * A path with a `..` segment is no route of the gateway (it does not normalise paths): it answers such a
 * path, like any other unknown one, with the web app's page. The library refuses to forward it, so the
 * companion gives that same answer itself. Only the path is judged: the query string is the gateway's
 * (`?file=../../etc/passwd` is its to refuse, issue 30).
 */
function hasDotSegment(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // undecodable: judged as written
  }
  return decoded.split('/').includes('..');
}

/**
 * The request target as a path: an absolute-form request line (`GET http://host/api/… HTTP/1.1`, which
 * HTTP/1.1 servers must accept) names the same resource as its path, and is forwarded as such.
 */
function originForm(url: string): string | undefined {
  if (url.startsWith('/')) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
}

function isSecuritySave(request: FastifyRequest, path: string): boolean {
  return request.method === 'POST' && (path.split('?', 1)[0] ?? '') === '/api/security/config';
}

/** The path the gateway gets: origin-form, without the companion's `/g/<id>` prefix. */
function gatewayPath(url: string, prefix: string): string {
  const path = originForm(url) ?? url;
  return prefix !== '' && path.startsWith(prefix + '/') ? path.slice(prefix.length) : path;
}

/** The gateway's short JSON result, read whole; `saved` when it is the success code (1001). */
async function passSecurityAnswer(reply: FastifyReply, stream: Readable, saved: () => void): Promise<void> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch {
    reply.raw.destroy();
    return;
  }
  const body = Buffer.concat(chunks);
  if (/"code"\s*:\s*1001\b/.test(body.toString())) saved();
  await reply.send(body);
}

/**
 * The answer when the request failed: the gateway's own early answer if it reset the connection while
 * the body was being sent (earlyAnswer.ts), else our text for a gateway not reached or not trusted.
 */
async function answerFailure(
  request: FastifyRequest,
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  error: unknown,
  options: ApiForwardOptions,
  path: string,
): Promise<void> {
  const { target, timeouts } = options;
  if (request.body !== undefined && resetWhileSending(errorCode(error))) {
    const early = await askForEarlyAnswer(
      target.origin + path,
      request.method,
      request.headers,
      target.ca,
      Math.min(timeouts.answerMs, EARLY_ANSWER_WAIT_MS),
    );
    if (early !== undefined && !reply.sent) {
      for (const [name, value] of Object.entries(early.headers)) {
        if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
          void reply.header(name, value);
        }
      }
      await reply.code(early.status).send(early.body);
      return;
    }
  }
  if (reply.sent) return;
  const failure = failureAnswer(error, target, timeouts);
  await reply.code(failure.status).type('text/plain').send(failure.text);
}

export async function forwardApi(app: FastifyInstance, options: ApiForwardOptions): Promise<void> {
  const { target, dispatcher, timeouts } = options;
  await app.register(replyFrom, {
    base: target.origin,
    undici: dispatcher.forReplyFrom as never,
    disableRequestLogging: true,
    // Retries would send a request (a setting, a reboot) twice; the gateway's own 503 is passed on.
    retryMethods: [],
    maxRetriesOn503: 0,
  });

  await app.register((scope, _options, registered) => {
    // Bodies are passed on as streams, unread: uploads of any size, any content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });
    // An answer given before the browser's body was all read (an early refusal, a timeout) ends the
    // connection: the unread rest must never be taken for the browser's next request.
    scope.addHook('onSend', (request, reply, payload, done) => {
      if (!request.raw.complete) void reply.header('connection', 'close');
      done(null, payload);
    });
    scope.all('/api/*', (request, reply) => {
      if (hasDotSegment(request.url)) {
        reply.callNotFound();
        return reply;
      }
      const watch = watchAnswer(request, reply, timeouts.answerMs, slowText(target, timeouts));
      if (watch.body !== undefined) request.body = watch.body;
      const mark = dispatcher.register(watch.signal);
      reply.raw.once('close', () => {
        dispatcher.release(mark);
      });
      const path = gatewayPath(request.url, options.prefix ?? '');
      const saved = isSecuritySave(request, path) ? options.onSecuritySaved : undefined;
      // The library judges (and refuses) what it is given as the path; the query goes on as sent.
      const queryAt = path.indexOf('?');
      const query = queryAt < 0 ? '' : path.slice(queryAt + 1);
      return reply.from(queryAt < 0 ? path : path.slice(0, queryAt), {
        queryString: () => query,
        rewriteRequestHeaders: (_request, headers: IncomingHttpHeaders) => ({
          ...headers,
          [REQUEST_MARK]: mark,
        }),
        onResponse: (_request, _reply, response) => {
          const stream = response.stream as Readable;
          if (saved === undefined) void reply.send(stream);
          else void passSecurityAnswer(reply, stream, saved);
        },
        onError: (errorReply, { error }) => {
          if (watch.fired() || errorReply.sent) return;
          void answerFailure(request, errorReply, error, options, path);
        },
      });
    });
    registered();
  });
}
