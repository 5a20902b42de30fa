/**
 * The optional check for a newer firmware release (interface-spec §4, device-api §9.3): like the stock
 * UI it asks the upstream repository's compare API how many commits lie between the running version
 * and HEAD, only once the user has allowed it (stored in the browser as `allowVersionInfo`).
 */
import { parseGitHash } from '@dtu-web/protocol';

/** Upstream compare API; `{version}` is the running release tag or commit hash. */
export const DEFAULT_VERSION_CHECK_URL =
  'https://api.github.com/repos/tbnobody/OpenDTU/compare/{version}...HEAD';

/** Browser-storage keys: the opt-in (as the stock UI names it) and an endpoint override (forks, mirrors). */
export const ALLOW_KEY = 'allowVersionInfo';
export const URL_KEY = 'versionCheckUrl';

export type VersionCheck =
  | { state: 'checking' }
  | { state: 'newer'; url: string | undefined }
  | { state: 'current' }
  | { state: 'failed' };

export function versionCheckAllowed(storage: Storage): boolean {
  return storage.getItem(ALLOW_KEY) === '1';
}

export function allowVersionCheck(storage: Storage, allowed: boolean): void {
  storage.setItem(ALLOW_KEY, allowed ? '1' : '0');
}

/**
 * The compare URL for `gitHash`: the template from browser storage (`versionCheckUrl`), else the one
 * the app was built with (`VITE_VERSION_CHECK_URL`), else upstream.
 */
export function versionCheckUrl(gitHash: string, storage: Storage, built: unknown): string {
  const stored = storage.getItem(URL_KEY);
  const template =
    stored !== null && stored !== ''
      ? stored
      : typeof built === 'string' && built !== ''
        ? built
        : DEFAULT_VERSION_CHECK_URL;
  const parsed = parseGitHash(gitHash);
  const version = parsed.kind === 'hash' ? parsed.hash : parsed.tag;
  return template.replace('{version}', encodeURIComponent(version));
}

/** Only web links from the answer become a link (never `javascript:` or the like). */
function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a compare answer: commits ahead → newer (with the compare page), none → current. */
export function readCompareAnswer(body: unknown): VersionCheck {
  if (typeof body !== 'object' || body === null || !('total_commits' in body)) return { state: 'failed' };
  const { total_commits: ahead } = body;
  if (typeof ahead !== 'number' || !Number.isFinite(ahead) || ahead < 0) return { state: 'failed' };
  if (ahead === 0) return { state: 'current' };
  return { state: 'newer', url: 'html_url' in body ? webUrl(body.html_url) : undefined };
}

/**
 * Asks the compare endpoint. Sent without the device's credentials or a referrer: it goes to another
 * site. Any failure (offline, refused, not JSON, unknown version) is the `failed` state.
 */
export async function checkVersion(url: string, signal: AbortSignal): Promise<VersionCheck> {
  try {
    const response = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (!response.ok) return { state: 'failed' };
    return readCompareAnswer(await response.json());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { state: 'failed' };
  }
}
