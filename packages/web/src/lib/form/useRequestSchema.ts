import {
  NEWEST_RELEASE,
  requestSchemaFor,
  type DataEndpointName,
  type RequestSchemas,
} from '@dtu-web/protocol';
import { useFirmware } from '../firmware/index.ts';

/**
 * The schema this gateway's release checks a request to `name` with (protocol's `requestSchemaFor`),
 * so a form refuses what the gateway would refuse and nothing more. Until the release is known (or when
 * it cannot be read) the newest dialect's, which is what the app then speaks.
 */
export function useRequestSchema<N extends DataEndpointName>(name: N): RequestSchemas[N] {
  const { identity } = useFirmware();
  return requestSchemaFor(identity?.release ?? NEWEST_RELEASE, name);
}
