import type { ALERT_SETTING_MESSAGE, Alert, AlertRuleId } from '@dtu-web/protocol';
import type { Translate } from '../../lib/i18n/index.ts';
import { gatewayDayKey } from '../../lib/time/gatewayClock.ts';

/** The settings check's failure key (the protocol's), worded in this feature's strings. */
export const INVALID_SETTING: typeof ALERT_SETTING_MESSAGE = 'alerts.InvalidSetting';

/** The rule's name in the settings (the same key family as the alert's words). */
export function ruleName(t: Translate, rule: AlertRuleId): string {
  switch (rule) {
    case 'gateway_offline':
      return t('alerts.RuleGatewayOffline');
    case 'inverter_unreachable':
      return t('alerts.RuleInverterUnreachable');
    case 'inverter_not_producing':
      return t('alerts.RuleInverterNotProducing');
    case 'string_low':
      return t('alerts.RuleStringLow');
    case 'temperature_high':
      return t('alerts.RuleTemperatureHigh');
    case 'daily_report':
      return t('alerts.RuleDailyReport');
  }
}

/** The inverter's name when the gateway knows it, else its serial. */
export function inverterLabel(serial: string | null, names: ReadonlyMap<string, string>): string {
  if (serial === null) return '';
  return names.get(serial) ?? serial;
}

/**
 * What the alert says, in the reader's language: built from the rule and its subject (never from the
 * server's English `message`), naming the inverter as the gateway calls it.
 */
export function alertTitle(t: Translate, alert: Alert, names: ReadonlyMap<string, string>): string {
  const inverter = inverterLabel(alert.subject.serial, names);
  switch (alert.rule) {
    case 'gateway_offline':
      return t('alerts.TitleGatewayOffline', { gateway: alert.gateway });
    case 'inverter_unreachable':
      return t('alerts.TitleInverterUnreachable', { inverter });
    case 'inverter_not_producing':
      return t('alerts.TitleInverterNotProducing', { inverter });
    case 'string_low':
      return alert.subject.string === null
        ? t('alerts.TitleInverterStringsLow', { inverter })
        : t('alerts.TitleStringLow', { inverter, string: alert.subject.string });
    case 'temperature_high':
      return t('alerts.TitleTemperatureHigh', { inverter });
    case 'daily_report':
      return t('alerts.TitleDailyReport');
  }
}

/**
 * The calendar day (`YYYY-MM-DD`) an alert began on, by the gateway's clock: the History day to look at.
 * The browser's date would open the wrong day whenever its zone and the gateway's disagree (the
 * browser's zone stands in only until the gateway's clock was read, see syncGatewayClock).
 */
export function dayOf(time: number): string {
  return gatewayDayKey(time);
}

/** The History link of that day's curve. */
export function historyDayLink(time: number): string {
  return `/history?view=day&day=${dayOf(time)}`;
}
