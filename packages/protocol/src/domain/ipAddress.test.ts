import { describe, expect, it } from 'vitest';
import { isDottedQuad } from './ipAddress.ts';

describe('isDottedQuad (IPAddress::fromString)', () => {
  it.each(['0.0.0.0', '192.168.1.1', '255.255.255.255', '001.002.003.004', '1..2.3', '...'])(
    'accepts %j',
    (text) => {
      expect(isDottedQuad(text)).toBe(true);
    },
  );

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.256',
    '1.2.3.4 ',
    ' 1.2.3.4',
    '1.2.3.x',
    '::1',
    '1.2.3.-4',
    '1.2.3.4/24',
  ])('refuses %j', (text) => {
    expect(isDottedQuad(text)).toBe(false);
  });
});
