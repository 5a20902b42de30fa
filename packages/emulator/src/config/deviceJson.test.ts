import { describe, expect, it } from 'vitest';
import { DeviceJsonError, parseDeviceJson } from './deviceJson.ts';

describe('parseDeviceJson (device-api §0.1)', () => {
  it('reads standard JSON like JSON.parse', () => {
    for (const text of [
      '{"a":1,"b":[true,false,null],"c":"x\\"y\\u00e4\\n","d":-1.5e3}',
      '[]',
      '{}',
      ' 42 ',
      '"text"',
    ]) {
      expect(parseDeviceJson(text)).toEqual(JSON.parse(text));
    }
  });

  it("reads a Python dict's repr: single-quoted strings and keys", () => {
    expect(parseDeviceJson("{'limit_type': 0, 'limit_value': 300, 'serial': '116180123456'}")).toEqual({
      limit_type: 0,
      limit_value: 300,
      serial: '116180123456',
    });
    expect(parseDeviceJson(`{'q': "it's", 'r': 'say "hi"', 's': 'it\\'s'}`)).toEqual({
      q: "it's",
      r: 'say "hi"',
      s: "it's",
    });
  });

  it('reads unquoted keys of letters, digits and _', () => {
    expect(parseDeviceJson('{reboot: true, a_1: 2, 3b: "x"}')).toEqual({ reboot: true, a_1: 2, '3b': 'x' });
  });

  it('refuses what the device refuses: comments, bare values, odd keys, trailing text, deep nesting', () => {
    for (const text of [
      '{"a":1 /* c */}',
      '// c\n{"a":1}',
      '{"a":1}// c',
      '{a: yes}',
      '{a-b: 1}',
      '{"a":1,}',
      '[1,]',
      '{"a":1} x',
      '{"a":01}',
      '{"a":.5}',
      '{"a":+1}',
      '{"a":NaN}',
      "{'a':'\\x'}",
      '{"a":"line\nbreak"}',
      '{"a":"open',
      '',
      '[[[[[[[[[[[1]]]]]]]]]]]',
    ]) {
      expect(() => parseDeviceJson(text), text).toThrow(DeviceJsonError);
    }
    expect(parseDeviceJson('[[[[[[[[[[1]]]]]]]]]]')).toEqual([[[[[[[[[[1]]]]]]]]]]);
  });

  it('keeps "__proto__" as a plain key', () => {
    const value = parseDeviceJson('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it('keeps uint64 digits as bigint when asked', () => {
    expect(parseDeviceJson('{"s":9223372036854775807,"t":5}', { bigints: true })).toEqual({
      s: 9223372036854775807n,
      t: 5,
    });
    expect(parseDeviceJson('{"s":9223372036854775807}')).toEqual({ s: 2 ** 63 });
  });
});
