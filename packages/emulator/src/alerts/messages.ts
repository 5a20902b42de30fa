/**
 * The words the channels carry (English: the channels reach phones and inboxes, where our UI's
 * language is not known; the web app shows each alert in the reader's language from its rule and
 * subject, not from these texts).
 */
import type { Alert, AlertConfig } from '@dtu-web/protocol';
import type { Judgement } from './conditions.ts';

export interface DailyReport {
  /** Local day. */
  day: string;
  wh: number;
  /** 1 = best of the days compared. */
  rank: number;
  /** Days compared (today included), at most 30. */
  days: number;
  inverters: { name: string; wh: number }[];
}

const kwh = (wh: number): string => `${(wh / 1000).toFixed(wh >= 10_000 ? 1 : 2)} kWh`;
const who = (j: Pick<Judgement, 'name' | 'subject'>): string =>
  j.name !== null && j.subject.serial !== null ? `${j.name} (${j.subject.serial})` : (j.name ?? '');

/** The sentence an alert opens with. */
export function firingText(j: Judgement, gatewayName: string, config: AlertConfig): string {
  const { rules } = config;
  switch (j.rule) {
    case 'gateway_offline':
      return `Gateway ${gatewayName} has not answered for ${String(rules.gateway_offline.minutes)} minutes.`;
    case 'inverter_unreachable':
      return `${who(j)} on ${gatewayName} has not been reachable for ${String(rules.inverter_unreachable.minutes)} minutes while the sun is up.`;
    case 'inverter_not_producing':
      return `${who(j)} on ${gatewayName} is reachable but has made almost nothing (${String(Math.round(j.value ?? 0))} W) for ${String(rules.inverter_not_producing.minutes)} minutes while the other inverters produce.`;
    case 'string_low': {
      const share = Math.round((j.value ?? 0) * 100);
      return share <= 0
        ? `String ${who(j)} on ${gatewayName} produced nothing over the last ${String(rules.string_low.days)} days while its sibling strings did.`
        : `String ${who(j)} on ${gatewayName} made ${String(share)} % of what its sibling strings made over the last ${String(rules.string_low.days)} days.`;
    }
    case 'temperature_high':
      return `${who(j)} on ${gatewayName} has been at ${(j.value ?? 0).toFixed(1)} °C or more for 5 minutes (limit ${String(rules.temperature_high.celsius)} °C).`;
    case 'daily_report':
      return '';
  }
}

/** The title a channel shows (ntfy's Title, an e-mail's subject). */
export function titleOf(kind: 'firing' | 'resolved' | 'reminder', alert: Alert, gatewayName: string): string {
  const what = {
    gateway_offline: 'gateway offline',
    inverter_unreachable: 'inverter unreachable',
    inverter_not_producing: 'inverter not producing',
    string_low: 'string falls behind',
    temperature_high: 'inverter too hot',
    daily_report: 'daily report',
  }[alert.rule];
  const prefix = kind === 'resolved' ? 'Resolved' : kind === 'reminder' ? 'Still firing' : 'Alert';
  return `${prefix}: ${what} (${gatewayName})`;
}

export function resolvedText(alert: Alert, gatewayName: string): string {
  return `Resolved on ${gatewayName}: ${alert.message}`;
}

export function reportText(report: DailyReport, gatewayName: string, firing: readonly Alert[]): string {
  const lines = [
    `${gatewayName}, ${report.day}: ${kwh(report.wh)} today, rank ${String(report.rank)} of the last ${String(report.days)} days.`,
  ];
  const total = report.inverters.reduce((sum, inv) => sum + inv.wh, 0);
  for (const inv of report.inverters) {
    const share = total > 0 ? Math.round((inv.wh / total) * 100) : 0;
    lines.push(`- ${inv.name}: ${kwh(inv.wh)} (${String(share)} %)`);
  }
  lines.push(
    firing.length === 0 ? 'No alert is firing.' : `Still firing: ${firing.map((a) => a.message).join(' ')}`,
  );
  return lines.join('\n');
}

export function summaryText(held: readonly { at: number; text: string }[], gatewayName: string): string {
  return [
    `While quiet hours held them, ${String(held.length)} messages came for ${gatewayName}:`,
    ...held.map((h) => `- ${h.text}`),
  ].join('\n');
}
