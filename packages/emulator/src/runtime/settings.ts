/**
 * What the plant needs from config.json and the boot facts: the site (NTP position, time zone, sunset
 * type), the radio settings (poll interval, radios with pins) and the inverter slots, plus the live-data
 * hints (§2.3).
 */
import type { ConfigFile, FirmwareRelease, LiveDataHints } from '@dtu-web/protocol';
import { DEFAULT_ADMIN_PASSWORD, hasFeature } from '@dtu-web/protocol';
import type { RadioPresence } from '../config/pinMapping.ts';
import { zoneFromTz } from '@dtu-web/protocol';
import { utcOffsetMinutesOf } from '../ntp/zoneOffset.ts';
import type { DtuSettings, InverterConfig, SiteConfig } from '../sim/index.ts';

/** The site from the NTP settings; local time follows the POSIX rule exactly like `/api/ntp/*`. */
export function siteOf(ntp: ConfigFile['ntp']): SiteConfig {
  return {
    latitude: ntp.latitude,
    longitude: ntp.longitude,
    sunsetType: ntp.sunsettype,
    utcOffsetMinutes: utcOffsetMinutesOf(zoneFromTz(ntp.timezone)),
  };
}

/** A radio takes part only when its pins are configured (the emulated radios are then connected). */
export function dtuOf(dtu: ConfigFile['dtu'], radios: RadioPresence): DtuSettings {
  return {
    pollIntervalSeconds: dtu.poll_interval,
    nrfEnabled: radios.nrfConfigured,
    cmtEnabled: radios.cmtConfigured,
  };
}

/** The ten slots as the plant reads them (config.json already has the plant's field names). */
export function invertersOf(config: ConfigFile): readonly InverterConfig[] {
  return config.inverters;
}

/**
 * §2.3 hints. The emulated clock always has a time (synchronised or set by hand), so `time_sync` is
 * false. The emulated radios are connected and the NRF is a "+" variant whenever its pins are set, so
 * the device's formula gives `radio_problem` false; it is written out so a change in `RadioPresence`
 * carries through.
 */
export function hintsOf(
  config: ConfigFile,
  radios: RadioPresence,
  release: FirmwareRelease = 'v24.10.6',
): LiveDataHints {
  const nrfConnected = radios.nrfConfigured;
  const nrfPVariant = radios.nrfConfigured;
  const cmtConnected = radios.cmtConfigured;
  const hints: LiveDataHints = {
    time_sync: false,
    radio_problem:
      (radios.nrfConfigured && (!nrfConnected || !nrfPVariant)) || (radios.cmtConfigured && !cmtConnected),
    default_password: config.security.password === DEFAULT_ADMIN_PASSWORD,
  };
  // v25.1.14+: only `generic_*` builds require a pin mapping; the emulated build is not one (§2.3).
  if (hasFeature(release, 'pinMappingHint')) hints.pin_mapping_issue = false;
  return hints;
}
