/**
 * The request schema of a save endpoint as a given release checks it (firmware-versions.md §2): the
 * emulator answers with it and the web app validates forms with it. `requestSchemas` (schemas/byEndpoint.ts)
 * stays the v24.10.6 table of device-api.md, except that its limit schema accepts the persistent types of
 * both eras; `requestSchemaFor(release, …)` is exact for every release.
 */
import type { DataEndpointName } from '../endpoints.ts';
import { requestSchemas, type RequestSchemas } from '../schemas/byEndpoint.ts';
import { deviceConfigLocaleSchema } from '../schemas/device.ts';
import { limitConfigSchemaAccepting } from '../schemas/limit.ts';
import { mqttConfigHassSlashSchema } from '../schemas/mqtt.ts';
import { networkConfigSyslogSchema } from '../schemas/network.ts';
import { ntpConfigByNameSchema } from '../schemas/ntp.ts';
import { acceptedLimitTypes, hasFeature } from './features.ts';
import type { FirmwareRelease } from './releases.ts';

const limitSchemas = new Map<string, RequestSchemas['limitConfigSave']>();

/** One schema object per accepted set, so callers may compare or cache them. */
function limitSchemaFor(release: FirmwareRelease): RequestSchemas['limitConfigSave'] {
  const accepted = acceptedLimitTypes(release);
  const key = accepted.join(',');
  let schema = limitSchemas.get(key);
  if (schema === undefined) {
    schema = limitConfigSchemaAccepting(accepted);
    limitSchemas.set(key, schema);
  }
  return schema;
}

/** The rows of the table that differ by release; every other endpoint checks the same everywhere. */
const BY_RELEASE: {
  readonly [K in DataEndpointName]?: (release: FirmwareRelease) => RequestSchemas[K];
} = {
  // §2.4: {0, 1, 256, 257} up to v25.5.10, {0, 1, 2, 3} from v25.9.11; anything else 5003.
  limitConfigSave: limitSchemaFor,
  // §2.7: syslog fields read without a presence check, 8007/8008 from v25.5.10.
  networkConfigSave: (release) =>
    hasFeature(release, 'syslog') ? networkConfigSyslogSchema : requestSchemas.networkConfigSave,
  // §2.9: 7018 from v25.9.11.
  mqttConfigSave: (release) =>
    hasFeature(release, 'hassTopicTrailingSlash') ? mqttConfigHassSlashSchema : requestSchemas.mqttConfigSave,
  // §2.8: v26.3.28 requires the zone's name, ignores the POSIX rule, no 9002.
  ntpConfigSave: (release) =>
    hasFeature(release, 'ntpZonesApi') ? ntpConfigByNameSchema : requestSchemas.ntpConfigSave,
  // §2.5: display.locale (≤ 2 characters, "nu" when missing) instead of display.language 0..2.
  deviceConfigSave: (release) =>
    hasFeature(release, 'displayLocale') ? deviceConfigLocaleSchema : requestSchemas.deviceConfigSave,
};

/** The schema `release` checks a request to `name` with. */
export function requestSchemaFor<N extends DataEndpointName>(
  release: FirmwareRelease,
  name: N,
): RequestSchemas[N] {
  const pick: ((release: FirmwareRelease) => RequestSchemas[N]) | undefined = BY_RELEASE[name];
  return pick === undefined ? requestSchemas[name] : pick(release);
}
