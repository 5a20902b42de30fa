/**
 * What each emulated release must show, written out by hand from firmware-versions.md (§0–§2, §3.4, §5)
 * so the release tests do not merely repeat the emulator's own table.
 */
import type { EmulatedRelease } from '@dtu-web/protocol';

export interface ReleaseRow {
  configVersion: '0.1.28' | '0.1.29' | '0.1.30';
  /** `cfg.version` in config.json. */
  configNumber: number;
  taskDetails: boolean;
  gitBranch: boolean;
  /** /api/config/* (v24.10.6) or /api/file/* and /api/i18n/* (v24.11.7+). */
  fileApi: boolean;
  logging: boolean;
  /** /api/ntp/zones and no `ntp_timezone` instead of /zones.json. */
  ntpZones: boolean;
  locale: boolean;
  unsetDisplayPin: 255 | -1;
  dataAgeMs: boolean;
  pinMappingHint: boolean;
  pdl: boolean;
  syslog: boolean;
  hassSlash: boolean;
  persistent: readonly [number, number];
  typeNames: readonly [string, string];
  /** Reactive power read signed; before, a negative Q reads as its 16-bit two's complement ÷ 10 (§2.3). */
  signedQ: boolean;
  /** A new limit replaces the waiting ones; "Pending" until none is queued (§2.4). */
  limitsReplace: boolean;
  /** How long after its reply a network save takes effect (§2.7). */
  networkApplyMs: 0 | 500;
  /** The web files' ETag also hashes `git_hash` (§1, v25.5.10). */
  etagGitHash: boolean;
  /** `/api/ntp/status` `ntp_status` is the synced flag: false until the first sync (§2.8, v26.3.28). */
  ntpSyncedFlag: boolean;
}

const OLD_NAMES = ['HMS-500-1T v2', 'HERF-800-2T'] as const;
const NEW_NAMES = ['HMS-450/500-1T v2', 'HERF-600/800-2T'] as const;

export const RELEASE_ROWS: Readonly<Record<EmulatedRelease, ReleaseRow>> = {
  'v24.10.6': {
    configVersion: '0.1.28',
    configNumber: 72704,
    taskDetails: false,
    gitBranch: false,
    fileApi: false,
    logging: false,
    ntpZones: false,
    locale: false,
    unsetDisplayPin: 255,
    dataAgeMs: false,
    pinMappingHint: false,
    pdl: false,
    syslog: false,
    hassSlash: false,
    persistent: [256, 257],
    typeNames: OLD_NAMES,
    signedQ: false,
    limitsReplace: false,
    networkApplyMs: 0,
    etagGitHash: false,
    ntpSyncedFlag: false,
  },
  'v24.11.7': {
    configVersion: '0.1.29',
    configNumber: 72960,
    taskDetails: true,
    gitBranch: false,
    fileApi: true,
    logging: false,
    ntpZones: false,
    locale: true,
    unsetDisplayPin: 255,
    dataAgeMs: false,
    pinMappingHint: false,
    pdl: false,
    syslog: false,
    hassSlash: false,
    persistent: [256, 257],
    typeNames: OLD_NAMES,
    signedQ: false,
    limitsReplace: false,
    networkApplyMs: 0,
    etagGitHash: false,
    ntpSyncedFlag: false,
  },
  'v25.1.14': {
    configVersion: '0.1.29',
    configNumber: 72960,
    taskDetails: true,
    gitBranch: false,
    fileApi: true,
    logging: false,
    ntpZones: false,
    locale: true,
    unsetDisplayPin: 255,
    dataAgeMs: false,
    pinMappingHint: true,
    pdl: true,
    syslog: false,
    hassSlash: false,
    persistent: [256, 257],
    typeNames: NEW_NAMES,
    signedQ: false,
    limitsReplace: true,
    networkApplyMs: 0,
    etagGitHash: false,
    ntpSyncedFlag: false,
  },
  'v25.5.10': {
    configVersion: '0.1.30',
    configNumber: 73216,
    taskDetails: true,
    gitBranch: true,
    fileApi: true,
    logging: true,
    ntpZones: false,
    locale: true,
    unsetDisplayPin: -1,
    dataAgeMs: true,
    pinMappingHint: true,
    pdl: true,
    syslog: true,
    hassSlash: false,
    persistent: [256, 257],
    typeNames: NEW_NAMES,
    signedQ: true,
    limitsReplace: true,
    networkApplyMs: 500,
    etagGitHash: true,
    ntpSyncedFlag: false,
  },
  'v25.9.11': {
    configVersion: '0.1.30',
    configNumber: 73216,
    taskDetails: true,
    gitBranch: true,
    fileApi: true,
    logging: true,
    ntpZones: false,
    locale: true,
    unsetDisplayPin: -1,
    dataAgeMs: true,
    pinMappingHint: true,
    pdl: true,
    syslog: true,
    hassSlash: true,
    persistent: [2, 3],
    typeNames: NEW_NAMES,
    signedQ: true,
    limitsReplace: true,
    networkApplyMs: 500,
    etagGitHash: true,
    ntpSyncedFlag: false,
  },
  'v26.3.28': {
    configVersion: '0.1.30',
    configNumber: 73216,
    taskDetails: true,
    gitBranch: true,
    fileApi: true,
    logging: true,
    ntpZones: true,
    locale: true,
    unsetDisplayPin: -1,
    dataAgeMs: true,
    pinMappingHint: true,
    pdl: true,
    syslog: true,
    hassSlash: true,
    persistent: [2, 3],
    typeNames: NEW_NAMES,
    signedQ: true,
    limitsReplace: true,
    networkApplyMs: 500,
    etagGitHash: true,
    ntpSyncedFlag: true,
  },
  'v26.3.30': {
    configVersion: '0.1.30',
    configNumber: 73216,
    taskDetails: true,
    gitBranch: true,
    fileApi: true,
    logging: true,
    ntpZones: true,
    locale: true,
    unsetDisplayPin: -1,
    dataAgeMs: true,
    pinMappingHint: true,
    pdl: true,
    syslog: true,
    hassSlash: true,
    persistent: [2, 3],
    typeNames: NEW_NAMES,
    signedQ: true,
    limitsReplace: true,
    networkApplyMs: 500,
    etagGitHash: true,
    ntpSyncedFlag: true,
  },
};
