import { describe, expect, it } from 'vitest';
import { truncateUtf8, utf8Length, utf8LengthOutside } from './text.ts';

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ä', 2],
    ['€', 3],
    ['😀', 4],
    ['a😀ä', 7],
    ['\ud800', 3],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });
});

describe('utf8LengthOutside', () => {
  it.each([
    ['', 1, 31, true],
    ['a', 1, 31, false],
    ['ü'.repeat(15), 1, 31, false],
    ['ü'.repeat(16), 1, 31, true],
    ['1234567', 8, 64, true],
    ['12345678', 8, 64, false],
  ])('%j outside %i..%i bytes: %s', (text, min, max, expected) => {
    expect(utf8LengthOutside(text, min, max)).toBe(expected);
  });
});

describe('truncateUtf8', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['abc', 10, 'abc'],
    ['ääää', 5, 'ää'],
    ['a😀b', 4, 'a'],
    ['a😀b', 5, 'a😀'],
    ['x', 0, ''],
  ])('%j to %i bytes → %j', (text, max, expected) => {
    expect(truncateUtf8(text, max)).toBe(expected);
  });
});
