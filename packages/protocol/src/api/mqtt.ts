/** /api/mqtt/* (device-api §1.11). */

/** Publishing and Home Assistant settings: the keys both GETs end with, in this order. */
export interface MqttPublishSettings {
  mqtt_publish_interval: number;
  mqtt_clean_session: boolean;
  mqtt_hass_enabled: boolean;
  mqtt_hass_expire: boolean;
  mqtt_hass_retain: boolean;
  mqtt_hass_topic: string;
  mqtt_hass_individualpanels: boolean;
}

/** GET and POST body of /api/mqtt/config: these keys, then the `MqttPublishSettings` ones. */
export interface MqttConfig extends MqttPublishSettings {
  mqtt_enabled: boolean;
  mqtt_hostname: string;
  mqtt_port: number;
  /** Raw configured id (may be ""). */
  mqtt_clientid: string;
  mqtt_username: string;
  mqtt_password: string;
  mqtt_topic: string;
  mqtt_retain: boolean;
  mqtt_tls: boolean;
  mqtt_root_ca_cert: string;
  mqtt_tls_cert_login: boolean;
  mqtt_client_cert: string;
  mqtt_client_key: string;
  /** Raw, without the base topic prefix. */
  mqtt_lwt_topic: string;
  mqtt_lwt_online: string;
  mqtt_lwt_offline: string;
  mqtt_lwt_qos: number;
}

/** GET /api/mqtt/status: these keys, then the `MqttPublishSettings` ones. */
export interface MqttStatus extends MqttPublishSettings {
  mqtt_enabled: boolean;
  mqtt_hostname: string;
  mqtt_port: number;
  /** Effective id: the configured one, or the AP name when empty. */
  mqtt_clientid: string;
  mqtt_username: string;
  mqtt_topic: string;
  mqtt_connected: boolean;
  mqtt_retain: boolean;
  mqtt_tls: boolean;
  /** mbedTLS certificate info text; "" when the PEM does not parse. */
  mqtt_root_ca_cert_info: string;
  mqtt_tls_cert_login: boolean;
  mqtt_client_cert_info: string;
  /** Base topic + LWT topic. */
  mqtt_lwt_topic: string;
}
