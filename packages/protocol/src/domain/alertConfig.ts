/**
 * Reading an alert configuration someone sent (companion-api §4 `POST /api/x/alerts/config`): every
 * field checked, the first fault named by its path (code 90005), secrets masked on the way out and kept
 * when the mask comes back. Pure: the companion stores, the web app checks its form with the same rules.
 */
import {
  ALERT_LIMITS,
  ALERT_RULES,
  ALERT_SEVERITIES,
  CHANNEL_KINDS,
  DEFAULT_ALERT_RULES,
  SECRET_MASK,
  type AlertChannel,
  type AlertConfig,
  type AlertRuleSettings,
  type AlertSeverity,
  type QuietHours,
} from '../api/alerts.ts';

export const DEFAULT_ALERT_CONFIG: AlertConfig = {
  rules: DEFAULT_ALERT_RULES,
  channels: [],
  quiet: null,
  renotify_hours: null,
};

export class AlertConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function obj(v: unknown, field: string): Obj {
  if (!isObj(v)) throw new AlertConfigError(field, `${field} must be an object`);
  return v;
}
function bool(v: unknown, field: string): boolean {
  if (typeof v !== 'boolean') throw new AlertConfigError(field, `${field} must be true or false`);
  return v;
}
function num(v: unknown, field: string, range: { min: number; max: number }, integer = false): number {
  if (
    typeof v !== 'number' ||
    !Number.isFinite(v) ||
    v < range.min ||
    v > range.max ||
    (integer && !Number.isInteger(v))
  ) {
    throw new AlertConfigError(
      field,
      `${field} must be ${integer ? 'a whole number' : 'a number'} from ${String(range.min)} to ${String(range.max)}`,
    );
  }
  return v;
}
function text(v: unknown, field: string, max = 512): string {
  if (typeof v !== 'string' || v.length > max)
    throw new AlertConfigError(field, `${field} must be text of at most ${String(max)} characters`);
  return v;
}
function required(v: unknown, field: string, max = 512): string {
  const value = text(v, field, max).trim();
  if (value === '') throw new AlertConfigError(field, `${field} must not be empty`);
  return value;
}
function url(v: unknown, field: string, schemes: readonly string[]): string {
  const value = required(v, field, 2048);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/[^\s/?#]+/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined || !schemes.includes(scheme)) {
    throw new AlertConfigError(
      field,
      `${field} must be an address starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    );
  }
  return value;
}

const MINUTES = ALERT_LIMITS.minutes;

function rules(input: unknown): AlertRuleSettings {
  const r = obj(input ?? {}, 'rules');
  const part = (id: keyof AlertRuleSettings): Obj => {
    const given = r[id];
    return given === undefined ? { ...DEFAULT_ALERT_RULES[id] } : obj(given, `rules.${id}`);
  };
  const enabled = (id: keyof AlertRuleSettings, p: Obj): boolean =>
    p.enabled === undefined ? DEFAULT_ALERT_RULES[id].enabled : bool(p.enabled, `rules.${id}.enabled`);
  const g = part('gateway_offline');
  const u = part('inverter_unreachable');
  const n = part('inverter_not_producing');
  const s = part('string_low');
  const t = part('temperature_high');
  const d = part('daily_report');
  for (const id of Object.keys(r)) {
    if (!(ALERT_RULES as readonly string[]).includes(id))
      throw new AlertConfigError(`rules.${id}`, `rules.${id} is not a rule`);
  }
  return {
    gateway_offline: {
      enabled: enabled('gateway_offline', g),
      minutes: num(g.minutes, 'rules.gateway_offline.minutes', MINUTES, true),
    },
    inverter_unreachable: {
      enabled: enabled('inverter_unreachable', u),
      minutes: num(u.minutes, 'rules.inverter_unreachable.minutes', MINUTES, true),
    },
    inverter_not_producing: {
      enabled: enabled('inverter_not_producing', n),
      minutes: num(n.minutes, 'rules.inverter_not_producing.minutes', MINUTES, true),
    },
    string_low: {
      enabled: enabled('string_low', s),
      days: num(s.days, 'rules.string_low.days', ALERT_LIMITS.days, true),
      ratio: num(s.ratio, 'rules.string_low.ratio', ALERT_LIMITS.ratio),
    },
    temperature_high: {
      enabled: enabled('temperature_high', t),
      celsius: num(t.celsius, 'rules.temperature_high.celsius', ALERT_LIMITS.celsius),
    },
    daily_report: { enabled: enabled('daily_report', d) },
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function quiet(input: unknown): QuietHours | null {
  if (input === null || input === undefined) return null;
  const q = obj(input, 'quiet');
  for (const key of ['from', 'to'] as const) {
    if (typeof q[key] !== 'string' || !HHMM.test(q[key]))
      throw new AlertConfigError(`quiet.${key}`, `quiet.${key} must be a time HH:MM`);
  }
  return { from: q.from as string, to: q.to as string };
}

/** A secret field: the mask keeps what is stored, '' or absent clears it. */
function secret(v: unknown, field: string, stored: string | undefined): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const value = text(v, field, 512);
  return value === SECRET_MASK ? stored : value;
}

function channel(input: unknown, index: number, stored: readonly AlertChannel[]): AlertChannel {
  const at = `channels.${String(index)}`;
  const c = obj(input, at);
  const id = required(c.id, `${at}.id`, 32);
  if (!ALERT_LIMITS.channelId.test(id))
    throw new AlertConfigError(`${at}.id`, `${at}.id may use a-z, 0-9 and "-" (1 to 32)`);
  const severity = c.min_severity ?? 'warning';
  if (!(ALERT_SEVERITIES as readonly unknown[]).includes(severity)) {
    throw new AlertConfigError(`${at}.min_severity`, `${at}.min_severity must be info, warning or critical`);
  }
  const min_severity = severity as AlertSeverity;
  const old = stored.find((s) => s.id === id && s.kind === c.kind);
  switch (c.kind) {
    case 'webhook': {
      const headers: Record<string, string> = {};
      if (c.headers !== undefined) {
        for (const [name, value] of Object.entries(obj(c.headers, `${at}.headers`))) {
          if (!/^[A-Za-z0-9-]{1,64}$/.test(name))
            throw new AlertConfigError(`${at}.headers`, `${at}.headers has an invalid name "${name}"`);
          const kept = secret(
            value,
            `${at}.headers.${name}`,
            old?.kind === 'webhook' ? old.headers?.[name] : undefined,
          );
          if (kept !== undefined) headers[name] = kept;
        }
      }
      return { id, kind: 'webhook', min_severity, url: url(c.url, `${at}.url`, ['http', 'https']), headers };
    }
    case 'ntfy': {
      const token = secret(c.token, `${at}.token`, old?.kind === 'ntfy' ? old.token : undefined);
      return {
        id,
        kind: 'ntfy',
        min_severity,
        server: url(c.server ?? 'https://ntfy.sh', `${at}.server`, ['http', 'https']),
        topic: required(c.topic, `${at}.topic`, 64),
        ...(token === undefined ? {} : { token }),
      };
    }
    case 'mqtt': {
      const password = secret(c.password, `${at}.password`, old?.kind === 'mqtt' ? old.password : undefined);
      const user = c.user === undefined ? '' : text(c.user, `${at}.user`, 64);
      return {
        id,
        kind: 'mqtt',
        min_severity,
        url: url(c.url, `${at}.url`, ['mqtt', 'mqtts', 'ws', 'wss']),
        ...(user === '' ? {} : { user }),
        ...(password === undefined ? {} : { password }),
        topic_prefix: required(c.topic_prefix ?? 'dtu-web', `${at}.topic_prefix`, 128),
      };
    }
    case 'email': {
      const password = secret(c.password, `${at}.password`, old?.kind === 'email' ? old.password : undefined);
      const user = c.user === undefined ? '' : text(c.user, `${at}.user`, 128);
      const address = (v: unknown, field: string): string => {
        const value = required(v, field, 254);
        if (!/^[^\s@]+@[^\s@]+$/.test(value))
          throw new AlertConfigError(field, `${field} must be an e-mail address`);
        return value;
      };
      return {
        id,
        kind: 'email',
        min_severity,
        host: required(c.host, `${at}.host`, 253),
        port: num(c.port ?? 587, `${at}.port`, { min: 1, max: 65535 }, true),
        secure: c.secure === undefined ? false : bool(c.secure, `${at}.secure`),
        ...(user === '' ? {} : { user }),
        ...(password === undefined ? {} : { password }),
        from: address(c.from, `${at}.from`),
        to: address(c.to, `${at}.to`),
      };
    }
    default:
      throw new AlertConfigError(`${at}.kind`, `${at}.kind must be one of ${CHANNEL_KINDS.join(', ')}`);
  }
}

/** Reads a posted configuration; secrets sent as the mask keep the `stored` ones. Throws AlertConfigError. */
export function parseAlertConfig(input: unknown, stored: AlertConfig = DEFAULT_ALERT_CONFIG): AlertConfig {
  const c = obj(input, 'data');
  const list = c.channels ?? [];
  if (!Array.isArray(list)) throw new AlertConfigError('channels', 'channels must be a list');
  if (list.length > ALERT_LIMITS.channels) {
    throw new AlertConfigError('channels', `at most ${String(ALERT_LIMITS.channels)} channels`);
  }
  const channels = list.map((item, i) => channel(item, i, stored.channels));
  const ids = new Set<string>();
  channels.forEach((ch, i) => {
    if (ids.has(ch.id))
      throw new AlertConfigError(`channels.${String(i)}.id`, `channel id "${ch.id}" is used twice`);
    ids.add(ch.id);
  });
  const renotify = c.renotify_hours;
  return {
    rules: rules(c.rules),
    channels,
    quiet: quiet(c.quiet),
    renotify_hours:
      renotify === null || renotify === undefined
        ? null
        : num(renotify, 'renotify_hours', ALERT_LIMITS.renotifyHours, true),
  };
}

/** The configuration as a GET shows it: every secret replaced by the mask. */
export function maskAlertConfig(config: AlertConfig): AlertConfig {
  return {
    ...config,
    channels: config.channels.map((ch) => {
      switch (ch.kind) {
        case 'webhook':
          return {
            ...ch,
            headers: Object.fromEntries(Object.keys(ch.headers ?? {}).map((name) => [name, SECRET_MASK])),
          };
        case 'ntfy':
          return ch.token === undefined ? ch : { ...ch, token: SECRET_MASK };
        case 'mqtt':
        case 'email':
          return ch.password === undefined ? ch : { ...ch, password: SECRET_MASK };
      }
    }),
  };
}
