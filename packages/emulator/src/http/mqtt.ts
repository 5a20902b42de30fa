/** /api/mqtt/* (device-api §1.11). The broker connection itself comes with the MQTT publisher. */
import {
  endpoints,
  type ConfigFile,
  type MqttConfig,
  type MqttPublishSettings,
  type MqttStatus,
} from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { effectiveClientId } from '../device/identity.ts';
import { certificateInfo } from '../device/certInfo.ts';
import { fromWire, toWire, type FieldTable } from './common/fields.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

/** The settings both GETs end with (publishing and Home Assistant), in the device's order. */
const PUBLISH_FIELDS: FieldTable<MqttPublishSettings, ConfigFile> = {
  mqtt_publish_interval: 'mqtt.publish_interval',
  mqtt_clean_session: 'mqtt.clean_session',
  mqtt_hass_enabled: 'mqtt.hass.enabled',
  mqtt_hass_expire: 'mqtt.hass.expire',
  mqtt_hass_retain: 'mqtt.hass.retain',
  mqtt_hass_topic: 'mqtt.hass.topic',
  mqtt_hass_individualpanels: 'mqtt.hass.individual_panels',
};

/** The MQTT settings on the wire and in config.json, in the device's order. */
const MQTT_FIELDS: FieldTable<MqttConfig, ConfigFile> = {
  mqtt_enabled: 'mqtt.enabled',
  mqtt_hostname: 'mqtt.hostname',
  mqtt_port: 'mqtt.port',
  mqtt_clientid: 'mqtt.clientid',
  mqtt_username: 'mqtt.username',
  mqtt_password: 'mqtt.password',
  mqtt_topic: 'mqtt.topic',
  mqtt_retain: 'mqtt.retain',
  mqtt_tls: 'mqtt.tls.enabled',
  mqtt_root_ca_cert: 'mqtt.tls.root_ca_cert',
  mqtt_tls_cert_login: 'mqtt.tls.certlogin',
  mqtt_client_cert: 'mqtt.tls.client_cert',
  mqtt_client_key: 'mqtt.tls.client_key',
  mqtt_lwt_topic: 'mqtt.lwt.topic',
  mqtt_lwt_online: 'mqtt.lwt.value_online',
  mqtt_lwt_offline: 'mqtt.lwt.value_offline',
  mqtt_lwt_qos: 'mqtt.lwt.qos',
  ...PUBLISH_FIELDS,
};

export const mqttRoutes = defineArea((app, ctx) => {
  readRoute(app, endpoints.mqttStatus, (_request, reply) => {
    const { mqtt } = ctx.store.config;
    const body: MqttStatus = {
      mqtt_enabled: mqtt.enabled,
      mqtt_hostname: mqtt.hostname,
      mqtt_port: mqtt.port,
      mqtt_clientid: effectiveClientId(mqtt.clientid, ctx.identity),
      mqtt_username: mqtt.username,
      mqtt_topic: mqtt.topic,
      mqtt_connected: ctx.mqttConnected,
      mqtt_retain: mqtt.retain,
      mqtt_tls: mqtt.tls.enabled,
      mqtt_root_ca_cert_info: certificateInfo(mqtt.tls.root_ca_cert),
      mqtt_tls_cert_login: mqtt.tls.certlogin,
      mqtt_client_cert_info: certificateInfo(mqtt.tls.client_cert),
      mqtt_lwt_topic: mqtt.topic + mqtt.lwt.topic,
      ...toWire(PUBLISH_FIELDS, ctx.store.config),
    };
    return sendJson(reply, body);
  });

  readRoute(app, endpoints.mqttConfig, (_request, reply) =>
    sendJson(reply, toWire(MQTT_FIELDS, ctx.store.config)),
  );

  configPost(app, ctx, {
    endpoint: 'mqttConfigSave',
    area: 'mqtt',
    apply: (c, value) => {
      fromWire(MQTT_FIELDS, c, value);
    },
  });
});
