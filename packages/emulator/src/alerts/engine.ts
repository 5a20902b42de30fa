/**
 * The alerts' life cycle (companion-api §4): a condition met for its rule's minutes fires one alert per
 * rule and subject; a clear one resolves it with a message; a firing alert is re-sent after
 * `renotify_hours` until acknowledged; string health and the daily report run once each evening. Open
 * alerts live in the store, so a restart neither repeats nor forgets them; how long a condition has
 * been met is kept in memory and starts again after a restart (a delay, never a false alarm).
 */
import type { Alert, AlertConfig, AlertRuleId, AlertSeverity } from '@dtu-web/protocol';
import {
  RULE_SEVERITY,
  TEMPERATURE_MINUTES,
  judge,
  judgeStrings,
  type Judgement,
  type StringHealthRow,
} from './conditions.ts';
import { firingText, reportText, resolvedText, type DailyReport } from './messages.ts';
import type { GatewayView } from './observe.ts';
import { subjectKey, type AlertStore } from './store.ts';

const MINUTE = 60_000;

/** What goes to the channels. */
export interface Notice {
  gateway: string;
  kind: 'firing' | 'resolved' | 'reminder' | 'report' | 'summary' | 'test';
  severity: AlertSeverity;
  text: string;
  alert?: Alert;
}

export interface EngineOptions {
  store: AlertStore;
  config: (gateway: string) => AlertConfig;
  /** Hands a notice to the channels (never throws, never waits). */
  notify: (notice: Notice) => void;
  gatewayName: (gateway: string) => string;
  /** The gateway's local day of `now` ("YYYY-MM-DD"): the evening's work runs once per day. */
  localDay: (gateway: string, now: number) => string;
  /** String health over the last `days` (history/health.ts); none without a history. */
  health?: (gateway: string, days: number, now: number) => StringHealthRow[];
  /** Today's figures for the daily report. */
  report?: (gateway: string, now: number) => DailyReport | null;
}

function fireDelay(rule: AlertRuleId, config: AlertConfig): number {
  switch (rule) {
    case 'gateway_offline':
      return config.rules.gateway_offline.minutes * MINUTE;
    case 'inverter_unreachable':
      return config.rules.inverter_unreachable.minutes * MINUTE;
    case 'inverter_not_producing':
      return config.rules.inverter_not_producing.minutes * MINUTE;
    case 'temperature_high':
      return TEMPERATURE_MINUTES * MINUTE;
    case 'string_low':
    case 'daily_report':
      return 0;
  }
}

const resolveDelay = (rule: AlertRuleId): number =>
  rule === 'temperature_high' ? TEMPERATURE_MINUTES * MINUTE : 0;

export class AlertEngine {
  /** Since when each condition has been met without a break (gateway|rule|subject). */
  private readonly metSince = new Map<string, number>();
  /** Since when a firing alert's condition has been clear (for the rules that wait before resolving). */
  private readonly clearSince = new Map<string, number>();

  constructor(private readonly options: EngineOptions) {}

  /** Judges one gateway's view: call every few seconds to a minute. */
  evaluate(view: GatewayView, now: number): void {
    const config = this.options.config(view.gateway);
    this.settle(view.gateway, judge(view, config.rules, now), config, now);
    this.closeDisabled(view.gateway, config, now);
    this.remind(view.gateway, config, now);
    this.evening(view, config, now);
  }

  /** Marks an alert acknowledged (no more re-sends); false when the gateway has no such alert. */
  acknowledge(gateway: string, id: string, now: number): boolean {
    const n = Number(id);
    return Number.isSafeInteger(n) && this.options.store.acknowledge(gateway, n, now);
  }

  private settle(gateway: string, judgements: readonly Judgement[], config: AlertConfig, now: number): void {
    const open = new Map(this.options.store.active(gateway).map((a) => [subjectKey(a.rule, a.subject), a]));
    for (const j of judgements) {
      const subject = subjectKey(j.rule, j.subject);
      const key = `${gateway}|${subject}`;
      const alert = open.get(subject);
      if (j.verdict === 'met') {
        this.clearSince.delete(key);
        if (alert !== undefined) continue;
        const since = Math.min(this.metSince.get(key) ?? now, j.metSince ?? now);
        this.metSince.set(key, since);
        if (now - since >= fireDelay(j.rule, config)) {
          this.metSince.delete(key);
          this.fire(gateway, j, since, config, now);
        }
      } else if (j.verdict === 'clear') {
        this.metSince.delete(key);
        if (alert === undefined) continue;
        const since = this.clearSince.get(key) ?? now;
        this.clearSince.set(key, since);
        if (now - since >= resolveDelay(j.rule)) {
          this.clearSince.delete(key);
          this.resolve(alert, now, true);
        }
      } else {
        // Not judged now (night, gateway away): the count starts again when it can be judged.
        this.metSince.delete(key);
        this.clearSince.delete(key);
      }
    }
  }

  private fire(gateway: string, j: Judgement, since: number, config: AlertConfig, now: number): void {
    const { store } = this.options;
    const alert = store.open({
      gateway,
      rule: j.rule,
      subject: j.subject,
      severity: RULE_SEVERITY[j.rule],
      since,
      message: firingText(j, this.options.gatewayName(gateway), config),
    });
    store.markSent(Number(alert.id), now);
    this.options.notify({ gateway, kind: 'firing', severity: alert.severity, text: alert.message, alert });
  }

  private resolve(alert: Alert, now: number, tell: boolean): void {
    this.options.store.resolve(Number(alert.id), now);
    if (!tell) return;
    const resolved = { ...alert, resolved: now };
    const text = resolvedText(alert, this.options.gatewayName(alert.gateway));
    this.options.notify({
      gateway: alert.gateway,
      kind: 'resolved',
      severity: alert.severity,
      text,
      alert: resolved,
    });
  }

  /** A rule turned off takes its open alerts with it, silently (the owner chose so). */
  private closeDisabled(gateway: string, config: AlertConfig, now: number): void {
    for (const alert of this.options.store.active(gateway)) {
      if (!config.rules[alert.rule].enabled) this.resolve(alert, now, false);
    }
  }

  private remind(gateway: string, config: AlertConfig, now: number): void {
    const hours = config.renotify_hours;
    if (hours === null) return;
    const { store } = this.options;
    for (const alert of store.active(gateway)) {
      if (alert.acknowledged !== null) continue;
      const last = store.lastSent(Number(alert.id)) ?? alert.since;
      if (now - last < hours * 3_600_000) continue;
      store.markSent(Number(alert.id), now);
      this.options.notify({
        gateway,
        kind: 'reminder',
        severity: alert.severity,
        text: alert.message,
        alert,
      });
    }
  }

  /** After sunset, once a day: string health and the daily report. */
  private evening(view: GatewayView, config: AlertConfig, now: number): void {
    if (view.sun === null || now < view.sun.set || view.online !== true) return;
    const { store } = this.options;
    const day = this.options.localDay(view.gateway, now);
    if (store.mark(view.gateway, 'evening') === day) return;
    store.setMark(view.gateway, 'evening', day);
    const health = this.options.health;
    if (health !== undefined && config.rules.string_low.enabled) {
      this.settle(
        view.gateway,
        judgeStrings(health(view.gateway, config.rules.string_low.days, now), config.rules),
        config,
        now,
      );
    }
    const report = config.rules.daily_report.enabled ? this.options.report?.(view.gateway, now) : null;
    if (report) {
      const text = reportText(report, this.options.gatewayName(view.gateway), store.active(view.gateway));
      this.options.notify({ gateway: view.gateway, kind: 'report', severity: 'info', text });
    }
  }
}
