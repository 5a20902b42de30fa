/** /api/mqtt/* (device-api §1.11). The broker connection itself comes with the MQTT publisher. */
import {
  mqttConfigSchema,
  type ConfigFile,
  type MqttConfig,
  type MqttPublishSettings,
  type MqttStatus,
} from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { effectiveClientId } from '../device/identity.ts';
import { certificateInfo } from '../mqtt/certInfo.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';

/** The keys both GETs end with (publishing and Home Assistant), in the device's order. */
function publishSettings(mqtt: ConfigFile['mqtt']): MqttPublishSettings {
  return {
    mqtt_publish_interval: mqtt.publish_interval,
    mqtt_clean_session: mqtt.clean_session,
    mqtt_hass_enabled: mqtt.hass.enabled,
    mqtt_hass_expire: mqtt.hass.expire,
    mqtt_hass_retain: mqtt.hass.retain,
    mqtt_hass_topic: mqtt.hass.topic,
    mqtt_hass_individualpanels: mqtt.hass.individual_panels,
  };
}

export const mqttRoutes = defineArea((app, ctx) => {
  app.get('/api/mqtt/status', { config: { auth: 'readonly' } }, (_request, reply) => {
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
      ...publishSettings(mqtt),
    };
    return sendJson(reply, body);
  });

  app.get('/api/mqtt/config', { config: { auth: 'admin' } }, (_request, reply) => {
    const { mqtt } = ctx.store.config;
    const body: MqttConfig = {
      mqtt_enabled: mqtt.enabled,
      mqtt_hostname: mqtt.hostname,
      mqtt_port: mqtt.port,
      mqtt_clientid: mqtt.clientid,
      mqtt_username: mqtt.username,
      mqtt_password: mqtt.password,
      mqtt_topic: mqtt.topic,
      mqtt_retain: mqtt.retain,
      mqtt_tls: mqtt.tls.enabled,
      mqtt_root_ca_cert: mqtt.tls.root_ca_cert,
      mqtt_tls_cert_login: mqtt.tls.certlogin,
      mqtt_client_cert: mqtt.tls.client_cert,
      mqtt_client_key: mqtt.tls.client_key,
      mqtt_lwt_topic: mqtt.lwt.topic,
      mqtt_lwt_online: mqtt.lwt.value_online,
      mqtt_lwt_offline: mqtt.lwt.value_offline,
      mqtt_lwt_qos: mqtt.lwt.qos,
      ...publishSettings(mqtt),
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    url: '/api/mqtt/config',
    schema: mqttConfigSchema,
    area: 'mqtt',
    apply: ({ mqtt }, v) => {
      mqtt.enabled = v.mqtt_enabled;
      mqtt.retain = v.mqtt_retain;
      mqtt.tls.enabled = v.mqtt_tls;
      mqtt.tls.root_ca_cert = v.mqtt_root_ca_cert;
      mqtt.tls.certlogin = v.mqtt_tls_cert_login;
      mqtt.tls.client_cert = v.mqtt_client_cert;
      mqtt.tls.client_key = v.mqtt_client_key;
      mqtt.hostname = v.mqtt_hostname;
      mqtt.port = v.mqtt_port;
      mqtt.clientid = v.mqtt_clientid;
      mqtt.username = v.mqtt_username;
      mqtt.password = v.mqtt_password;
      mqtt.topic = v.mqtt_topic;
      mqtt.lwt.topic = v.mqtt_lwt_topic;
      mqtt.lwt.value_online = v.mqtt_lwt_online;
      mqtt.lwt.value_offline = v.mqtt_lwt_offline;
      mqtt.lwt.qos = v.mqtt_lwt_qos;
      mqtt.publish_interval = v.mqtt_publish_interval;
      mqtt.clean_session = v.mqtt_clean_session;
      mqtt.hass.enabled = v.mqtt_hass_enabled;
      mqtt.hass.expire = v.mqtt_hass_expire;
      mqtt.hass.retain = v.mqtt_hass_retain;
      mqtt.hass.individual_panels = v.mqtt_hass_individualpanels;
      mqtt.hass.topic = v.mqtt_hass_topic;
    },
  });
});
