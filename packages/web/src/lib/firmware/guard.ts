/**
 * The API client's check before it sends: a path that exists only in some releases is sent only to a
 * gateway whose release has it (firmware-versions.md §1: elsewhere the gateway would answer its web page
 * with 200, which looks like a success).
 */
import { ENDPOINT_RELEASES, endpoints, hasEndpoint, type EndpointName } from '@dtu-web/protocol';
import type { FirmwareStore } from './store.ts';

const BY_PATH = new Map<string, EndpointName>(
  (Object.keys(ENDPOINT_RELEASES) as EndpointName[]).map((name) => [endpoints[name].path, name]),
);

/** The release-dependent endpoint a device path (query and all) names, if any. */
export function releaseDependentEndpoint(path: string): EndpointName | undefined {
  const bare = path.split('?')[0] ?? path;
  return BY_PATH.get(bare);
}

export type EndpointVerdict = { allowed: true } | { allowed: false; firmware: string };

/**
 * Whether `path` may be sent to the store's gateway. Until its firmware is known it is read first; when
 * it cannot be read the call goes out (its answer is checked like any other). An identity that is not
 * certain refuses only what none of its possible releases has.
 */
export async function endpointVerdict(store: FirmwareStore, path: string): Promise<EndpointVerdict> {
  const name = releaseDependentEndpoint(path);
  if (name === undefined) return { allowed: true };
  const identity = await store.load().catch(() => undefined);
  if (identity === undefined) return { allowed: true };
  const releases = identity.certain ? [identity.release] : identity.candidates;
  return releases.some((release) => hasEndpoint(release, name))
    ? { allowed: true }
    : { allowed: false, firmware: identity.label === '' ? identity.release : identity.label };
}
