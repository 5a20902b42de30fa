/**
 * Which endpoints of protocol's table each release has (firmware-versions.md §1). A release without a
 * handler answers the path with its web page (200 text/html), so a client must never call it there: it
 * would look like a success. Endpoints not listed here exist in every release.
 */
import type { EndpointName } from '../endpoints.ts';
import { FEATURE_SINCE, type FirmwareFeature } from './features.ts';
import { isAtLeast, type FirmwareRelease } from './releases.ts';

interface Span {
  /** The first release that has it. */
  since?: FirmwareRelease;
  /** The first release that no longer has it. */
  until?: FirmwareRelease;
}

const since = (feature: FirmwareFeature): Span => ({ since: FEATURE_SINCE[feature] });
const until = (feature: FirmwareFeature): Span => ({ until: FEATURE_SINCE[feature] });

export const ENDPOINT_RELEASES: Readonly<Partial<Record<EndpointName, Span>>> = {
  configList: until('fileApi'),
  configGet: until('fileApi'),
  configUpload: until('fileApi'),
  configDelete: until('fileApi'),
  fileList: since('fileApi'),
  fileGet: since('fileApi'),
  fileUpload: since('fileApi'),
  fileDelete: since('fileApi'),
  fileDeleteAll: since('fileApi'),
  i18nLanguages: since('languagePacks'),
  i18nLanguage: since('languagePacks'),
  loggingConfig: since('logging'),
  loggingConfigSave: since('logging'),
  zonesJson: until('ntpZonesApi'),
  ntpZones: since('ntpZonesApi'),
};

/** Whether a release answers this endpoint itself (rather than with its web page). */
export function hasEndpoint(release: FirmwareRelease, name: EndpointName): boolean {
  const span = ENDPOINT_RELEASES[name];
  if (span === undefined) return true;
  if (span.since !== undefined && !isAtLeast(release, span.since)) return false;
  if (span.until !== undefined && isAtLeast(release, span.until)) return false;
  return true;
}

/** The endpoint names that do the same job across releases: the one a release has. */
export const ENDPOINT_SUCCESSORS = {
  configList: 'fileList',
  configGet: 'fileGet',
  configUpload: 'fileUpload',
  configDelete: 'fileDeleteAll',
  zonesJson: 'ntpZones',
} as const satisfies Partial<Record<EndpointName, EndpointName>>;

type Succeeded = keyof typeof ENDPOINT_SUCCESSORS;

/** For a job named by its v24.10.6 endpoint, the endpoint this release does it with. */
export function endpointFor<N extends Succeeded>(
  release: FirmwareRelease,
  name: N,
): N | (typeof ENDPOINT_SUCCESSORS)[N] {
  return hasEndpoint(release, name) ? name : ENDPOINT_SUCCESSORS[name];
}
