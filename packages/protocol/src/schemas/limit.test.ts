import { describe, expect, it } from 'vitest';
import { maxAbsoluteLimit } from '../domain/limitType.ts';
import { limitConfigSchema, limitFormSchema } from './limit.ts';
import { client, device, failureOf, missing, valueOf } from './testUtil.ts';

const base = { serial: '116180123456', limit_value: 50, limit_type: 1 };

describe('limitConfigSchema', () => {
  it.each([
    ['serial as a JSON number', { serial: 116180123456 }, missing('serial')],
    ['limit_value "5"', { limit_value: '5' }, missing('limit_value')],
    ['limit_value 12.5 (any number)', { limit_value: 12.5 }, undefined],
    ['limit_type 1.5', { limit_type: 1.5 }, missing('limit_type')],
    ['limit_type 65536', { limit_type: 65536 }, missing('limit_type')],
    ['limit_type -1', { limit_type: -1 }, missing('limit_type')],
    ['serial "0"', { serial: '0' }, device(5001, 'serial')],
    ['limit_value 2250', { limit_value: 2250, limit_type: 0 }, undefined],
    [
      'limit_value 2250.1',
      { limit_value: 2250.1, limit_type: 0 },
      device(5002, 'limit_value', { max: 2250 }),
    ],
    ['a negative limit_value', { limit_value: -5 }, undefined],
    ['limit_type 4', { limit_type: 4 }, device(5003, 'limit_type')],
    ['limit_type 255', { limit_type: 255 }, device(5003, 'limit_type')],
    ['limit_type 258', { limit_type: 258 }, device(5003, 'limit_type')],
    ['serial 0 and limit 3000', { serial: '0', limit_value: 3000 }, device(5001, 'serial')],
    [
      'limit 3000 and type 7',
      { limit_value: 3000, limit_type: 7 },
      device(5002, 'limit_value', { max: 2250 }),
    ],
  ])('%s', (_name, patch, expected) => {
    expect(failureOf(limitConfigSchema, { ...base, ...patch })).toEqual(expected);
  });

  it.each([0, 1, 2, 3, 256, 257])('accepts limit_type %i', (limit_type) => {
    expect(valueOf(limitConfigSchema, { ...base, limit_type })).toEqual({ ...base, limit_type });
  });

  it.each([
    ['a negative value', { limit_value: -1 }, client('limitMin', 'limit_value', { min: 0 })],
    ['relative 100', { limit_value: 100, limit_type: 257 }, undefined],
    [
      'relative 100.1',
      { limit_value: 100.1, limit_type: 1 },
      client('limitRelativeMax', 'limit_value', { min: 0, max: 100 }),
    ],
    [
      'relative persistent (new numbering) 101',
      { limit_value: 101, limit_type: 3 },
      client('limitRelativeMax', 'limit_value', { min: 0, max: 100 }),
    ],
    ['absolute 101', { limit_value: 101, limit_type: 0 }, undefined],
  ])('client-only: %s', (_name, patch, expected) => {
    expect(failureOf(limitConfigSchema, { ...base, ...patch }, 'client')).toEqual(expected);
    expect(failureOf(limitConfigSchema, { ...base, ...patch }, 'server')).toBeUndefined();
  });
});

describe('limitFormSchema', () => {
  it('caps absolute limits at the inverter max power', () => {
    const schema = limitFormSchema(800);
    expect(failureOf(schema, { ...base, limit_type: 256, limit_value: 800 }, 'client')).toBeUndefined();
    expect(failureOf(schema, { ...base, limit_type: 256, limit_value: 801 }, 'client')).toEqual(
      client('limitAbsoluteMax', 'limit_value', { min: 0, max: 800 }),
    );
    expect(failureOf(schema, { ...base, limit_type: 1, limit_value: 99 }, 'client')).toBeUndefined();
    expect(failureOf(schema, { ...base, limit_type: 256, limit_value: 801 }, 'server')).toBeUndefined();
  });

  it('uses 2250 W when the max power is unknown', () => {
    expect(maxAbsoluteLimit(0)).toBe(2250);
    expect(maxAbsoluteLimit(1500)).toBe(1500);
    expect(
      failureOf(limitFormSchema(0), { ...base, limit_type: 0, limit_value: 2250 }, 'client'),
    ).toBeUndefined();
  });
});
