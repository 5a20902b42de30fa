import { checkBody, configFileSchema, pinMappingFileSchema, type BodySchema } from '@dtu-web/protocol';

/** The files a restore may replace (interface-spec §5). */
export const RESTORE_TARGETS = ['config.json', 'pin_mapping.json'] as const;
export type RestoreTarget = (typeof RESTORE_TARGETS)[number];

const SCHEMAS: Record<RestoreTarget, BodySchema<unknown>> = {
  'config.json': configFileSchema,
  'pin_mapping.json': pinMappingFileSchema,
};

/** Why a file must not be uploaded, as an i18n key with its parameters; undefined when it may. */
export type RestoreProblem =
  | { key: 'config.NotJsonFile' }
  | { key: 'config.NotJson' }
  | { key: 'config.WrongShape'; shape: string; field: string };

/** The file name must end in .json (the input's accept filter can be bypassed). */
export function nameProblem(fileName: string): RestoreProblem | undefined {
  return /\.json$/i.test(fileName) ? undefined : { key: 'config.NotJsonFile' };
}

/**
 * Checks a file's text before it is uploaded: it must parse as JSON and have the layout of the
 * chosen target (the protocol's schema, the one the emulator also applies), so a wrong file never
 * reaches the gateway.
 */
export function contentProblem(text: string, target: RestoreTarget): RestoreProblem | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return { key: 'config.NotJson' };
  }
  const check = checkBody(SCHEMAS[target], json, 'client');
  if (check.ok) return undefined;
  return { key: 'config.WrongShape', shape: check.failure.message, field: check.failure.field ?? '' };
}
