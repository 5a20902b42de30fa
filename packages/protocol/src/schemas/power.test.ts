import { describe, expect, it } from 'vitest';
import { powerConfigSchema } from './power.ts';
import { device, failureOf, missing, valueOf } from './testUtil.ts';

const serial = '116180123456';

describe('powerConfigSchema', () => {
  it.each([
    [
      { serial, power: true },
      { serial, power: true },
    ],
    [
      { serial, power: false },
      { serial, power: false },
    ],
    [
      { serial, restart: true },
      { serial, restart: true },
    ],
    [
      { serial, restart: false },
      { serial, restart: false },
    ],
    [
      { serial, power: 'on', restart: true },
      { serial, restart: true },
    ],
    [
      { serial, power: true, restart: 1 },
      { serial, power: true },
    ],
  ])('accepts %o', (body, value) => {
    expect(valueOf(powerConfigSchema, body)).toEqual(value);
  });

  it.each([
    [{ serial }, missing('power')],
    [{ serial, power: 1 }, missing('power')],
    [{ serial, restart: 'true' }, missing('power')],
    [{ serial: 116180123456, power: true }, missing('serial')],
    [{ power: true }, missing('serial')],
    [{ serial: '0', power: true }, device(11001, 'serial')],
    [{ serial: '', restart: true }, device(11001, 'serial')],
  ])('refuses %o', (body, expected) => {
    expect(failureOf(powerConfigSchema, body)).toEqual(expected);
  });
});
