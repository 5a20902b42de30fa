/** /api/network/* (device-api §1.9). */
import { networkConfigSchema, type NetworkConfig } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { gatewayNetworkStatus } from '../device/network.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';

export const networkRoutes = defineArea((app, ctx) => {
  app.get('/api/network/status', { config: { auth: 'readonly' } }, (_request, reply) =>
    sendJson(reply, gatewayNetworkStatus(ctx)),
  );

  app.get('/api/network/config', { config: { auth: 'admin' } }, (_request, reply) => {
    const { wifi, mdns } = ctx.store.config;
    const body: NetworkConfig = {
      hostname: wifi.hostname,
      dhcp: wifi.dhcp,
      ipaddress: wifi.ip,
      netmask: wifi.netmask,
      gateway: wifi.gateway,
      dns1: wifi.dns1,
      dns2: wifi.dns2,
      ssid: wifi.ssid,
      password: wifi.password,
      aptimeout: wifi.aptimeout,
      mdnsenabled: mdns.enabled,
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    url: '/api/network/config',
    schema: networkConfigSchema,
    area: 'network',
    apply: (c, value) => {
      c.wifi.ip = value.ipaddress;
      c.wifi.netmask = value.netmask;
      c.wifi.gateway = value.gateway;
      c.wifi.dns1 = value.dns1;
      c.wifi.dns2 = value.dns2;
      c.wifi.ssid = value.ssid;
      c.wifi.password = value.password;
      c.wifi.hostname = value.hostname;
      c.wifi.dhcp = value.dhcp;
      c.wifi.aptimeout = value.aptimeout;
      c.mdns.enabled = value.mdnsenabled;
    },
    // The device applies the settings at once and switches the admin AP on for aptimeout minutes.
    afterSave: () => {
      ctx.restartAccessPoint();
    },
  });
});
