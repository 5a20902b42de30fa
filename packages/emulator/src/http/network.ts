/** /api/network/* (device-api §1.9). */
import {
  endpoints,
  hasFeature,
  SYSLOG_DEFAULT_PORT,
  type ConfigFile,
  type NetworkConfig,
} from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { gatewayNetworkStatus } from '../device/network.ts';
import { fromWire, toWire, type FieldTable } from './common/fields.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

/** The network settings on the wire and in config.json, in the device's order. */
type V24NetworkConfig = Omit<NetworkConfig, 'syslogenabled' | 'sysloghostname' | 'syslogport'>;
const NETWORK_FIELDS: FieldTable<V24NetworkConfig, ConfigFile> = {
  hostname: 'wifi.hostname',
  dhcp: 'wifi.dhcp',
  ipaddress: 'wifi.ip',
  netmask: 'wifi.netmask',
  gateway: 'wifi.gateway',
  dns1: 'wifi.dns1',
  dns2: 'wifi.dns2',
  ssid: 'wifi.ssid',
  password: 'wifi.password',
  aptimeout: 'wifi.aptimeout',
  mdnsenabled: 'mdns.enabled',
};

export const networkRoutes = defineArea((app, ctx) => {
  readRoute(app, endpoints.networkStatus, (_request, reply) => sendJson(reply, gatewayNetworkStatus(ctx)));

  const syslog = hasFeature(ctx.release, 'syslog');

  readRoute(app, endpoints.networkConfig, (_request, reply) => {
    const body: NetworkConfig = toWire(NETWORK_FIELDS, ctx.store.config);
    // v25.5.10+ (§2.7): the syslog target after the v24 fields.
    if (syslog) {
      const stored = ctx.store.config.syslog;
      body.syslogenabled = stored?.enabled ?? false;
      body.sysloghostname = stored?.hostname ?? '';
      body.syslogport = stored?.port ?? SYSLOG_DEFAULT_PORT;
    }
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    endpoint: 'networkConfigSave',
    area: 'network',
    apply: (c, value) => {
      fromWire(NETWORK_FIELDS, c, value);
      // Read without a presence check: a request without them turns syslog off ("null", port 0).
      if (syslog) {
        c.syslog = {
          enabled: value.syslogenabled ?? false,
          hostname: value.sysloghostname ?? 'null',
          port: (value.syslogport ?? 0) % 65536,
        };
      }
    },
    // Runs before the reply: up to v25.1.14 the settings take effect (admin AP on for aptimeout
    // minutes) before it goes out; from v25.2.3 only 500 ms after it (§2.7).
    afterSave: () => {
      ctx.applyNetworkSettings();
    },
  });
});
