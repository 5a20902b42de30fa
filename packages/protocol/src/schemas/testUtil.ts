// Shared by the schema tests only (not exported from the package).
import { checkBody, type BodySchema, type RuleFailure, type Side } from './validate.ts';

/** The failure a body produces, or undefined when it passes. */
export function failureOf<T>(
  schema: BodySchema<T>,
  body: unknown,
  side: Side = 'server',
): RuleFailure | undefined {
  const result = checkBody(schema, body, side);
  return result.ok ? undefined : result.failure;
}

/** The normalised value; throws when the body fails so the test shows the failure. */
export function valueOf<T>(schema: BodySchema<T>, body: unknown, side: Side = 'server'): T {
  const result = checkBody(schema, body, side);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.value;
}

export const missing = (field: string): RuleFailure => ({ code: 1005, message: 'apiresponse.1005', field });

export function device(code: number, field: string, param?: { min?: number; max?: number }): RuleFailure {
  const failure: RuleFailure = { code: code as RuleFailure['code'], message: `apiresponse.${code}`, field };
  if (param !== undefined) failure.param = param;
  return failure;
}

export function client(name: string, field: string, param?: { min?: number; max?: number }): RuleFailure {
  const failure: RuleFailure = { message: `validation.${name}`, field };
  if (param !== undefined) failure.param = param;
  return failure;
}
