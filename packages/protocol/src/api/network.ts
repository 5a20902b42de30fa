import type { NetworkMode } from '../enums.ts';

/** GET /api/network/status (device-api §1.9). */
export interface NetworkStatus {
  sta_status: boolean;
  sta_ssid: string;
  sta_bssid: string;
  /** dBm. */
  sta_rssi: number;
  network_hostname: string;
  network_ip: string;
  network_netmask: string;
  network_gateway: string;
  network_dns1: string;
  network_dns2: string;
  network_mac: string;
  network_mode: NetworkMode;
  ap_status: boolean;
  /** "OpenDTU-" + chip id in decimal. */
  ap_ssid: string;
  ap_ip: string;
  ap_mac: string;
  ap_stationnum: number;
}

/** GET and POST body of /api/network/config. */
export interface NetworkConfig {
  /** Raw; may hold a printf template such as %06X. */
  hostname: string;
  dhcp: boolean;
  ipaddress: string;
  netmask: string;
  gateway: string;
  dns1: string;
  dns2: string;
  ssid: string;
  password: string;
  /** Minutes, 0 = never. */
  aptimeout: number;
  mdnsenabled: boolean;
  /** v25.5.10+ (firmware-versions.md §2.7); a POST without them turns syslog off. */
  syslogenabled?: boolean;
  /** At most 128 characters; required (8007) when syslog is on. */
  sysloghostname?: string;
  /** 1..65535 (8008), default 514. */
  syslogport?: number;
}
