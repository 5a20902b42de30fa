import { describe, expect, it } from 'vitest';
import { encodeCredentials, Session } from '../../lib/auth/index.ts';
import { describeCharacter, keepLoginWithPassword, unsafeCharacters, usernameOf } from './password.ts';

describe('admin password helpers', () => {
  it('finds each character outside printable ASCII once', () => {
    expect(unsafeCharacters('Plain-ASCII_pass!~ 42')).toEqual([]);
    expect(unsafeCharacters('pässwörd€ä')).toEqual(['ä', 'ö', '€']);
    expect(unsafeCharacters('tab\there')).toEqual(['\t']);
    expect(unsafeCharacters('emoji😀x')).toEqual(['😀']);
  });

  it('names visible characters quoted and invisible ones by code point', () => {
    expect(describeCharacter('ä')).toBe('“ä”');
    expect(describeCharacter('\u00a0')).toBe('U+00A0');
    expect(describeCharacter('\t')).toBe('U+0009');
  });

  it('reads the user name of a stored credential', () => {
    expect(usernameOf(encodeCredentials('admin', 'pa:ss'))).toBe('admin');
    expect(usernameOf(encodeCredentials('ädmin', 'x'))).toBe('ädmin');
    expect(usernameOf('%%%')).toBeUndefined();
    expect(usernameOf(btoa('nocolon'))).toBeUndefined();
  });

  it('keeps the login with the new password, and leaves it alone when nothing changed', () => {
    localStorage.clear();
    const session = new Session(localStorage);
    expect(keepLoginWithPassword(session, 'new-password')).toBe(false);
    session.logIn({ authdata: encodeCredentials('admin', 'openDTU42'), code: 10002 });
    expect(keepLoginWithPassword(session, 'openDTU42')).toBe(false);
    expect(keepLoginWithPassword(session, 'nöw-password')).toBe(true);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      authdata: encodeCredentials('admin', 'nöw-password'),
      code: 10002,
    });
  });
});
