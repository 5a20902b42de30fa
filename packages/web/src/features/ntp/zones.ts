import { endpoints, type NtpZones } from '@dtu-web/protocol';
import { api } from '../../lib/api/index.ts';

/** One time zone: the IANA name and its POSIX rule. */
export interface Zone {
  name: string;
  posix: string;
}

/**
 * Where the list is (firmware-versions.md §2.8): the API from v26.3.28, the static file before it;
 * 'either' while the release is not known — the API first, the file when the API is not there (§6).
 */
export type ZoneSource = 'api' | 'file' | 'either';

/** The gateway answered JSON that is no zone list (e.g. an empty map). */
export class ZonesNotDataError extends Error {
  constructor(path: string) {
    super(`${path} is not a time-zone list`);
    this.name = 'ZonesNotDataError';
  }
}

/** A non-empty object of name → rule strings: anything else is not a zone list. */
function asZones(body: unknown): NtpZones | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (entries.length === 0 || entries.some(([, rule]) => typeof rule !== 'string')) return null;
  return body as NtpZones;
}

async function fetchFrom(target: typeof endpoints.ntpZones, signal?: AbortSignal): Promise<Zone[]> {
  // The client refuses a path the release lacks and any answer that is not JSON (an unknown path
  // answers 200 with the gateway's web page); what is left must still be a list of zones.
  const zones = asZones(await api.get(target, signal));
  if (zones === null) throw new ZonesNotDataError(target.path);
  return Object.entries(zones)
    .map(([name, posix]) => ({ name, posix }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The zone list sorted by name; rejects (never an empty list) when the gateway has none to give. */
export async function fetchZones(source: ZoneSource, signal?: AbortSignal): Promise<Zone[]> {
  if (source === 'file') return fetchFrom(endpoints.zonesJson, signal);
  if (source === 'api') return fetchFrom(endpoints.ntpZones, signal);
  try {
    return await fetchFrom(endpoints.ntpZones, signal);
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return fetchFrom(endpoints.zonesJson, signal);
  }
}

/** The POSIX rule of a zone name in the list. */
export function ruleOf(zones: readonly Zone[] | null | undefined, name: string): string | undefined {
  return zones?.find((zone) => zone.name === name)?.posix;
}
