import { endpoints, withQuery, type PinMappingEntry } from '@dtu-web/protocol';
import { api, ApiError } from '../../lib/api/index.ts';
import { useLoad, type Loading } from '../../lib/api/useLoad.ts';
import { useFirmware } from '../../lib/firmware/index.ts';

/** The profiles, or why the file that exists cannot be read as profiles. */
export type PinProfiles = Loading<PinMappingEntry[]>;

function isProfile(value: unknown): value is PinMappingEntry {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}

async function loadProfiles(name: 'configGet' | 'fileGet', signal: AbortSignal): Promise<PinMappingEntry[]> {
  try {
    const file = await api.get<unknown>(withQuery(endpoints[name], { file: 'pin_mapping.json' }), signal);
    if (!Array.isArray(file)) throw new Error('pin_mapping.json is not a list of profiles');
    return file.filter(isProfile);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/**
 * The profiles of pin_mapping.json, read again when `reloads` changes. No file (404) is an empty list,
 * not an error: most gateways run on the build's own pins.
 */
export function usePinProfiles(reloads: number): PinProfiles {
  // /api/config/get up to v24.10.x, /api/file/get from v24.11.7 (firmware-versions.md §3.5).
  const firmware = useFirmware();
  const name = firmware.endpoint('configGet');
  return useLoad((signal) => loadProfiles(name, signal), {
    key: `${name}:${String(reloads)}`,
    enabled: firmware.status !== 'loading',
  }).current;
}
