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

/** The fields of one channel's kind; secrets are password fields that show the stored mask. */
export function ChannelFields({ channel, at, error, onChange }: ChannelFieldsProps) {
  const { t } = useI18n();
  const secretHint = t('alerts.SecretHint');
  switch (channel.kind) {
    case 'webhook':
      return (
        <>
          <TextInput
            label={t('alerts.Url')}
            type="url"
            value={channel.url}
            error={error(`${at}.url`)}
            onChange={(url) => {
              onChange({ ...channel, url });
            }}
          />
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
          <TextInput
            label={t('alerts.Server')}
            type="url"
            value={channel.server}
            error={error(`${at}.server`)}
            onChange={(server) => {
              onChange({ ...channel, server });
            }}
          />
          <TextInput
            label={t('alerts.Topic')}
            value={channel.topic}
            error={error(`${at}.topic`)}
            onChange={(topic) => {
              onChange({ ...channel, topic });
            }}
          />
          <TextInput
            label={t('alerts.Token')}
            type="password"
            autoComplete="new-password"
            hint={secretHint}
            value={channel.token ?? ''}
            error={error(`${at}.token`)}
            onChange={(token) => {
              onChange({ ...channel, token });
            }}
          />
        </>
      );
    case 'mqtt':
      return (
        <>
          <TextInput
            label={t('alerts.BrokerUrl')}
            value={channel.url}
            error={error(`${at}.url`)}
            onChange={(url) => {
              onChange({ ...channel, url });
            }}
          />
          <TextInput
            label={t('alerts.User')}
            value={channel.user ?? ''}
            error={error(`${at}.user`)}
            onChange={(user) => {
              onChange({ ...channel, user });
            }}
          />
          <TextInput
            label={t('alerts.Password')}
            type="password"
            autoComplete="new-password"
            hint={secretHint}
            value={channel.password ?? ''}
            error={error(`${at}.password`)}
            onChange={(password) => {
              onChange({ ...channel, password });
            }}
          />
          <TextInput
            label={t('alerts.TopicPrefix')}
            value={channel.topic_prefix}
            error={error(`${at}.topic_prefix`)}
            onChange={(topic_prefix) => {
              onChange({ ...channel, topic_prefix });
            }}
          />
        </>
      );
    case 'email':
      return (
        <>
          <TextInput
            label={t('alerts.SmtpHost')}
            value={channel.host}
            error={error(`${at}.host`)}
            onChange={(host) => {
              onChange({ ...channel, host });
            }}
          />
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
          <TextInput
            label={t('alerts.User')}
            value={channel.user ?? ''}
            error={error(`${at}.user`)}
            onChange={(user) => {
              onChange({ ...channel, user });
            }}
          />
          <TextInput
            label={t('alerts.Password')}
            type="password"
            autoComplete="new-password"
            hint={secretHint}
            value={channel.password ?? ''}
            error={error(`${at}.password`)}
            onChange={(password) => {
              onChange({ ...channel, password });
            }}
          />
          <TextInput
            label={t('alerts.From')}
            type="email"
            value={channel.from}
            error={error(`${at}.from`)}
            onChange={(from) => {
              onChange({ ...channel, from });
            }}
          />
          <TextInput
            label={t('alerts.To')}
            type="email"
            value={channel.to}
            error={error(`${at}.to`)}
            onChange={(to) => {
              onChange({ ...channel, to });
            }}
          />
        </>
      );
  }
}
