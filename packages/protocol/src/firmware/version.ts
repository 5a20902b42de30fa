/**
 * Which firmware a gateway runs, from what it reports (firmware-versions.md §5): `git_hash` first (a
 * release tag, a `git describe` of a dev build, or a bare hash), then the presence of fields, probes of
 * endpoints that answer JSON only where they exist, and `config_version` as the last resort.
 */
import { hasFeature, type FirmwareFeature } from './features.ts';
import {
  FIRMWARE_RELEASES,
  NEWEST_RELEASE,
  configVersionOf,
  isAtLeast,
  type FirmwareRelease,
} from './releases.ts';

/** What `git_hash` says. */
export type ParsedFirmwareVersion =
  | { kind: 'release'; tag: string; date: readonly [number, number, number] }
  | { kind: 'dev'; tag: string; date: readonly [number, number, number]; ahead: number; hash: string }
  | { kind: 'hash'; hash: string }
  | { kind: 'unknown'; text: string };

const DESCRIBE = /^v(\d{1,4})\.(\d{1,2})\.(\d{1,2})(?:-(\d+)-g([0-9a-f]{4,40}))?$/;
const BARE_HASH = /^g([0-9a-f]{4,40})$/;

export function parseFirmwareVersion(gitHash: string): ParsedFirmwareVersion {
  const text = gitHash.trim();
  const describe = DESCRIBE.exec(text);
  if (describe) {
    const [, y, m, d, ahead, hash] = describe;
    const date = [Number(y), Number(m), Number(d)] as const;
    const tag = `v${date[0]}.${date[1]}.${date[2]}`;
    if (ahead !== undefined && hash !== undefined)
      return { kind: 'dev', tag, date, ahead: Number(ahead), hash };
    return { kind: 'release', tag, date };
  }
  const bare = BARE_HASH.exec(text);
  if (bare?.[1] !== undefined) return { kind: 'hash', hash: bare[1] };
  return { kind: 'unknown', text };
}

const dateOf = (release: FirmwareRelease): readonly [number, number, number] => {
  const parsed = parseFirmwareVersion(release);
  return parsed.kind === 'release' ? parsed.date : [0, 0, 0];
};

function compareDates(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The newest known release at or before a version date; null when it is older than every one. */
export function releaseAtOrBefore(date: readonly [number, number, number]): FirmwareRelease | null {
  let found: FirmwareRelease | null = null;
  for (const release of FIRMWARE_RELEASES) {
    if (compareDates(dateOf(release), date) <= 0) found = release;
  }
  return found;
}

/** How the release was found, most certain first. */
export type FirmwareBasis = 'tag' | 'describe' | 'probe' | 'config_version' | 'unknown';

export interface FirmwareIdentity {
  /** What the gateway reports, for people: "v26.3.30", "v26.3.28-5-g1a2b3c4", "g1a2b3c4". */
  label: string;
  /** The release whose dialect we speak with it. */
  release: FirmwareRelease;
  basis: FirmwareBasis;
  /** Within v24.10.6 … v26.3.30, the releases this product was tested with. */
  tested: boolean;
  /** The releases it may be, oldest first (one for a tag). */
  candidates: readonly FirmwareRelease[];
  /**
   * The dialect is known for every request. False when the release was inferred and could be one of
   * several that differ (e.g. config 0.1.30 is v25.5.10 or v25.9.11, whose limit types differ).
   */
  certain: boolean;
}

/** The fields of `/api/system/status` that tell the firmware (optional ones appear with newer releases). */
export interface FirmwareEvidence {
  git_hash?: string;
  config_version?: string;
  git_branch?: unknown;
  task_details?: unknown;
}

/** Features that change what a client sends; two releases alike in these take the same requests. */
const REQUEST_FEATURES = [
  'fileApi',
  'displayLocale',
  'syslog',
  'logging',
  'newLimitTypes',
  'hassTopicTrailingSlash',
  'ntpZonesApi',
] as const;

function sameRequests(a: FirmwareRelease, b: FirmwareRelease): boolean {
  return REQUEST_FEATURES.every((feature) => hasFeature(a, feature) === hasFeature(b, feature));
}

/**
 * The identity from system status alone. A tag or describe is certain; a bare hash falls back to the
 * fields present and `config_version`, giving the oldest release that fits (refine it with
 * `refineByProbes`); anything unreadable gets the newest dialect, uncertain.
 */
export function identifyFirmware(status: FirmwareEvidence): FirmwareIdentity {
  const label = typeof status.git_hash === 'string' ? status.git_hash.trim() : '';
  const parsed = parseFirmwareVersion(label);
  if (parsed.kind === 'release' || parsed.kind === 'dev') {
    const basis: FirmwareBasis = parsed.kind === 'release' ? 'tag' : 'describe';
    const release = releaseAtOrBefore(parsed.date);
    const past = compareDates(parsed.date, dateOf(NEWEST_RELEASE));
    // A dev build on top of the newest release is already past what was tested.
    const inRange = parsed.kind === 'release' ? past <= 0 : past < 0;
    // Outside the tested range the newest dialect is spoken (firmware keeps its newest API).
    const spoken = release !== null && inRange ? release : NEWEST_RELEASE;
    const tested = release !== null && inRange;
    return { label, release: spoken, basis, tested, candidates: [spoken], certain: true };
  }
  const family = typeof status.config_version === 'string' ? releasesWithConfig(status.config_version) : [];
  const first = family[0];
  if (first === undefined) {
    // Nothing readable: every release is possible until probes say more; meanwhile the newest dialect.
    return {
      label,
      release: NEWEST_RELEASE,
      basis: 'unknown',
      tested: false,
      candidates: FIRMWARE_RELEASES,
      certain: false,
    };
  }
  let release: FirmwareRelease = first;
  if (status.task_details !== undefined && !isAtLeast(release, 'v24.10.15')) release = 'v24.10.15';
  if (status.git_branch !== undefined && !isAtLeast(release, 'v25.5.10')) release = 'v25.5.10';
  const candidates = family.filter((candidate) => isAtLeast(candidate, release));
  return {
    label: label === '' ? (status.config_version ?? '') : label,
    release,
    basis: 'config_version',
    tested: true,
    candidates,
    certain: candidates.every((candidate) => sameRequests(candidate, release)),
  };
}

function releasesWithConfig(text: string): FirmwareRelease[] {
  return FIRMWARE_RELEASES.filter((release) => configVersionOf(release).text === text);
}

/**
 * What the feature probes found (§5.6), each `true` when the endpoint answered JSON, `false` when it
 * answered the web page, undefined when not asked (or asked without the login it needs).
 */
export interface FirmwareProbes {
  /** `GET /api/i18n/languages` (no login). */
  i18nLanguages?: boolean;
  /** `GET /api/logging/config` (admin). */
  loggingConfig?: boolean;
  /** `loggingConfig` lists `async_ws`. */
  asyncLogModules?: boolean;
  /** `GET /api/ntp/zones`. */
  ntpZones?: boolean;
}

/** The probes worth asking for an identity that is not certain, in the order to ask them. */
export function probesWorthAsking(identity: FirmwareIdentity): (keyof FirmwareProbes)[] {
  return identity.certain ? [] : ['ntpZones', 'loggingConfig', 'i18nLanguages'];
}

const PROBE_FEATURES = {
  i18nLanguages: 'languagePacks',
  loggingConfig: 'logging',
  asyncLogModules: 'asyncLogModules',
  ntpZones: 'ntpZonesApi',
} as const satisfies Record<keyof FirmwareProbes, FirmwareFeature>;

/**
 * The identity after probes: the releases that remain possible are narrowed by what each probe found;
 * the oldest of them is spoken, and the answer is certain once they all take the same requests.
 */
export function refineByProbes(identity: FirmwareIdentity, probes: FirmwareProbes): FirmwareIdentity {
  if (identity.certain) return identity;
  const candidates = identity.candidates.filter((release) =>
    (Object.keys(PROBE_FEATURES) as (keyof FirmwareProbes)[]).every((probe) => {
      const found = probes[probe];
      return found === undefined || hasFeature(release, PROBE_FEATURES[probe]) === found;
    }),
  );
  const oldest = candidates[0];
  if (oldest === undefined || candidates.length === identity.candidates.length) return identity;
  return {
    ...identity,
    release: oldest,
    basis: 'probe',
    tested: true,
    candidates,
    certain: candidates.every((release) => sameRequests(release, oldest)),
  };
}

/**
 * The persistent limit types to try, in order: one when the dialect is certain; when not (a bare-hash
 * build between v25.5.10 and v25.9.11), the newer code first and, on 5003, the older (§5.6).
 */
export function persistentLimitAttempts(identity: FirmwareIdentity, relative: boolean): number[] {
  const newer = relative ? 3 : 2;
  const older = relative ? 257 : 256;
  if (identity.certain) return [hasFeature(identity.release, 'newLimitTypes') ? newer : older];
  return [newer, older];
}
