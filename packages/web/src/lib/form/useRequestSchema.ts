import { NEWEST_RELEASE, type FirmwareRelease } from '@dtu-web/protocol';
import { useFirmware } from '../firmware/index.ts';

/**
 * The schema this gateway's release checks a request with, from one of protocol's per-endpoint pickers
 * (`networkRequestSchema`, …; each screen imports only its own), so a form refuses what the gateway
 * would refuse and nothing more. Until the release is known (or when it cannot be read) the newest
 * dialect's, which is what the app then speaks.
 */
export function useRequestSchema<S>(schemaOf: (release: FirmwareRelease) => S): S {
  const { identity } = useFirmware();
  return schemaOf(identity?.release ?? NEWEST_RELEASE);
}
