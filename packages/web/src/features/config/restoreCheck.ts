import {
  checkBody,
  CONFIG_FILE_SECTIONS,
  configFileSchema,
  pinMappingFileSchema,
  type BodySchema,
  type PartialConfigFile,
  type PinMappingFile,
} from '@dtu-web/protocol';

/**
 * The files a restore may replace (interface-spec §5); a language pack (`*.lang.json`) only on releases
 * with language packs (firmware-versions.md §3.9: the stock UI always names it pack.lang.json).
 */
export const RESTORE_TARGETS = ['config.json', 'pin_mapping.json', 'pack.lang.json'] as const;
export type RestoreTarget = (typeof RESTORE_TARGETS)[number];

/** The targets a gateway takes: the language pack where it has language packs. */
export function restoreTargets(languagePacks: boolean): readonly RestoreTarget[] {
  return languagePacks ? RESTORE_TARGETS : RESTORE_TARGETS.filter((target) => target !== 'pack.lang.json');
}

/** Why a file must not be uploaded, as an i18n key with its parameters. */
export type RestoreProblem =
  | { key: 'config.NotJsonFile' }
  | { key: 'config.NotJson' }
  | { key: 'config.MissingSections'; missing: string[] }
  /** A language pack needs `meta.code` and `meta.name`, both non-empty, or the gateway ignores it. */
  | { key: 'config.NotAPack' }
  | { key: 'config.WrongShape'; shape: string; field: string };

/** What a restore would change, for the question before it is sent. */
export type RestoreSummary =
  | {
      target: 'config.json';
      /** Names of the configured inverters (serial ≠ 0), in the file's display order. */
      inverters: string[];
      /** The WiFi network the gateway joins; '' when it only opens its access point. */
      ssid: string;
      mqtt: { enabled: boolean; host: string };
      timezone: string;
    }
  | { target: 'pin_mapping.json'; profiles: string[] }
  | { target: 'pack.lang.json'; code: string; name: string };

export type RestoreCheck = { ok: true; summary: RestoreSummary } | { ok: false; problem: RestoreProblem };

/** The file name must end in .json (the input's accept filter can be bypassed). */
export function nameProblem(fileName: string): RestoreProblem | undefined {
  return /\.json$/i.test(fileName) ? undefined : { key: 'config.NotJsonFile' };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The sections (and `cfg.version`) a config.json lacks, all of them at once so the message can name
 * them; [] for a non-object, which the schema then refuses as a whole.
 */
export function missingSections(json: unknown): string[] {
  if (!isObject(json)) return [];
  const missing: string[] = CONFIG_FILE_SECTIONS.filter((key) => json[key] === undefined);
  const { cfg } = json;
  if (isObject(cfg) && cfg.version === undefined) missing.unshift('cfg.version');
  return missing;
}

function shapeProblem(schema: BodySchema<unknown>, json: unknown): RestoreProblem | undefined {
  const check = checkBody(schema, json, 'client');
  if (check.ok) return undefined;
  return { key: 'config.WrongShape', shape: check.failure.message, field: check.failure.field ?? '' };
}

function configSummary(file: PartialConfigFile): RestoreSummary {
  const inverters = (file.inverters ?? [])
    .map((inverter, slot) => ({ inverter, slot }))
    .filter(({ inverter }) => (inverter.serial ?? 0) !== 0)
    .sort((a, b) => (a.inverter.order ?? 0) - (b.inverter.order ?? 0) || a.slot - b.slot)
    .map(({ inverter }) => inverter.name ?? '');
  return {
    target: 'config.json',
    inverters,
    ssid: file.wifi?.ssid ?? '',
    mqtt: { enabled: file.mqtt?.enabled ?? false, host: file.mqtt?.hostname ?? '' },
    timezone: file.ntp?.timezone_descr ?? '',
  };
}

/**
 * Checks a file's text before anything is uploaded (the protocol's schema, the one the emulator also
 * applies): a config.json must carry what every config.json the device writes carries (device-api
 * §7.1), a pin mapping must be a list of named profiles (§7.2). A file that passes comes with a
 * summary of what it would change.
 */
export function checkRestore(text: string, target: RestoreTarget): RestoreCheck {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, problem: { key: 'config.NotJson' } };
  }
  if (target === 'config.json') {
    const missing = missingSections(json);
    if (missing.length > 0) return { ok: false, problem: { key: 'config.MissingSections', missing } };
    const problem = shapeProblem(configFileSchema, json);
    if (problem) return { ok: false, problem };
    return { ok: true, summary: configSummary(json as PartialConfigFile) };
  }
  if (target === 'pack.lang.json') {
    const meta = isObject(json) && isObject(json.meta) ? json.meta : undefined;
    const { code, name } = meta ?? {};
    if (typeof code !== 'string' || typeof name !== 'string' || code.trim() === '' || name.trim() === '')
      return { ok: false, problem: { key: 'config.NotAPack' } };
    return { ok: true, summary: { target, code, name } };
  }
  const problem = shapeProblem(pinMappingFileSchema, json);
  if (problem) return { ok: false, problem };
  const profiles = (json as PinMappingFile).map((profile) => profile.name);
  return { ok: true, summary: { target: 'pin_mapping.json', profiles } };
}
