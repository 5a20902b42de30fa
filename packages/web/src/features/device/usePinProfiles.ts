import { endpoints, withQuery, type PinMappingEntry } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api/index.ts';

export type PinProfiles =
  | { state: 'loading' }
  | { state: 'done'; profiles: PinMappingEntry[] }
  /** The file exists but is not a list of profiles; the message says why. */
  | { state: 'failed'; message: string };

function isProfile(value: unknown): value is PinMappingEntry {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}

/**
 * The profiles of pin_mapping.json. No file (404) is an empty list, not an error: most gateways
 * run on the build's own pins. A file that cannot be read as profiles is reported with its reason.
 */
export function usePinProfiles(reloads: number): PinProfiles {
  const [profiles, setProfiles] = useState<PinProfiles>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<unknown>(withQuery(endpoints.configGet, { file: 'pin_mapping.json' }), controller.signal)
      .then((file) => {
        if (!Array.isArray(file)) throw new Error('pin_mapping.json is not a list of profiles');
        setProfiles({ state: 'done', profiles: file.filter(isProfile) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setProfiles({ state: 'done', profiles: [] });
        else
          setProfiles({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      controller.abort();
    };
  }, [reloads]);
  return profiles;
}
