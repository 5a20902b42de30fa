import {
  MQTT_MAX_CERT_STRLEN,
  MQTT_PUBLISH_INTERVAL_MAX,
  MQTT_PUBLISH_INTERVAL_MIN,
  type MqttConfig,
} from '@dtu-web/protocol';
import {
  NameField,
  NumberField,
  PasswordField,
  SelectField,
  SwitchField,
  SwitchFields,
  TextAreaField,
} from '../../components/SettingsFields.tsx';
import { SettingsCard } from '../../components/SettingsPage.tsx';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';

interface CardProps {
  form: SettingsForm<MqttConfig>;
}

interface CardWithValueProps extends CardProps {
  value: MqttConfig;
}

type CertField = 'mqtt_root_ca_cert' | 'mqtt_client_cert' | 'mqtt_client_key';

/** Broker address, login and TLS. */
export function BrokerCard({ form, value }: CardWithValueProps) {
  const { t } = useI18n();
  const certHint = t('mqtt.CertHint', { max: MQTT_MAX_CERT_STRLEN });
  // A certificate too long for the device blocks the save even while TLS is off: show it then too.
  const shown = (field: CertField, parentOn: boolean): boolean => parentOn || form.error(field) !== undefined;
  return (
    <SettingsCard title={t('mqtt.Broker')}>
      <NameField form={form} name="mqtt_hostname" label={t('mqtt.Hostname')} hint={t('mqtt.HostnameHint')} />
      <NumberField
        form={form}
        name="mqtt_port"
        label={t('mqtt.Port')}
        hint={t('mqtt.PortHint')}
        inputMode="numeric"
        min={1}
        max={65535}
      />
      <NameField form={form} name="mqtt_clientid" label={t('mqtt.ClientId')} hint={t('mqtt.ClientIdHint')} />
      <NameField form={form} name="mqtt_username" label={t('mqtt.Username')} hint={t('mqtt.LoginHint')} />
      <PasswordField form={form} name="mqtt_password" label={t('mqtt.Password')} />
      <SwitchField form={form} name="mqtt_tls" label={t('mqtt.Tls')} hint={t('mqtt.TlsHint')} />
      {shown('mqtt_root_ca_cert', value.mqtt_tls) && (
        <TextAreaField
          form={form}
          name="mqtt_root_ca_cert"
          label={t('mqtt.RootCa')}
          hint={`${t('mqtt.RootCaHint')} ${certHint}`}
        />
      )}
      {value.mqtt_tls && (
        <SwitchField
          form={form}
          name="mqtt_tls_cert_login"
          label={t('mqtt.CertLogin')}
          hint={t('mqtt.CertLoginHint')}
        />
      )}
      {shown('mqtt_client_cert', value.mqtt_tls && value.mqtt_tls_cert_login) && (
        <TextAreaField form={form} name="mqtt_client_cert" label={t('mqtt.ClientCert')} hint={certHint} />
      )}
      {shown('mqtt_client_key', value.mqtt_tls && value.mqtt_tls_cert_login) && (
        <TextAreaField form={form} name="mqtt_client_key" label={t('mqtt.ClientKey')} hint={certHint} />
      )}
    </SettingsCard>
  );
}

/** Base topic, interval and how the broker keeps the messages. */
export function PublishCard({ form }: CardProps) {
  const { t } = useI18n();
  return (
    <SettingsCard title={t('mqtt.Publishing')}>
      <NameField form={form} name="mqtt_topic" label={t('mqtt.Topic')} hint={t('mqtt.TopicHint')} />
      <NumberField
        form={form}
        name="mqtt_publish_interval"
        label={t('mqtt.PublishInterval')}
        hint={t('mqtt.PublishIntervalHint', {
          min: MQTT_PUBLISH_INTERVAL_MIN,
          max: MQTT_PUBLISH_INTERVAL_MAX,
        })}
        unit={t('mqtt.Seconds')}
        inputMode="numeric"
        min={MQTT_PUBLISH_INTERVAL_MIN}
        max={MQTT_PUBLISH_INTERVAL_MAX}
      />
      <SwitchFields
        form={form}
        switches={[
          { name: 'mqtt_retain', label: t('mqtt.Retain'), hint: t('mqtt.RetainHint') },
          { name: 'mqtt_clean_session', label: t('mqtt.CleanSession'), hint: t('mqtt.CleanSessionHint') },
        ]}
      />
    </SettingsCard>
  );
}

/** The status topic the broker sets to the offline value when the device drops off. */
export function LastWillCard({ form, value }: CardWithValueProps) {
  const { t } = useI18n();
  const qos = [
    { value: 0, label: t('mqtt.Qos0') },
    { value: 1, label: t('mqtt.Qos1') },
    { value: 2, label: t('mqtt.Qos2') },
  ];
  return (
    <SettingsCard title={t('mqtt.LastWill')}>
      <p className="text-body-secondary">{t('mqtt.LastWillIntro')}</p>
      <NameField
        form={form}
        name="mqtt_lwt_topic"
        label={t('mqtt.LwtTopic')}
        hint={t('mqtt.LwtTopicHint', { topic: value.mqtt_topic + value.mqtt_lwt_topic })}
      />
      <NameField form={form} name="mqtt_lwt_online" label={t('mqtt.LwtOnline')} />
      <NameField form={form} name="mqtt_lwt_offline" label={t('mqtt.LwtOffline')} />
      <SelectField form={form} name="mqtt_lwt_qos" label={t('mqtt.LwtQos')} options={qos} />
    </SettingsCard>
  );
}

/** Home Assistant's discovery messages. */
export function HassCard({ form }: CardProps) {
  const { t } = useI18n();
  return (
    <SettingsCard title={t('mqtt.Hass')}>
      <NameField
        form={form}
        name="mqtt_hass_topic"
        label={t('mqtt.HassTopic')}
        hint={t('mqtt.HassTopicHint')}
      />
      <SwitchFields
        form={form}
        switches={[
          { name: 'mqtt_hass_retain', label: t('mqtt.HassRetain'), hint: t('mqtt.HassRetainHint') },
          { name: 'mqtt_hass_expire', label: t('mqtt.HassExpire'), hint: t('mqtt.HassExpireHint') },
          {
            name: 'mqtt_hass_individualpanels',
            label: t('mqtt.HassIndividual'),
            hint: t('mqtt.HassIndividualHint'),
          },
        ]}
      />
    </SettingsCard>
  );
}
