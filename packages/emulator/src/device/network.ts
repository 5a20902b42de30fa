/**
 * The emulated network attachment (GET /api/network/status). Nothing here touches real sockets: the
 * gateway pretends to be a WiFi station on a 192.168.1.0/24 LAN. With no SSID configured the station is
 * not connected and only the admin access point is up, as on a fresh device.
 */
import type { ConfigFile, NetworkStatus } from '@dtu-web/protocol';
import type { DeviceIdentity } from './identity.ts';

const LAN = {
  ip: '192.168.1.50',
  netmask: '255.255.255.0',
  gateway: '192.168.1.1',
  dns1: '192.168.1.1',
  dns2: '0.0.0.0',
};
const NO_ADDRESS = '0.0.0.0';
const ACCESS_POINT_IP = '192.168.4.1';
/** The emulated WiFi router's MAC. */
const ROUTER_BSSID = 'C8:0E:14:3A:7B:21';

export interface NetworkFacts {
  identity: DeviceIdentity;
  hostname: string;
  /** Milliseconds since the admin access point was switched on (boot or network save). */
  apOnForMs: number;
  /** Signal jitter source, 0..1. */
  random: () => number;
}

/**
 * The admin AP stays on while the station is not connected, forever with aptimeout 0, otherwise for
 * aptimeout minutes after it was switched on.
 */
export function accessPointActive(
  wifi: ConfigFile['wifi'],
  staConnected: boolean,
  apOnForMs: number,
): boolean {
  return !staConnected || wifi.aptimeout === 0 || apOnForMs < wifi.aptimeout * 60_000;
}

export function networkStatus(config: Pick<ConfigFile, 'wifi'>, facts: NetworkFacts): NetworkStatus {
  const { wifi } = config;
  const connected = wifi.ssid !== '';
  const addresses = !connected
    ? { ip: NO_ADDRESS, netmask: NO_ADDRESS, gateway: NO_ADDRESS, dns1: NO_ADDRESS, dns2: NO_ADDRESS }
    : wifi.dhcp
      ? LAN
      : { ip: wifi.ip, netmask: wifi.netmask, gateway: wifi.gateway, dns1: wifi.dns1, dns2: wifi.dns2 };
  const apActive = accessPointActive(wifi, connected, facts.apOnForMs);
  return {
    sta_status: connected,
    sta_ssid: wifi.ssid,
    sta_bssid: connected ? ROUTER_BSSID : '00:00:00:00:00:00',
    sta_rssi: connected ? -62 + Math.round(facts.random() * 6) : 0,
    network_hostname: facts.hostname,
    network_ip: addresses.ip,
    network_netmask: addresses.netmask,
    network_gateway: addresses.gateway,
    network_dns1: addresses.dns1,
    network_dns2: addresses.dns2,
    network_mac: facts.identity.staMac,
    network_mode: 'Station',
    ap_status: apActive,
    ap_ssid: facts.identity.apName,
    ap_ip: apActive ? ACCESS_POINT_IP : NO_ADDRESS,
    ap_mac: facts.identity.apMac,
    ap_stationnum: 0,
  };
}

/** What the network status needs of the running gateway (the gateway context provides it). */
export interface RunningNetwork {
  /** The settings in effect, which trail a save by 500 ms from v25.2.3 (`device/networkApply.ts`). */
  wifiInEffect(): ConfigFile['wifi'];
  readonly identity: DeviceIdentity;
  hostname(): string;
  readonly boot: { readonly apStartedAt: number };
  readonly clock: { monotonic(): number };
}

/** The running gateway's network status right now (the HTTP page, MQTT and the metrics show the same). */
export function gatewayNetworkStatus(ctx: RunningNetwork): NetworkStatus {
  // Read first: a change that has just come due sets when the access point was switched on.
  const wifi = ctx.wifiInEffect();
  return networkStatus(
    { wifi },
    {
      identity: ctx.identity,
      hostname: ctx.hostname(),
      apOnForMs: ctx.clock.monotonic() - ctx.boot.apStartedAt,
      random: Math.random,
    },
  );
}
