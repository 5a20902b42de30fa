/**
 * Alerts (companion-api §4): rules judged on what the companion recorded, alerts with a lifecycle, and
 * the channels that carry them. Shared by the companion, the emulator (gateway `sim`) and the web app.
 */

/** Our codes beyond companion-api §0's: 90005 an invalid alert setting (the field named), 90006 a channel's error. */
export const AlertCode = {
  InvalidSetting: 90005,
  ChannelFailed: 90006,
} as const;

export const ALERT_RULES = [
  'gateway_offline',
  'inverter_unreachable',
  'inverter_not_producing',
  'string_low',
  'temperature_high',
  'daily_report',
] as const;
export type AlertRuleId = (typeof ALERT_RULES)[number];

export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Each rule's parameters, with the defaults of companion-api §4. */
export interface AlertRuleSettings {
  gateway_offline: { enabled: boolean; minutes: number };
  inverter_unreachable: { enabled: boolean; minutes: number };
  inverter_not_producing: { enabled: boolean; minutes: number };
  string_low: { enabled: boolean; days: number; ratio: number };
  temperature_high: { enabled: boolean; celsius: number };
  daily_report: { enabled: boolean };
}

export const DEFAULT_ALERT_RULES: AlertRuleSettings = {
  gateway_offline: { enabled: true, minutes: 10 },
  inverter_unreachable: { enabled: true, minutes: 30 },
  inverter_not_producing: { enabled: true, minutes: 20 },
  string_low: { enabled: true, days: 7, ratio: 0.8 },
  temperature_high: { enabled: true, celsius: 70 },
  daily_report: { enabled: false },
};

/** Bounds the settings are checked against (90005 outside them). */
export const ALERT_LIMITS = {
  minutes: { min: 0, max: 1440 },
  days: { min: 1, max: 90 },
  ratio: { min: 0.05, max: 1 },
  celsius: { min: 30, max: 120 },
  renotifyHours: { min: 1, max: 168 },
  channels: 10,
  channelId: /^[a-z0-9-]{1,32}$/,
} as const;

export const CHANNEL_KINDS = ['webhook', 'ntfy', 'mqtt', 'email'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

interface ChannelBase {
  id: string;
  min_severity: AlertSeverity;
}

export interface WebhookChannel extends ChannelBase {
  kind: 'webhook';
  url: string;
  /** Header values are secrets (masked in a GET). */
  headers?: Record<string, string>;
}

export interface NtfyChannel extends ChannelBase {
  kind: 'ntfy';
  server: string;
  topic: string;
  /** Secret. */
  token?: string;
}

export interface MqttChannel extends ChannelBase {
  kind: 'mqtt';
  url: string;
  user?: string;
  /** Secret. */
  password?: string;
  topic_prefix: string;
}

export interface EmailChannel extends ChannelBase {
  kind: 'email';
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  /** Secret. */
  password?: string;
  from: string;
  to: string;
}

export type AlertChannel = WebhookChannel | NtfyChannel | MqttChannel | EmailChannel;

/** What a GET shows instead of a stored secret; sending it back keeps the stored value. */
export const SECRET_MASK = '********';

/** `quiet` (gateway local time, "HH:MM"): every message but critical waits until it ends. */
export interface QuietHours {
  from: string;
  to: string;
}

/** GET/POST /api/x/alerts/config. */
export interface AlertConfig {
  rules: AlertRuleSettings;
  channels: AlertChannel[];
  quiet: QuietHours | null;
  /** Re-send a still-firing alert after this many hours; null = never. */
  renotify_hours: number | null;
}

export interface AlertSubject {
  serial: string | null;
  /** 1-based string (channel) number, or null. */
  string: number | null;
}

export interface AlertDelivery {
  channel: string;
  at: number;
  ok: boolean;
  error: string | null;
}

/** One alert: one per rule and subject while it fires; kept in the history once resolved. */
export interface Alert {
  id: string;
  rule: AlertRuleId;
  gateway: string;
  subject: AlertSubject;
  severity: AlertSeverity;
  since: number;
  resolved: number | null;
  acknowledged: number | null;
  message: string;
  notified: AlertDelivery[];
}

/** GET /api/x/alerts. */
export interface AlertList {
  active: Alert[];
  history: Alert[];
}

/** POST /api/x/sim/fault (emulator only). */
export const SIM_FAULTS = ['unreachable', 'not_producing', 'string_silent', 'hot', 'none'] as const;
export type SimFault = (typeof SIM_FAULTS)[number];

export interface SimFaultRequest {
  serial: string;
  fault: SimFault;
  /** 1-based string for `string_silent`. */
  string?: number;
}
