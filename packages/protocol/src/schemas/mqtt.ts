import { hasFeature } from '../firmware/features.ts';
import type { FirmwareRelease } from '../firmware/releases.ts';
import type { MqttConfig } from '../api/mqtt.ts';
import { ResponseCode } from '../codes.ts';
import { truncateUtf8, utf8Length, utf8LengthOutside } from '../domain/text.ts';
import {
  MQTT_LWT_QOS_MAX,
  MQTT_MAX_CERT_STRLEN,
  MQTT_MAX_CLIENTID_STRLEN,
  MQTT_MAX_HOSTNAME_STRLEN,
  MQTT_MAX_LWTVALUE_STRLEN,
  MQTT_MAX_PASSWORD_STRLEN,
  MQTT_MAX_TOPIC_STRLEN,
  MQTT_MAX_USERNAME_STRLEN,
  MQTT_PORT_MAX,
  MQTT_PUBLISH_INTERVAL_MAX,
  MQTT_PUBLISH_INTERVAL_MIN,
} from '../limits.ts';
import { asString } from './arduinoJson.ts';
import { defineBody, type BodySchema, type Rule } from './validate.ts';
import { t } from './types.ts';

type StringKey = {
  [K in keyof MqttConfig]: MqttConfig[K] extends string ? K : never;
}[keyof MqttConfig];

// Buffer sizes: with MQTT disabled nothing is checked and the device truncates to these.
const BUFFERS: readonly (readonly [StringKey, number])[] = [
  ['mqtt_hostname', MQTT_MAX_HOSTNAME_STRLEN],
  ['mqtt_clientid', MQTT_MAX_CLIENTID_STRLEN],
  ['mqtt_username', MQTT_MAX_USERNAME_STRLEN],
  ['mqtt_password', MQTT_MAX_PASSWORD_STRLEN],
  ['mqtt_topic', MQTT_MAX_TOPIC_STRLEN],
  ['mqtt_root_ca_cert', MQTT_MAX_CERT_STRLEN],
  ['mqtt_client_cert', MQTT_MAX_CERT_STRLEN],
  ['mqtt_client_key', MQTT_MAX_CERT_STRLEN],
  ['mqtt_lwt_topic', MQTT_MAX_TOPIC_STRLEN],
  ['mqtt_lwt_online', MQTT_MAX_LWTVALUE_STRLEN],
  ['mqtt_lwt_offline', MQTT_MAX_LWTVALUE_STRLEN],
  ['mqtt_hass_topic', MQTT_MAX_TOPIC_STRLEN],
];

const enabled = (v: MqttConfig): boolean => v.mqtt_enabled;
const hassEnabled = (v: MqttConfig): boolean => v.mqtt_enabled && v.mqtt_hass_enabled;
const longer = (text: string, max: number): boolean => utf8Length(text) > max;
const CERT_FIELDS = ['mqtt_root_ca_cert', 'mqtt_client_cert', 'mqtt_client_key'] as const;

const enabledRules: Rule<MqttConfig>[] = [
  {
    field: 'mqtt_hostname',
    code: ResponseCode.MqttHostnameLength,
    fails: (v) => utf8LengthOutside(v.mqtt_hostname, 1, MQTT_MAX_HOSTNAME_STRLEN),
  },
  {
    field: 'mqtt_clientid',
    code: ResponseCode.MqttClientIdLength,
    fails: (v) => longer(v.mqtt_clientid, MQTT_MAX_CLIENTID_STRLEN),
  },
  {
    field: 'mqtt_username',
    code: ResponseCode.MqttUsernameLength,
    fails: (v) => longer(v.mqtt_username, MQTT_MAX_USERNAME_STRLEN),
  },
  {
    field: 'mqtt_password',
    code: ResponseCode.MqttPasswordLength,
    fails: (v) => longer(v.mqtt_password, MQTT_MAX_PASSWORD_STRLEN),
  },
  {
    field: 'mqtt_topic',
    code: ResponseCode.MqttTopicLength,
    fails: (v) => longer(v.mqtt_topic, MQTT_MAX_TOPIC_STRLEN),
  },
  { field: 'mqtt_topic', code: ResponseCode.MqttTopicCharacter, fails: (v) => v.mqtt_topic.includes(' ') },
  {
    field: 'mqtt_topic',
    code: ResponseCode.MqttTopicTrailingSlash,
    fails: (v) => !v.mqtt_topic.endsWith('/'),
  },
  {
    field: 'mqtt_port',
    code: ResponseCode.MqttPort,
    fails: (v) => v.mqtt_port === 0 || v.mqtt_port > MQTT_PORT_MAX,
  },
  // One code for the three PEM fields; the failure names the first one that is too long.
  ...CERT_FIELDS.map((field): Rule<MqttConfig> => ({
    field,
    code: ResponseCode.MqttCertificateLength,
    fails: (v) => longer(v[field], MQTT_MAX_CERT_STRLEN),
  })),
  {
    field: 'mqtt_lwt_topic',
    code: ResponseCode.MqttLwtTopicLength,
    fails: (v) => longer(v.mqtt_lwt_topic, MQTT_MAX_TOPIC_STRLEN),
  },
  {
    field: 'mqtt_lwt_topic',
    code: ResponseCode.MqttLwtTopicCharacter,
    fails: (v) => v.mqtt_lwt_topic.includes(' '),
  },
  {
    field: 'mqtt_lwt_online',
    code: ResponseCode.MqttLwtOnlineLength,
    fails: (v) => longer(v.mqtt_lwt_online, MQTT_MAX_LWTVALUE_STRLEN),
  },
  {
    field: 'mqtt_lwt_offline',
    code: ResponseCode.MqttLwtOfflineLength,
    fails: (v) => longer(v.mqtt_lwt_offline, MQTT_MAX_LWTVALUE_STRLEN),
  },
  { field: 'mqtt_lwt_qos', code: ResponseCode.MqttLwtQos, fails: (v) => v.mqtt_lwt_qos > MQTT_LWT_QOS_MAX },
  {
    field: 'mqtt_publish_interval',
    code: ResponseCode.MqttPublishInterval,
    fails: (v) =>
      v.mqtt_publish_interval < MQTT_PUBLISH_INTERVAL_MIN ||
      v.mqtt_publish_interval > MQTT_PUBLISH_INTERVAL_MAX,
  },
];

const rules: Rule<MqttConfig>[] = [
  .../* @__PURE__ */ enabledRules.map((rule) => ({ ...rule, when: enabled })),
  {
    field: 'mqtt_hass_topic',
    code: ResponseCode.MqttHassTopicLength,
    when: hassEnabled,
    fails: (v) => longer(v.mqtt_hass_topic, MQTT_MAX_TOPIC_STRLEN),
  },
  {
    field: 'mqtt_hass_topic',
    code: ResponseCode.MqttHassTopicCharacter,
    when: hassEnabled,
    fails: (v) => v.mqtt_hass_topic.includes(' '),
  },
];

/**
 * POST /api/mqtt/config (device-api §1.11). Checks run only while mqtt_enabled (hass topic checks
 * only while hass is enabled too); otherwise strings are stored truncated to their buffers.
 * mqtt_root_ca_cert is not type-checked: a missing one is stored as "null".
 */
/*#__NO_SIDE_EFFECTS__*/
function mqttSchema(extra: readonly Rule<MqttConfig>[]): BodySchema<MqttConfig> {
  return defineBody<MqttConfig>({
    types: [
      t.bool('mqtt_enabled'),
      t.bool('mqtt_retain'),
      t.bool('mqtt_tls'),
      t.bool('mqtt_tls_cert_login'),
      t.bool('mqtt_clean_session'),
      t.bool('mqtt_hass_enabled'),
      t.bool('mqtt_hass_expire'),
      t.bool('mqtt_hass_retain'),
      t.bool('mqtt_hass_individualpanels'),
      t.string('mqtt_hostname'),
      t.string('mqtt_clientid'),
      t.string('mqtt_username'),
      t.string('mqtt_password'),
      t.string('mqtt_topic'),
      t.string('mqtt_client_cert'),
      t.string('mqtt_client_key'),
      t.string('mqtt_lwt_topic'),
      t.string('mqtt_lwt_online'),
      t.string('mqtt_lwt_offline'),
      t.string('mqtt_hass_topic'),
      t.int('mqtt_port', 'uint'),
      t.int('mqtt_lwt_qos', 'uint8'),
      t.int('mqtt_publish_interval', 'uint32'),
    ],
    read: (f) => ({
      mqtt_enabled: f.mqtt_enabled as boolean,
      mqtt_hostname: f.mqtt_hostname as string,
      mqtt_port: f.mqtt_port as number,
      mqtt_clientid: f.mqtt_clientid as string,
      mqtt_username: f.mqtt_username as string,
      mqtt_password: f.mqtt_password as string,
      mqtt_topic: f.mqtt_topic as string,
      mqtt_retain: f.mqtt_retain as boolean,
      mqtt_tls: f.mqtt_tls as boolean,
      mqtt_root_ca_cert: asString(f.mqtt_root_ca_cert),
      mqtt_tls_cert_login: f.mqtt_tls_cert_login as boolean,
      mqtt_client_cert: f.mqtt_client_cert as string,
      mqtt_client_key: f.mqtt_client_key as string,
      mqtt_lwt_topic: f.mqtt_lwt_topic as string,
      mqtt_lwt_online: f.mqtt_lwt_online as string,
      mqtt_lwt_offline: f.mqtt_lwt_offline as string,
      mqtt_lwt_qos: f.mqtt_lwt_qos as number,
      mqtt_publish_interval: f.mqtt_publish_interval as number,
      mqtt_clean_session: f.mqtt_clean_session as boolean,
      mqtt_hass_enabled: f.mqtt_hass_enabled as boolean,
      mqtt_hass_expire: f.mqtt_hass_expire as boolean,
      mqtt_hass_retain: f.mqtt_hass_retain as boolean,
      mqtt_hass_topic: f.mqtt_hass_topic as string,
      mqtt_hass_individualpanels: f.mqtt_hass_individualpanels as boolean,
    }),
    rules: [...rules, ...extra],
    store: (v) => {
      const stored = { ...v };
      for (const [key, max] of BUFFERS) stored[key] = truncateUtf8(v[key], max);
      return stored;
    },
  });
}

export const mqttConfigSchema = mqttSchema([]);

/** POST /api/mqtt/config of v25.9.11+: the Home Assistant topic must end with "/" (7018, §2.9). */
export const mqttConfigHassSlashSchema = mqttSchema([
  {
    field: 'mqtt_hass_topic',
    code: ResponseCode.MqttHassTopicTrailingSlash,
    when: hassEnabled,
    fails: (v) => !v.mqtt_hass_topic.endsWith('/'),
  },
]);

/** The schema `release` checks an MQTT save with (firmware-versions.md §2.9): 7018, the Home Assistant
 * topic's trailing slash, from v25.9.11. */
export const mqttRequestSchema = (release: FirmwareRelease): BodySchema<MqttConfig> =>
  hasFeature(release, 'hassTopicTrailingSlash') ? mqttConfigHassSlashSchema : mqttConfigSchema;
