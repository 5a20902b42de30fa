import type { ResultParam } from '../api/result.ts';
import type { ApiResult } from '../api/result.ts';
import { RESPONSE_PARAMS, ResponseCode, responseMessageKey } from '../codes.ts';
import { isPlainObject, type Fields } from './arduinoJson.ts';

/** Which side runs a check: the emulator (device rules only) or the browser (device + client rules). */
export type Side = 'server' | 'client';

export interface RuleFailure {
  /** The device response code when the rule is a device rule with a code. */
  code?: ResponseCode;
  /** i18n key: 'apiresponse.<code>' for device rules, 'validation.<name>' otherwise. */
  message: string;
  /** e.g. { max: 31 } or { min, max }. */
  param?: ResultParam;
  /** Dotted path of the offending field (for inline messages in forms). */
  field?: string;
}

export type BodyCheck<T> = { ok: true; value: T } | { ok: false; failure: RuleFailure };

export interface BodyRun<T> {
  /** In the device's order; empty when the body passed. */
  failures: RuleFailure[];
  /** The normalised body; present only when there are no failures. */
  value?: T;
}

export interface BodySchema<T> {
  /** Every message key this schema can produce (for i18n completeness tests). */
  readonly messages: readonly string[];
  /** Runs the checks; stops at the first failure unless `all`. */
  readonly run: (input: unknown, side: Side, all: boolean) => BodyRun<T>;
}

/** The first failing rule in the device's order, or the normalised body the server stores. */
export function checkBody<T>(schema: BodySchema<T>, input: unknown, side: Side): BodyCheck<T> {
  const run = schema.run(input, side, false);
  const failure = run.failures[0];
  if (failure !== undefined) return { ok: false, failure };
  if (run.value === undefined) throw new Error('schema produced neither a value nor a failure');
  return { ok: true, value: run.value };
}

/**
 * Every failing rule, for inline form messages. Type failures (1005) come alone: the other rules
 * cannot run on a body of the wrong shape.
 */
export function checkBodyAll<T>(schema: BodySchema<T>, input: unknown, side: Side): RuleFailure[] {
  return schema.run(input, side, true).failures;
}

/**
 * The device's answer for a failure: `{type:'warning', message, code, param}` in that key order, with
 * `code` and `param` left out when the failure has no code (the code-less network checks).
 */
export function failureResult(failure: RuleFailure, message: string): ApiResult {
  const result: ApiResult = { type: 'warning', message };
  // The param of a code-less failure is for the UI's own text only; the device sends none.
  if (failure.code !== undefined) {
    result.code = failure.code;
    if (failure.param !== undefined) result.param = failure.param;
  }
  return result;
}

/** One entry of the 1005 type check. */
export interface TypeCheck {
  field: string;
  ok: (fields: Fields) => boolean;
}

/** One check after the type check. */
export interface Rule<T> {
  field: string;
  /** Device response code; leave out for client-only and code-less device rules. */
  code?: ResponseCode;
  /** Defaults to 'apiresponse.<code>'; required when there is no code. */
  message?: string;
  /** Applied only with side 'client'. */
  clientOnly?: boolean;
  /** The rule applies only when this holds (e.g. MQTT checks only while MQTT is enabled). */
  when?: (value: T) => boolean;
  /** Sees the value as the device read it, plus the raw body for client rules that need it. */
  fails: (value: T, fields: Fields) => boolean;
  /** Defaults to the code's static param. */
  param?: ResultParam | ((value: T) => ResultParam);
}

export interface BodyDefinition<T> {
  /** In the device's order; the first failure answers 1005. */
  types: readonly TypeCheck[];
  /** Reads the body like the device does (ArduinoJson conversions, defaults). */
  read: (fields: Fields) => T;
  rules: readonly Rule<T>[];
  /** Adjustments the device makes when storing (truncation, clamping), after the checks passed. */
  store?: (value: T) => T;
}

function ruleMessage<T>(rule: Rule<T>): string {
  if (rule.message !== undefined) return rule.message;
  if (rule.code === undefined) throw new Error(`rule for ${rule.field} has neither code nor message`);
  return responseMessageKey(rule.code);
}

function ruleFailure<T>(rule: Rule<T>, value: T): RuleFailure {
  const failure: RuleFailure = { message: ruleMessage(rule), field: rule.field };
  if (rule.code !== undefined) failure.code = rule.code;
  const param =
    typeof rule.param === 'function'
      ? rule.param(value)
      : (rule.param ?? (rule.code === undefined ? undefined : RESPONSE_PARAMS[rule.code]));
  if (param !== undefined) failure.param = { ...param };
  return failure;
}

/** Builds a schema from a declarative rule table. */
/*#__NO_SIDE_EFFECTS__*/
export function defineBody<T>(def: BodyDefinition<T>): BodySchema<T> {
  const messages = [responseMessageKey(ResponseCode.GenericValueMissing), ...def.rules.map(ruleMessage)];
  return {
    messages: [...new Set(messages)],
    run(input, side, all) {
      // A non-object root reads like an empty object on the device: every member lookup is null.
      const fields: Fields = isPlainObject(input) ? input : {};
      const failures: RuleFailure[] = [];
      for (const check of def.types) {
        if (!check.ok(fields)) {
          failures.push({
            code: ResponseCode.GenericValueMissing,
            message: responseMessageKey(ResponseCode.GenericValueMissing),
            field: check.field,
          });
          if (!all) return { failures };
        }
      }
      if (failures.length > 0) return { failures };
      const value = def.read(fields);
      for (const rule of def.rules) {
        if (rule.clientOnly === true && side === 'server') continue;
        if (rule.when !== undefined && !rule.when(value)) continue;
        if (rule.fails(value, fields)) {
          failures.push(ruleFailure(rule, value));
          if (!all) return { failures };
        }
      }
      if (failures.length > 0) return { failures };
      return { failures, value: def.store === undefined ? value : def.store(value) };
    },
  };
}
