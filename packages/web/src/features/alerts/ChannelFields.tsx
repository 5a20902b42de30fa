import type { AlertChannel } from '@dtu-web/protocol';
import { Switch } from '../../components/FormField.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import { NumberInput, TextInput } from './inputs.tsx';

export interface ChannelFieldsProps {
  channel: AlertChannel;
  /** The channel's field path prefix (`channels.<i>`), for the checks' messages. */
  at: string;
  error: (field: string) => string | undefined;
  onChange: (channel: AlertChannel) => void;
}

/** Webhook headers as `Name: value` lines (a stored value shows as the mask and stays unless changed). */
export function headersText(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The fields of a channel that hold text (or may be left out). */
type TextKey<C> = {
  [P in keyof C]-?: C[P] extends string | undefined ? P : never;
}[keyof C] &
  string;

interface TextOptions {
  type?: 'url' | 'email';
  /** A secret: a password field showing the stored mask, kept unless changed. */
  secret?: boolean;
}

/** The fields of one channel's kind; secrets are password fields that show the stored mask. */
export function ChannelFields({ channel, at, error, onChange }: ChannelFieldsProps) {
  const { t } = useI18n();
  // One text field of `c`: its label, its check's message at `<at>.<key>`, its change into the channel.
  const text = <C extends AlertChannel>(c: C, key: TextKey<C>, label: string, options: TextOptions = {}) => {
    const value: unknown = c[key];
    return (
      <TextInput
        key={key}
        label={label}
        type={options.secret ? 'password' : options.type}
        {...(options.secret ? { autoComplete: 'new-password', hint: t('alerts.SecretHint') } : {})}
        value={typeof value === 'string' ? value : ''}
        error={error(`${at}.${key}`)}
        onChange={(next) => {
          onChange({ ...c, [key]: next });
        }}
      />
    );
  };
  switch (channel.kind) {
    case 'webhook':
      return (
        <>
          {text(channel, 'url', t('alerts.Url'), { type: 'url' })}
          <div className="mb-3">
            <label className="form-label" htmlFor={`${at}-headers`}>
              {t('alerts.Headers')}
            </label>
            <textarea
              id={`${at}-headers`}
              className="form-control font-monospace"
              rows={2}
              aria-describedby={`${at}-headers-hint`}
              defaultValue={headersText(channel.headers)}
              onChange={(event) => {
                onChange({ ...channel, headers: parseHeaders(event.target.value) });
              }}
            />
            <div id={`${at}-headers-hint`} className="form-text">
              {t('alerts.HeadersHint')}
            </div>
          </div>
        </>
      );
    case 'ntfy':
      return (
        <>
          {text(channel, 'server', t('alerts.Server'), { type: 'url' })}
          {text(channel, 'topic', t('alerts.Topic'))}
          {text(channel, 'token', t('alerts.Token'), { secret: true })}
        </>
      );
    case 'mqtt':
      return (
        <>
          {text(channel, 'url', t('alerts.BrokerUrl'))}
          {text(channel, 'user', t('alerts.User'))}
          {text(channel, 'password', t('alerts.Password'), { secret: true })}
          {text(channel, 'topic_prefix', t('alerts.TopicPrefix'))}
        </>
      );
    case 'email':
      return (
        <>
          {text(channel, 'host', t('alerts.SmtpHost'))}
          <NumberInput
            label={t('alerts.Port')}
            value={channel.port}
            error={error(`${at}.port`)}
            onChange={(port) => {
              onChange({ ...channel, port });
            }}
          />
          <Switch
            className="mb-3"
            label={t('alerts.Secure')}
            checked={channel.secure}
            onChange={(secure) => {
              onChange({ ...channel, secure });
            }}
          />
          {text(channel, 'user', t('alerts.User'))}
          {text(channel, 'password', t('alerts.Password'), { secret: true })}
          {text(channel, 'from', t('alerts.From'), { type: 'email' })}
          {text(channel, 'to', t('alerts.To'), { type: 'email' })}
        </>
      );
  }
}
