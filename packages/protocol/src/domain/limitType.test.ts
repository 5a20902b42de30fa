import { describe, expect, it } from 'vitest';
import { decodeLimitType, encodeLimitType } from './limitType.ts';

describe('limit types', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [false, true, 256],
    [true, true, 257],
  ])('relative=%s persistent=%s → %i', (relative, persistent, type) => {
    expect(encodeLimitType({ relative, persistent })).toBe(type);
    expect(decodeLimitType(type)).toEqual({ relative, persistent });
  });

  it.each([
    [2, { relative: false, persistent: true }],
    [3, { relative: true, persistent: true }],
  ])('decodes the newer type %i', (type, kind) => {
    expect(decodeLimitType(type)).toEqual(kind);
  });

  it.each([4, 255, 258, -1, 1.5, 65535])('refuses type %s', (type) => {
    expect(decodeLimitType(type)).toBeNull();
  });
});
