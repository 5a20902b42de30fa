import { describe, expect, it } from 'vitest';
import { securityConfigSchema, securityFormSchema } from './security.ts';
import { client, device, failureOf, missing, valueOf } from './testUtil.ts';

const length = device(10001, 'password', { max: 64 });

describe('securityConfigSchema', () => {
  it('accepts a valid body and stores it', () => {
    expect(valueOf(securityConfigSchema, { password: 'secret12', allow_readonly: false })).toEqual({
      password: 'secret12',
      allow_readonly: false,
    });
  });

  it.each([
    ['7 chars', 'a'.repeat(7), length],
    ['8 chars', 'a'.repeat(8), undefined],
    ['64 chars', 'a'.repeat(64), undefined],
    ['65 chars', 'a'.repeat(65), length],
    ['32 umlauts = 64 bytes', 'ä'.repeat(32), undefined],
    ['33 umlauts = 66 bytes', 'ä'.repeat(33), length],
  ])('password of %s', (_name, password, expected) => {
    expect(failureOf(securityConfigSchema, { password, allow_readonly: true })).toEqual(expected);
  });

  it.each([
    [
      'password a number, allow_readonly a bool',
      { password: 12345678, allow_readonly: true },
      missing('password'),
    ],
    ['password missing, allow_readonly a bool', { allow_readonly: false }, missing('password')],
    ['password missing, allow_readonly missing: reads "null"', {}, length],
    ['password missing, allow_readonly a string', { allow_readonly: 'yes' }, length],
    ['a JSON array body', [], length],
    ['a JSON null body', null, length],
  ])('type-check quirk: %s', (_name, body, expected) => {
    expect(failureOf(securityConfigSchema, body)).toEqual(expected);
  });

  it('stores a non-string password the way as<String>() reads it when allow_readonly is not a bool', () => {
    expect(valueOf(securityConfigSchema, { password: 12345678 })).toEqual({
      password: '12345678',
      allow_readonly: false,
    });
  });

  it('reads allow_readonly with as<bool>()', () => {
    expect(valueOf(securityConfigSchema, { password: 'secret12' }).allow_readonly).toBe(false);
    expect(valueOf(securityConfigSchema, { password: 'secret12', allow_readonly: 'no' }).allow_readonly).toBe(
      true,
    );
  });
});

describe('securityFormSchema', () => {
  const notEqual = client('passwordsNotEqual', 'passwordRepeat');

  it('refuses a different repeat on the client, before the length check', () => {
    expect(
      failureOf(
        securityFormSchema,
        { password: 'short', passwordRepeat: 'other', allow_readonly: true },
        'client',
      ),
    ).toEqual(notEqual);
  });

  it('skips the repeat on the server', () => {
    expect(
      failureOf(
        securityFormSchema,
        { password: 'secret12', passwordRepeat: 'x', allow_readonly: true },
        'server',
      ),
    ).toBeUndefined();
  });

  it('returns the wire body without the repeat', () => {
    expect(
      valueOf(
        securityFormSchema,
        { password: 'secret12', passwordRepeat: 'secret12', allow_readonly: true },
        'client',
      ),
    ).toEqual({ password: 'secret12', allow_readonly: true });
  });

  it('still applies the device length rule', () => {
    expect(
      failureOf(
        securityFormSchema,
        { password: 'short', passwordRepeat: 'short', allow_readonly: true },
        'client',
      ),
    ).toEqual(length);
  });
});
