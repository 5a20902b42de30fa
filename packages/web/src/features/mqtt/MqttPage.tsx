import {
  endpoints,
  mqttRequestSchema,
  RESPONSE_PARAMS,
  ResponseCode,
  checkBodyAll,
  responseMessageKey,
  type MqttConfig,
} from '@dtu-web/protocol';
import { useEffect, useMemo } from 'react';
import { SwitchField } from '../../components/SettingsFields.tsx';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import { useRequestSchema } from '../../lib/form/useRequestSchema.ts';
import { useSettingsForm, type SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { BrokerCard, HassCard, LastWillCard, PublishCard } from './MqttCards.tsx';

/**
 * A number that is no unsigned integer fails the device's type check (1005, "wrong type"); beside the
 * field, its own range says more.
 */
const RANGE_OF: Readonly<Record<string, ResponseCode>> = {
  mqtt_port: ResponseCode.MqttPort,
  mqtt_publish_interval: ResponseCode.MqttPublishInterval,
};

const NUMBER_FIELDS = ['mqtt_port', 'mqtt_publish_interval'] as const;

/** MQTT settings (interface-spec §2, device-api §1.11): each card shows only while its switch is on. */
export default function MqttPage() {
  const { t } = useI18n();
  // From v25.9.11 the Home Assistant topic must end with "/" (7018): checked as this release checks.
  const schema = useRequestSchema(mqttRequestSchema);
  const base = useSettingsForm<MqttConfig>({ path: endpoints.mqttConfig.path, schema });
  const { value, setTextError } = base;

  const typeFailures = useMemo(
    () =>
      value === undefined
        ? []
        : checkBodyAll(schema, value, 'client').filter(
            (failure) => failure.code === ResponseCode.GenericValueMissing,
          ),
    [value, schema],
  );

  const form: SettingsForm<MqttConfig> = {
    ...base,
    error: (field) => {
      const message = base.error(field);
      const range = RANGE_OF[field];
      if (message === undefined || range === undefined) return message;
      if (!typeFailures.some((failure) => failure.field === field)) return message;
      return t(responseMessageKey(range), { ...RESPONSE_PARAMS[range] });
    },
  };

  // With MQTT off the number inputs are gone; text that was no number must not block the save.
  const enabled = value?.mqtt_enabled === true;
  useEffect(() => {
    if (enabled) return;
    for (const field of NUMBER_FIELDS) setTextError(field, undefined);
  }, [enabled, setTextError]);

  return (
    <SettingsPage title={t('title.MqttSettings')} form={form}>
      {(current) => (
        <>
          <SettingsCard title={t('mqtt.General')}>
            <SwitchField
              form={form}
              name="mqtt_enabled"
              label={t('mqtt.Enabled')}
              hint={t('mqtt.EnabledHint')}
            />
            {current.mqtt_enabled && (
              <SwitchField
                form={form}
                name="mqtt_hass_enabled"
                label={t('mqtt.HassEnabled')}
                hint={t('mqtt.HassEnabledHint')}
              />
            )}
          </SettingsCard>
          {current.mqtt_enabled && (
            <>
              <BrokerCard form={form} value={current} />
              <PublishCard form={form} />
              <LastWillCard form={form} value={current} />
              {current.mqtt_hass_enabled && <HassCard form={form} />}
            </>
          )}
        </>
      )}
    </SettingsPage>
  );
}
