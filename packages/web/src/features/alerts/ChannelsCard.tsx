import {
  ALERT_LIMITS,
  ALERT_SEVERITIES,
  CHANNEL_KINDS,
  type AlertChannel,
  type AlertConfig,
  type AlertSeverity,
  type ApiResult,
  type ChannelKind,
} from '@dtu-web/protocol';
import { useState } from 'react';
import { SettingsCard } from '../../components/SettingsPage.tsx';
import { errorResult } from '../../lib/api/index.ts';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { testChannel } from './api.ts';
import { ChannelFields } from './ChannelFields.tsx';
import { SelectInput, TextInput } from './inputs.tsx';
import { newChannel } from './newChannel.ts';

interface TestState {
  busy: boolean;
  result?: ApiResult;
}

/** The channels: add, edit, remove, and a test message through a saved one (its own answer shown). */
export function ChannelsCard({ form, value }: { form: SettingsForm<AlertConfig>; value: AlertConfig }) {
  const { t } = useI18n();
  const [tests, setTests] = useState<Readonly<Record<string, TestState>>>({});
  const kinds: readonly (readonly [ChannelKind, string])[] = CHANNEL_KINDS.map((kind) => [
    kind,
    kind === 'webhook'
      ? t('alerts.KindWebhook')
      : kind === 'ntfy'
        ? t('alerts.KindNtfy')
        : kind === 'mqtt'
          ? t('alerts.KindMqtt')
          : t('alerts.KindEmail'),
  ]);
  const severities: readonly (readonly [AlertSeverity, string])[] = ALERT_SEVERITIES.map((severity) => [
    severity,
    severity === 'critical'
      ? t('alerts.SeverityCritical')
      : severity === 'warning'
        ? t('alerts.SeverityWarning')
        : t('alerts.SeverityInfo'),
  ]);
  const setChannels = (change: (channels: AlertChannel[]) => AlertChannel[]): void => {
    form.update((config) => ({ ...config, channels: change(config.channels) }));
  };
  const replace = (index: number, channel: AlertChannel): void => {
    setChannels((channels) => channels.map((old, i) => (i === index ? channel : old)));
  };
  const runTest = (id: string): void => {
    setTests((all) => ({ ...all, [id]: { busy: true } }));
    void testChannel(id)
      .catch((error: unknown) => errorResult(error))
      .then((result) => {
        setTests((all) => ({ ...all, [id]: { busy: false, result } }));
      });
  };

  return (
    <SettingsCard title={t('alerts.ChannelsCard')}>
      {value.channels.length === 0 && <p className="text-body-secondary">{t('alerts.NoChannels')}</p>}
      {value.channels.map((channel, index) => {
        const at = `channels.${String(index)}`;
        const test = tests[channel.id];
        return (
          <fieldset key={index} className="border rounded p-3 mb-3" data-testid="alert-channel">
            <legend className="fs-6 float-none w-auto px-2 mb-0">
              {t('alerts.ChannelLegend', { id: channel.id === '' ? String(index + 1) : channel.id })}
            </legend>
            <TextInput
              label={t('alerts.ChannelId')}
              hint={t('alerts.ChannelIdHint')}
              value={channel.id}
              error={form.error(`${at}.id`)}
              onChange={(id) => {
                replace(index, { ...channel, id });
              }}
            />
            <SelectInput
              label={t('alerts.Kind')}
              value={channel.kind}
              options={kinds}
              error={form.error(`${at}.kind`)}
              onChange={(kind) => {
                replace(index, { ...newChannel(kind, channel.id), min_severity: channel.min_severity });
              }}
            />
            <SelectInput
              label={t('alerts.MinSeverity')}
              value={channel.min_severity}
              options={severities}
              error={form.error(`${at}.min_severity`)}
              onChange={(min_severity) => {
                replace(index, { ...channel, min_severity });
              }}
            />
            <ChannelFields
              key={channel.kind}
              channel={channel}
              at={at}
              error={form.error}
              onChange={(changed) => {
                replace(index, changed);
              }}
            />
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                disabled={form.dirty || test?.busy === true || channel.id === ''}
                onClick={() => {
                  runTest(channel.id);
                }}
              >
                {t('alerts.SendTest')}
              </button>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => {
                  setChannels((channels) => channels.filter((_, i) => i !== index));
                }}
              >
                {t('alerts.RemoveChannel')}
              </button>
              {form.dirty && <span className="small text-body-secondary">{t('alerts.SaveBeforeTest')}</span>}
            </div>
            <div role="status" aria-live="polite" className="mt-2">
              {test?.result !== undefined &&
                (test.result.type === 'success' ? (
                  <p className="text-success mb-0" data-testid="channel-test-result">
                    {t('alerts.TestSent')}
                  </p>
                ) : (
                  <p className="text-danger mb-0" data-testid="channel-test-result">
                    {t('alerts.TestFailed', { message: test.result.message })}
                  </p>
                ))}
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={value.channels.length >= ALERT_LIMITS.channels}
        onClick={() => {
          setChannels((channels) => [
            ...channels,
            newChannel('webhook', `channel-${String(channels.length + 1)}`),
          ]);
        }}
      >
        {t('alerts.AddChannel')}
      </button>
    </SettingsCard>
  );
}
