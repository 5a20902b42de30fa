import { acceptedLimitTypes } from '../firmware/features.ts';
import type { FirmwareRelease } from '../firmware/releases.ts';
import type { LimitConfigRequest } from '../api/limit.ts';
import { ResponseCode } from '../codes.ts';
import { decodeLimitType, maxAbsoluteLimit } from '../domain/limitType.ts';
import { parseSerial } from '../domain/serial.ts';
import { FORM_LIMITS, MAX_INVERTER_LIMIT } from '../limits.ts';
import { defineBody, type BodySchema, type Rule } from './validate.ts';
import { t } from './types.ts';

const isRelative = (v: LimitConfigRequest): boolean => decodeLimitType(v.limit_type)?.relative === true;

/** The rules of every release; `accepted` = the limit types it takes (any decodable one when undefined). */
const limitRules = (accepted?: readonly number[]): readonly Rule<LimitConfigRequest>[] => [
  { field: 'serial', code: ResponseCode.LimitSerialZero, fails: (v) => parseSerial(v.serial) === 0n },
  {
    field: 'limit_value',
    code: ResponseCode.LimitInvalidLimit,
    fails: (v) => v.limit_value > MAX_INVERTER_LIMIT,
  },
  {
    field: 'limit_type',
    code: ResponseCode.LimitInvalidType,
    fails: (v) =>
      accepted === undefined ? decodeLimitType(v.limit_type) === null : !accepted.includes(v.limit_type),
  },
  {
    field: 'limit_value',
    message: 'validation.limitMin',
    clientOnly: true,
    param: { min: 0 },
    fails: (v) => v.limit_value < 0,
  },
  {
    field: 'limit_value',
    message: 'validation.limitRelativeMax',
    clientOnly: true,
    param: { min: 0, max: FORM_LIMITS.limit.relativeMax },
    when: isRelative,
    fails: (v) => v.limit_value > FORM_LIMITS.limit.relativeMax,
  },
];

/*#__NO_SIDE_EFFECTS__*/
function limitSchema(
  extra: readonly Rule<LimitConfigRequest>[],
  accepted?: readonly number[],
): BodySchema<LimitConfigRequest> {
  return defineBody<LimitConfigRequest>({
    types: [t.string('serial'), t.number('limit_value'), t.int('limit_type', 'uint16')],
    read: (f) => ({
      serial: f.serial as string,
      limit_value: f.limit_value as number,
      limit_type: f.limit_type as number,
    }),
    rules: [...limitRules(accepted), ...extra],
  });
}

/**
 * POST /api/limit/config (device-api §1.4). Accepts limit types 0, 1, 256, 257, 2, 3. 5004 (unknown
 * inverter) needs server state: the emulator checks it.
 */
export const limitConfigSchema = limitSchema([]);

/**
 * The schema of a release that takes exactly `accepted` limit types (firmware-versions.md §2.4: {0, 1,
 * 256, 257} up to v25.5.10, {0, 1, 2, 3} from v25.9.11); any other is 5003. See `requestSchemaFor`.
 */
export function limitConfigSchemaAccepting(accepted: readonly number[]): BodySchema<LimitConfigRequest> {
  return limitSchema([], accepted);
}

/** limitConfigSchema plus the UI's absolute cap for one inverter (its max_power from /api/limit/status). */
export function limitFormSchema(
  maxPower: number,
  accepted?: readonly number[],
): BodySchema<LimitConfigRequest> {
  const max = maxAbsoluteLimit(maxPower);
  return limitSchema(
    [
      {
        field: 'limit_value',
        message: 'validation.limitAbsoluteMax',
        clientOnly: true,
        param: { min: 0, max },
        when: (v) => !isRelative(v),
        fails: (v) => v.limit_value > max,
      },
    ],
    accepted,
  );
}

const limitSchemas = new Map<string, BodySchema<LimitConfigRequest>>();

/** The schema `release` checks a limit with (firmware-versions.md §2.4): types {0, 1, 256, 257} up to
 * v25.5.10, {0, 1, 2, 3} from v25.9.11, anything else 5003. One object per accepted set, so callers may
 * compare or cache them. */
export function limitRequestSchema(release: FirmwareRelease): BodySchema<LimitConfigRequest> {
  const accepted = acceptedLimitTypes(release);
  const key = accepted.join(',');
  let schema = limitSchemas.get(key);
  if (schema === undefined) {
    schema = limitConfigSchemaAccepting(accepted);
    limitSchemas.set(key, schema);
  }
  return schema;
}
