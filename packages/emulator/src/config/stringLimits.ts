/**
 * The device's string buffers (device-api §7.1, §0.3): every string of config.json is cut to its
 * buffer when the file is loaded, whatever wrote it (a restore, an older version, a hand edit), as the
 * device's `strlcpy` into fixed buffers does. Lengths are UTF-8 bytes like the device's; we cut at a
 * whole character (the device may leave half a character, which no client could show anyway).
 */
import {
  CHAN_MAX_NAME_STRLEN,
  DEV_MAX_MAPPING_NAME_STRLEN,
  INV_MAX_NAME_STRLEN,
  LOCALE_STRLEN,
  MQTT_MAX_CERT_STRLEN,
  MQTT_MAX_CLIENTID_STRLEN,
  MQTT_MAX_HOSTNAME_STRLEN,
  MQTT_MAX_LWTVALUE_STRLEN,
  MQTT_MAX_PASSWORD_STRLEN,
  MQTT_MAX_TOPIC_STRLEN,
  MQTT_MAX_USERNAME_STRLEN,
  NTP_MAX_SERVER_STRLEN,
  NTP_MAX_TIMEZONEDESCR_STRLEN,
  NTP_MAX_TIMEZONE_STRLEN,
  SYSLOG_MAX_HOSTNAME_STRLEN,
  WIFI_MAX_HOSTNAME_STRLEN,
  WIFI_MAX_PASSWORD_STRLEN,
  WIFI_MAX_SSID_STRLEN,
  type ConfigFile,
} from '@dtu-web/protocol';

/** `text` cut to at most `maxBytes` UTF-8 bytes, never inside a character. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (bytes + size > maxBytes) break;
    out += ch;
    bytes += size;
  }
  return out;
}

/** Cuts every string of `config` to its buffer; true when anything was cut. */
export function applyStringLimits(config: ConfigFile): boolean {
  let changed = false;
  const cut = <K extends string>(section: Record<K, string>, key: K, max: number): void => {
    const value = cutToBytes(section[key], max);
    if (value !== section[key]) {
      section[key] = value;
      changed = true;
    }
  };
  const { wifi, ntp, mqtt, security, device } = config;
  cut(wifi, 'ssid', WIFI_MAX_SSID_STRLEN);
  cut(wifi, 'password', WIFI_MAX_PASSWORD_STRLEN);
  cut(wifi, 'hostname', WIFI_MAX_HOSTNAME_STRLEN);
  cut(ntp, 'server', NTP_MAX_SERVER_STRLEN);
  cut(ntp, 'timezone', NTP_MAX_TIMEZONE_STRLEN);
  cut(ntp, 'timezone_descr', NTP_MAX_TIMEZONEDESCR_STRLEN);
  cut(mqtt, 'hostname', MQTT_MAX_HOSTNAME_STRLEN);
  cut(mqtt, 'clientid', MQTT_MAX_CLIENTID_STRLEN);
  cut(mqtt, 'username', MQTT_MAX_USERNAME_STRLEN);
  cut(mqtt, 'password', MQTT_MAX_PASSWORD_STRLEN);
  cut(mqtt, 'topic', MQTT_MAX_TOPIC_STRLEN);
  cut(mqtt.lwt, 'topic', MQTT_MAX_TOPIC_STRLEN);
  cut(mqtt.lwt, 'value_online', MQTT_MAX_LWTVALUE_STRLEN);
  cut(mqtt.lwt, 'value_offline', MQTT_MAX_LWTVALUE_STRLEN);
  cut(mqtt.tls, 'root_ca_cert', MQTT_MAX_CERT_STRLEN);
  cut(mqtt.tls, 'client_cert', MQTT_MAX_CERT_STRLEN);
  cut(mqtt.tls, 'client_key', MQTT_MAX_CERT_STRLEN);
  cut(mqtt.hass, 'topic', MQTT_MAX_TOPIC_STRLEN);
  cut(security, 'password', WIFI_MAX_PASSWORD_STRLEN);
  cut(device, 'pinmapping', DEV_MAX_MAPPING_NAME_STRLEN);
  const { display } = device;
  if (display.locale !== undefined) {
    const locale = cutToBytes(display.locale, LOCALE_STRLEN);
    changed ||= locale !== display.locale;
    display.locale = locale;
  }
  if (config.syslog !== undefined) cut(config.syslog, 'hostname', SYSLOG_MAX_HOSTNAME_STRLEN);
  for (const inverter of config.inverters) {
    cut(inverter, 'name', INV_MAX_NAME_STRLEN);
    // The channel-name buffer is 31 bytes including the terminator: 30 are stored.
    for (const channel of inverter.channel) cut(channel, 'name', CHAN_MAX_NAME_STRLEN - 1);
  }
  return changed;
}
