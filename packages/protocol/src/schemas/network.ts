import { hasFeature } from '../firmware/features.ts';
import type { FirmwareRelease } from '../firmware/releases.ts';
import type { NetworkConfig } from '../api/network.ts';
import { ResponseCode } from '../codes.ts';
import { isDottedQuad } from '../domain/ipAddress.ts';
import { utf8Length, utf8LengthOutside } from '../domain/text.ts';
import {
  AP_TIMEOUT_MAX,
  SYSLOG_MAX_HOSTNAME_STRLEN,
  WIFI_MAX_HOSTNAME_STRLEN,
  WIFI_MAX_PASSWORD_STRLEN,
  WIFI_MAX_SSID_STRLEN,
} from '../limits.ts';
import { asBool, asInt, asString } from './arduinoJson.ts';
import { defineBody, type BodySchema, type Rule } from './validate.ts';
import { t } from './types.ts';

const ipRule = (
  field: 'ipaddress' | 'netmask' | 'gateway' | 'dns1' | 'dns2',
  code: ResponseCode,
): Rule<NetworkConfig> => ({ field, code, fails: (v) => !isDottedQuad(v[field]) });

/**
 * POST /api/network/config (device-api §1.9). Hostname, SSID and WiFi password failures have no code
 * on the device (answer `{type:'warning', message}` only); here they carry a 'validation.*' key and a
 * field so the UI can still show an inline message. The SSID check runs only in WiFi mode on the
 * device; the emulator is always in WiFi mode, so it is always checked.
 */
/*#__NO_SIDE_EFFECTS__*/
function networkSchema(syslog: boolean): BodySchema<NetworkConfig> {
  return defineBody<NetworkConfig>({
    types: [
      t.string('ssid'),
      t.string('password'),
      t.string('hostname'),
      t.bool('dhcp'),
      t.string('ipaddress'),
      t.string('netmask'),
      t.string('gateway'),
      t.string('dns1'),
      t.string('dns2'),
      t.int('aptimeout', 'uint'),
    ],
    read: (f) => ({
      hostname: f.hostname as string,
      dhcp: f.dhcp as boolean,
      ipaddress: f.ipaddress as string,
      netmask: f.netmask as string,
      gateway: f.gateway as string,
      dns1: f.dns1 as string,
      dns2: f.dns2 as string,
      ssid: f.ssid as string,
      password: f.password as string,
      aptimeout: f.aptimeout as number,
      // Not type-checked by the device; read with as<bool>() (missing → false).
      mdnsenabled: asBool(f.mdnsenabled),
      // v25.5.10+: read without a presence check (firmware-versions.md §2.7): missing → off, "null", 0.
      ...(syslog
        ? {
            syslogenabled: asBool(f.syslogenabled),
            sysloghostname: asString(f.sysloghostname),
            syslogport: asInt(f.syslogport, 'uint32'),
          }
        : {}),
    }),
    rules: [
      // An empty address is invalid even with DHCP on.
      ipRule('ipaddress', ResponseCode.NetworkIpInvalid),
      ipRule('netmask', ResponseCode.NetworkNetmaskInvalid),
      ipRule('gateway', ResponseCode.NetworkGatewayInvalid),
      ipRule('dns1', ResponseCode.NetworkDns1Invalid),
      ipRule('dns2', ResponseCode.NetworkDns2Invalid),
      {
        field: 'hostname',
        message: 'validation.hostnameLength',
        param: { min: 1, max: WIFI_MAX_HOSTNAME_STRLEN },
        fails: (v) => utf8LengthOutside(v.hostname, 1, WIFI_MAX_HOSTNAME_STRLEN),
      },
      {
        field: 'ssid',
        message: 'validation.ssidLength',
        param: { min: 1, max: WIFI_MAX_SSID_STRLEN },
        fails: (v) => utf8LengthOutside(v.ssid, 1, WIFI_MAX_SSID_STRLEN),
      },
      {
        field: 'password',
        message: 'validation.wifiPasswordLength',
        param: { max: WIFI_MAX_PASSWORD_STRLEN - 1 },
        fails: (v) => utf8Length(v.password) > WIFI_MAX_PASSWORD_STRLEN - 1,
      },
      {
        field: 'aptimeout',
        code: ResponseCode.NetworkApTimeoutInvalid,
        fails: (v) => v.aptimeout > AP_TIMEOUT_MAX,
      },
      ...(syslog ? SYSLOG_RULES : []),
    ],
  });
}

const syslogOn = (v: NetworkConfig): boolean => v.syslogenabled === true;

/** The syslog checks of v25.5.10+: only while syslog is switched on. */
const SYSLOG_RULES: readonly Rule<NetworkConfig>[] = [
  {
    field: 'sysloghostname',
    code: ResponseCode.NetworkSyslogHostnameLength,
    when: syslogOn,
    fails: (v) => utf8LengthOutside(v.sysloghostname ?? '', 1, SYSLOG_MAX_HOSTNAME_STRLEN),
  },
  {
    field: 'syslogport',
    code: ResponseCode.NetworkSyslogPort,
    when: syslogOn,
    fails: (v) => (v.syslogport ?? 0) === 0 || (v.syslogport ?? 0) > 65535,
  },
];

/** POST /api/network/config of v24.10.6 … v25.4.10 (no syslog). */
export const networkConfigSchema = networkSchema(false);

/** POST /api/network/config of v25.5.10+: the same plus the syslog fields, 8007 and 8008. */
export const networkConfigSyslogSchema = networkSchema(true);

/** The schema `release` checks a network save with (firmware-versions.md §2.7): syslog fields read without
 * a presence check, 8007/8008 from v25.5.10. */
export const networkRequestSchema = (release: FirmwareRelease): BodySchema<NetworkConfig> =>
  hasFeature(release, 'syslog') ? networkConfigSyslogSchema : networkConfigSchema;
