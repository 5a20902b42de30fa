import type { SecurityConfig } from '../api/security.ts';
import { ResponseCode } from '../codes.ts';
import { utf8LengthOutside } from '../domain/text.ts';
import { SECURITY_PASSWORD_MAX_LENGTH, SECURITY_PASSWORD_MIN_LENGTH } from '../limits.ts';
import { asBool, asString, isBool, isString, type Fields } from './arduinoJson.ts';
import { defineBody, type Rule, type TypeCheck } from './validate.ts';

// The device's quirky check: 1005 only when password is not a string AND allow_readonly is a bool.
const securityTypes: readonly TypeCheck[] = [
  { field: 'password', ok: (f: Fields) => isString(f.password) || !isBool(f.allow_readonly) },
];

function readSecurity(f: Fields): SecurityConfig {
  // A missing password reads as "null" (4 chars) and so fails the length check.
  return { password: asString(f.password), allow_readonly: asBool(f.allow_readonly) };
}

const passwordLength: Rule<SecurityConfig> = {
  field: 'password',
  code: ResponseCode.SecurityPasswordLength,
  fails: (v) => utf8LengthOutside(v.password, SECURITY_PASSWORD_MIN_LENGTH, SECURITY_PASSWORD_MAX_LENGTH),
};

/** POST /api/security/config (device-api §1.1). */
export const securityConfigSchema = defineBody<SecurityConfig>({
  types: securityTypes,
  read: readSecurity,
  rules: [passwordLength],
});

/**
 * The security form: the wire body plus a `passwordRepeat` field that never goes on the wire. The UI
 * checks the repeat first and sends nothing when it differs; the value is the wire body.
 */
export const securityFormSchema = defineBody<SecurityConfig>({
  types: securityTypes,
  read: readSecurity,
  rules: [
    {
      field: 'passwordRepeat',
      message: 'validation.passwordsNotEqual',
      clientOnly: true,
      fails: (v, f) => f.passwordRepeat !== v.password,
    },
    passwordLength,
  ],
});
