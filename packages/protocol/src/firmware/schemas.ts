/**
 * The request schema of a save endpoint as a given release checks it (firmware-versions.md §2): the
 * emulator answers with it and the web app validates forms with it. `requestSchemas` (schemas/byEndpoint.ts)
 * stays the v24.10.6 table of device-api.md, except that its limit schema accepts the persistent types of
 * both eras; `requestSchemaFor(release, …)` is exact for every release.
 */
import type { DataEndpointName } from '../endpoints.ts';
import { requestSchemas, type RequestSchemas } from '../schemas/byEndpoint.ts';
import { deviceRequestSchema } from '../schemas/device.ts';
import { limitRequestSchema } from '../schemas/limit.ts';
import { mqttRequestSchema } from '../schemas/mqtt.ts';
import { networkRequestSchema } from '../schemas/network.ts';
import { ntpRequestSchema } from '../schemas/ntp.ts';
import type { FirmwareRelease } from './releases.ts';

/** The rows of the table that differ by release (each beside its schemas in schemas/*.ts, so a screen imports only its own); every other endpoint checks the
 * same everywhere. */
const BY_RELEASE: {
  readonly [K in DataEndpointName]?: (release: FirmwareRelease) => RequestSchemas[K];
} = {
  limitConfigSave: limitRequestSchema,
  networkConfigSave: networkRequestSchema,
  mqttConfigSave: mqttRequestSchema,
  ntpConfigSave: ntpRequestSchema,
  deviceConfigSave: deviceRequestSchema,
};

/** The schema `release` checks a request to `name` with. */
export function requestSchemaFor<N extends DataEndpointName>(
  release: FirmwareRelease,
  name: N,
): RequestSchemas[N] {
  const pick: ((release: FirmwareRelease) => RequestSchemas[N]) | undefined = BY_RELEASE[name];
  return pick === undefined ? requestSchemas[name] : pick(release);
}
