/**
 * Alerts for every gateway a host watches (the companion's gateways, or the emulator's own `sim`): the
 * settings file, the state in the history database, the engine judging each gateway's view every few
 * seconds, the channels, and what the routes and `/metrics` ask of them.
 */
import {
  AlertConfigError,
  maskAlertConfig,
  parseAlertConfig,
  type AlertConfig,
  type AlertList,
} from '@dtu-web/protocol';
import { localDayKey, offsetOfTz } from '../history/calendar.ts';
import { channelSender, type Deliver } from './channels/index.ts';
import type { StringHealthRow } from './conditions.ts';
import { AlertSettings } from './configFile.ts';
import { Dispatcher } from './dispatch.ts';
import { AlertEngine } from './engine.ts';
import type { DailyReport } from './messages.ts';
import type { GatewayView } from './observe.ts';
import { AlertStore } from './store.ts';

/** How often every gateway is judged: an alert whose minutes are 0 goes out within about a second. */
export const EVALUATE_MS = 1000;

export interface AlertServiceOptions {
  /** Where alerts.json lives (in memory without). */
  dataDir?: string;
  /** The history database file (alerts keep their tables there), or ':memory:'. */
  databaseFile: string;
  /** The gateways watched now and what each looks like at `now`. */
  views: (now: number) => GatewayView[];
  /** The ids of the gateways watched (cheaper than the views, for `/metrics`). */
  gatewayIds: () => string[];
  gatewayName: (gateway: string) => string;
  /** A gateway's POSIX time zone ('' = UTC). */
  timezone: (gateway: string) => string;
  health?: (gateway: string, days: number, now: number) => StringHealthRow[];
  report?: (gateway: string, now: number) => DailyReport | null;
  now?: () => number;
  log: (line: string) => void;
  evaluateMs?: number;
  /** For tests: how messages leave (default: the real channels). */
  deliver?: Deliver;
  retryDelays?: readonly number[];
}

export type TestOutcome = { ok: true } | { ok: false; error: string };

/** A Prometheus label value: backslash, quote and newline escaped. */
const label = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export class AlertService {
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  private constructor(
    private readonly options: AlertServiceOptions,
    private readonly settings: AlertSettings,
    private readonly store: AlertStore,
    private readonly dispatcher: Dispatcher,
    private readonly engine: AlertEngine,
  ) {
    this.now = options.now ?? Date.now;
  }

  static async start(options: AlertServiceOptions): Promise<AlertService> {
    const settings = await AlertSettings.load(options.dataDir, options.log);
    const store = new AlertStore(options.databaseFile);
    const now = options.now ?? Date.now;
    const offset = (gateway: string) => offsetOfTz(options.timezone(gateway));
    const dispatcher = new Dispatcher({
      store,
      config: (g) => settings.get(g),
      deliver: options.deliver ?? channelSender(),
      gatewayName: options.gatewayName,
      localMinutes: (g, ms) => {
        const local = ms + offset(g)(ms) * 60_000;
        return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
      },
      now,
      log: options.log,
      ...(options.retryDelays === undefined ? {} : { retryDelays: options.retryDelays }),
    });
    const engine = new AlertEngine({
      store,
      config: (g) => settings.get(g),
      notify: (notice) => {
        dispatcher.notify(notice);
      },
      gatewayName: options.gatewayName,
      localDay: (g, ms) => localDayKey(ms, offset(g)),
      ...(options.health === undefined ? {} : { health: options.health }),
      ...(options.report === undefined ? {} : { report: options.report }),
    });
    const service = new AlertService(options, settings, store, dispatcher, engine);
    const every = options.evaluateMs ?? EVALUATE_MS;
    if (every > 0) {
      service.timer = setInterval(() => {
        service.evaluate();
      }, every);
      service.timer.unref();
    }
    return service;
  }

  /** Judges every gateway now (the timer's work; tests and the bench call it directly). */
  evaluate(): void {
    const now = this.now();
    for (const view of this.options.views(now)) {
      try {
        this.engine.evaluate(view, now);
        this.dispatcher.tick(view.gateway);
      } catch (error) {
        this.options.log(
          `Alerts of ${view.gateway}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  list(gateway: string, limit: number): AlertList {
    return { active: this.store.active(gateway).reverse(), history: this.store.history(gateway, limit) };
  }

  /** The settings as a GET shows them (secrets masked). */
  config(gateway: string): AlertConfig {
    return maskAlertConfig(this.settings.get(gateway));
  }

  /** Checks and stores posted settings; throws AlertConfigError naming the first bad field. */
  async setConfig(gateway: string, input: unknown): Promise<void> {
    const config = parseAlertConfig(input, this.settings.get(gateway));
    await this.settings.set(gateway, config);
  }

  /** Sends a test message on one channel; undefined when the gateway has no such channel. */
  async test(gateway: string, channelId: string): Promise<TestOutcome | undefined> {
    const channel = this.settings.get(gateway).channels.find((c) => c.id === channelId);
    if (channel === undefined) return undefined;
    return this.dispatcher.test(gateway, channel);
  }

  acknowledge(gateway: string, id: string): boolean {
    return this.engine.acknowledge(gateway, id, this.now());
  }

  /** Firing alerts per gateway (all when undefined), for the bell and the fleet cards. */
  activeCount(gateway?: string): number {
    return this.store.active(gateway).length;
  }

  /** `dtu_web_alerts_active{gateway,rule}` for every gateway watched (or those named) and every rule. */
  metrics(only?: readonly string[]): string {
    const counts = new Map(this.store.activeCounts().map((c) => [`${c.gateway}|${c.rule}`, c.count]));
    const lines = [
      '# HELP dtu_web_alerts_active Alerts firing now, per gateway and rule.',
      '# TYPE dtu_web_alerts_active gauge',
    ];
    const gateways = this.options.gatewayIds().filter((id) => only === undefined || only.includes(id));
    const rules = [
      'gateway_offline',
      'inverter_unreachable',
      'inverter_not_producing',
      'string_low',
      'temperature_high',
    ];
    for (const gateway of gateways) {
      for (const rule of rules) {
        const labels = `gateway="${label(gateway)}",gateway_name="${label(this.options.gatewayName(gateway))}",rule="${rule}"`;
        lines.push(`dtu_web_alerts_active{${labels}} ${String(counts.get(`${gateway}|${rule}`) ?? 0)}`);
      }
    }
    return `${lines.join('\n')}\n`;
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.dispatcher.stop();
    this.store.close();
  }
}

export { AlertConfigError };
