/**
 * From notices to channels: each channel gets what reaches its `min_severity`; quiet hours hold all but
 * critical messages and send one summary when they end; a failed delivery is retried with backoff and
 * written on its alert. Nothing here waits for a channel: recording and the API never do either.
 */
import type { AlertChannel, AlertConfig, AlertSeverity, QuietHours } from '@dtu-web/protocol';
import type { Deliver, OutMessage } from './channels/index.ts';
import type { Notice } from './engine.ts';
import { summaryText, titleOf } from './messages.ts';
import type { AlertStore } from './store.ts';

/** Waits between the attempts of one delivery. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000] as const;
/** A test message's answer comes within this (companion-api §4: 15 s). */
export const TEST_TIMEOUT_MS = 14_000;

const RANK: Readonly<Record<AlertSeverity, number>> = { info: 0, warning: 1, critical: 2 };

export interface DispatcherOptions {
  store: AlertStore;
  config: (gateway: string) => AlertConfig;
  deliver: Deliver;
  gatewayName: (gateway: string) => string;
  /** Minutes since the gateway's local midnight. */
  localMinutes: (gateway: string, now: number) => number;
  now: () => number;
  log: (line: string) => void;
  retryDelays?: readonly number[];
}

const minutesOf = (text: string): number => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether a local minute of the day falls in the quiet hours (which may run over midnight). */
export function isQuiet(quiet: QuietHours | null, minute: number): boolean {
  if (quiet === null) return false;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

export class Dispatcher {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly options: DispatcherOptions) {}

  notify(notice: Notice): void {
    const { gateway } = notice;
    const now = this.options.now();
    const config = this.options.config(gateway);
    const message = this.messageOf(notice);
    if (notice.severity !== 'critical' && isQuiet(config.quiet, this.options.localMinutes(gateway, now))) {
      this.options.store.hold(gateway, now, `${message.title}: ${message.text}`);
      return;
    }
    for (const channel of config.channels) {
      if (RANK[notice.severity] >= RANK[channel.min_severity]) this.attempt(channel, message, 0);
    }
  }

  /** Once quiet hours are over: one summary of what they held. Call it with every evaluation. */
  tick(gateway: string): void {
    const now = this.options.now();
    const config = this.options.config(gateway);
    if (isQuiet(config.quiet, this.options.localMinutes(gateway, now))) return;
    const held = this.options.store.takeHeld(gateway);
    if (held.length === 0) return;
    const name = this.options.gatewayName(gateway);
    const message: OutMessage = {
      gateway,
      gatewayName: name,
      kind: 'summary',
      severity: 'info',
      title: `While quiet: ${String(held.length)} messages (${name})`,
      text: summaryText(held, name),
      active: this.options.store.active(gateway).length,
    };
    // What was held was never critical: a channel for critical messages only does not get it.
    for (const channel of config.channels) {
      if (channel.min_severity !== 'critical') this.attempt(channel, message, 0);
    }
  }

  /** Sends a test message now and says what the channel answered. */
  async test(gateway: string, channel: AlertChannel): Promise<{ ok: true } | { ok: false; error: string }> {
    const name = this.options.gatewayName(gateway);
    const message: OutMessage = {
      gateway,
      gatewayName: name,
      kind: 'test',
      severity: 'info',
      title: `Test message (${name})`,
      text: `This is a test from dtu-web for gateway ${name}: channel "${channel.id}" works.`,
      active: this.options.store.active(gateway).length,
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error('The channel did not answer within 14 s'));
      }, TEST_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.options.deliver(channel, message), timeout]);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private messageOf(notice: Notice): OutMessage {
    const name = this.options.gatewayName(notice.gateway);
    const { alert } = notice;
    const title =
      alert !== undefined &&
      (notice.kind === 'firing' || notice.kind === 'resolved' || notice.kind === 'reminder')
        ? titleOf(notice.kind, alert, name)
        : notice.kind === 'report'
          ? `Daily report (${name})`
          : `dtu-web (${name})`;
    return {
      gateway: notice.gateway,
      gatewayName: name,
      kind: notice.kind,
      severity: notice.severity,
      title,
      text: notice.text,
      ...(alert === undefined ? {} : { alert }),
      active: this.options.store.active(notice.gateway).length,
    };
  }

  private attempt(channel: AlertChannel, message: OutMessage, tries: number): void {
    if (this.stopped) return;
    const delays = this.options.retryDelays ?? RETRY_DELAYS_MS;
    this.options.deliver(channel, message).then(
      () => {
        this.record(channel, message, null);
      },
      (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        this.record(channel, message, text);
        const wait = delays[tries];
        if (wait === undefined || this.stopped) return;
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.attempt(channel, message, tries + 1);
        }, wait);
        this.timers.add(timer);
      },
    );
  }

  private record(channel: AlertChannel, message: OutMessage, error: string | null): void {
    if (this.stopped) return;
    const at = this.options.now();
    if (message.alert !== undefined) {
      this.options.store.addDelivery(Number(message.alert.id), {
        channel: channel.id,
        at,
        ok: error === null,
        error,
      });
    }
    if (error !== null) this.options.log(`Alert channel ${channel.id} (${message.gateway}): ${error}`);
  }
}
