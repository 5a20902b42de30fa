import type { RuleFailure } from '@dtu-web/protocol';
import type { Translate } from '../i18n/index.ts';

/** Field path → translated message of its first failing rule (the schema lists rules in device order). */
export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrors(failures: readonly RuleFailure[], t: Translate): FieldErrors {
  const errors: Record<string, string> = {};
  for (const failure of failures) {
    const field = failure.field ?? '';
    if (field in errors) continue;
    errors[field] = t(failure.message, { ...failure.param });
  }
  return errors;
}
