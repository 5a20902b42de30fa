/**
 * The one HTTP client the companion uses towards a gateway: undici, with the connect timeout and the
 * trusted certificates (`--device-ca`; the system's otherwise, never "insecure"). Requests forwarded
 * for browsers can be aborted one by one (the answer watchdog does) through a marker header that
 * never leaves the companion.
 */
import { Agent, type Dispatcher } from 'undici';
import type { DeviceTarget } from '../target.ts';
import type { GatewayTimeouts } from './timeouts.ts';

/** Set by the forwarding route, read and removed here; a browser cannot smuggle it (it is overwritten). */
export const REQUEST_MARK = 'x-dtu-web-companion-request';

type RequestCallback = (error: Error | null, data?: Dispatcher.ResponseData) => void;

export class GatewayDispatcher {
  /** Requests forwarded for browsers (as many connections as they need, each ended by its watchdog). */
  readonly agent: Agent;
  /**
   * The companion's own questions (its checks, logins, metrics, time zone): one keep-alive connection,
   * asked one after another, so they never cost a gateway's few socket slots more than one (issue 30).
   */
  readonly questions: Agent;
  private readonly signals = new Map<string, AbortSignal>();
  private next = 0;

  constructor(
    target: DeviceTarget,
    readonly timeouts: GatewayTimeouts,
  ) {
    this.agent = new Agent({
      connect: { timeout: timeouts.connectMs, ...(target.ca === undefined ? {} : { ca: target.ca }) },
      // Backstops only: the watchdog (answerWatch.ts) ends slow answers long before these.
      headersTimeout: 10 * timeouts.answerMs,
      bodyTimeout: 10 * timeouts.answerMs,
    });
    this.questions = new Agent({
      connections: 1,
      connect: { timeout: timeouts.connectMs, ...(target.ca === undefined ? {} : { ca: target.ca }) },
      headersTimeout: 10 * timeouts.answerMs,
      bodyTimeout: 10 * timeouts.answerMs,
    });
  }

  /** A fresh mark whose request ends when `signal` aborts. Call `release` once the answer is done. */
  register(signal: AbortSignal): string {
    this.next += 1;
    const mark = String(this.next);
    this.signals.set(mark, signal);
    return mark;
  }

  release(mark: string): void {
    this.signals.delete(mark);
  }

  /** What @fastify/reply-from calls (any object with `request` is accepted as its undici client). */
  readonly forReplyFrom = {
    request: (options: Dispatcher.RequestOptions, callback: RequestCallback): void => {
      const { [REQUEST_MARK]: mark, ...headers } = options.headers as Record<
        string,
        string | string[] | undefined
      >;
      const signal = typeof mark === 'string' ? this.signals.get(mark) : undefined;
      this.agent.request({ ...options, headers, ...(signal === undefined ? {} : { signal }) }, callback);
    },
  };

  async close(): Promise<void> {
    await Promise.all([this.agent.close(), this.questions.close()]);
  }
}
