import { describe, expect, it } from 'vitest';
import {
  asBool,
  asInt,
  asNumber,
  asString,
  boolOr,
  intOr,
  isBool,
  isInt,
  isNumber,
  isString,
} from './arduinoJson.ts';

describe('ArduinoJson is<T>()', () => {
  it.each([
    [true, true],
    [false, true],
    [0, false],
    ['true', false],
    [null, false],
    [undefined, false],
  ])('is<bool>(%j) = %s', (value, ok) => {
    expect(isBool(value)).toBe(ok);
  });

  it.each([
    ['', true],
    ['x', true],
    [5, false],
    [null, false],
    [['x'], false],
  ])('is<String>(%j) = %s', (value, ok) => {
    expect(isString(value)).toBe(ok);
  });

  it.each([
    [0, true],
    [-1.5, true],
    [1e300, true],
    ['5', false],
    [null, false],
  ])('is<float>(%j) = %s', (value, ok) => {
    expect(isNumber(value)).toBe(ok);
  });

  it.each([
    ['uint8', 0, true],
    ['uint8', 255, true],
    ['uint8', 256, false],
    ['uint8', -1, false],
    ['uint8', 1.5, false],
    ['uint8', '5', false],
    ['uint8', true, false],
    ['int8', -128, true],
    ['int8', 127, true],
    ['int8', -129, false],
    ['int8', 128, false],
    ['uint16', 65535, true],
    ['uint16', 65536, false],
    ['uint32', 4294967295, true],
    ['uint32', 4294967296, false],
    ['uint', 4294967295, true],
    ['uint', -1, false],
  ] as const)('is<%s>(%j) = %s', (type, value, ok) => {
    expect(isInt(value, type)).toBe(ok);
  });
});

describe('ArduinoJson as<T>()', () => {
  it.each([
    ['x', 'x'],
    [undefined, 'null'],
    [null, 'null'],
    [5, '5'],
    [1.5, '1.5'],
    [true, 'true'],
    [{ a: 1 }, '{"a":1}'],
    [[1, 'a'], '[1,"a"]'],
  ])('as<String>(%j) = %j', (value, text) => {
    expect(asString(value)).toBe(text);
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
    [null, false],
    [0, false],
    [2, true],
    ['', true],
    ['false', true],
    [{}, true],
  ])('as<bool>(%j) = %s', (value, result) => {
    expect(asBool(value)).toBe(result);
  });

  it.each([
    ['uint8', 5, 5],
    ['uint8', 5.9, 5],
    ['uint8', 256, 0],
    ['uint8', -1, 0],
    ['uint8', -0.5, 0],
    ['uint8', '42', 42],
    ['uint8', '4x', 0],
    ['uint8', true, 1],
    ['uint8', null, 0],
    ['uint8', undefined, 0],
    ['uint8', [1], 0],
    ['int8', -128, -128],
    ['int8', -129, 0],
    ['uint16', 65535, 65535],
    ['uint16', 70000, 0],
    ['uint32', 4294967295, 4294967295],
  ] as const)('as<%s>(%j) = %i', (type, value, result) => {
    expect(asInt(value, type)).toBe(result);
  });

  it.each([
    [1.5, 1.5],
    ['2.5', 2.5],
    ['x', 0],
    [false, 0],
    [undefined, 0],
  ])('as<float>(%j) = %f', (value, result) => {
    expect(asNumber(value)).toBe(result);
  });

  it('`field | default` takes the value only when it has the right type', () => {
    expect(boolOr(false, true)).toBe(false);
    expect(boolOr('no', true)).toBe(true);
    expect(boolOr(undefined, false)).toBe(false);
    expect(intOr(7, 'uint8', 2)).toBe(7);
    expect(intOr(300, 'uint8', 2)).toBe(2);
    expect(intOr(1.5, 'uint8', 2)).toBe(2);
  });
});
