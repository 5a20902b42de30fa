import { describe, expect, it } from 'vitest';
import { ntpConfigSchema, ntpTimeSchema } from './ntp.ts';
import { client, device, failureOf, missing, valueOf } from './testUtil.ts';

const config = {
  ntp_server: 'opendtu.pool.ntp.org',
  ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
  ntp_timezone_descr: 'Europe/Berlin',
  longitude: 10.4515,
  latitude: 51.1657,
  sunsettype: 1,
};

describe('ntpConfigSchema', () => {
  it.each([
    ['the GET example', {}, undefined],
    ['ntp_server missing', { ntp_server: undefined }, missing('ntp_server')],
    ['latitude "51"', { latitude: '51' }, missing('latitude')],
    ['longitude null', { longitude: null }, missing('longitude')],
    ['integer latitude', { latitude: 51 }, undefined],
    ['sunsettype 256', { sunsettype: 256 }, missing('sunsettype')],
    ['sunsettype 7 (behaves as nautical)', { sunsettype: 7 }, undefined],
    ['server ""', { ntp_server: '' }, device(9001, 'ntp_server', { max: 31 })],
    ['server of 31 chars', { ntp_server: 's'.repeat(31) }, undefined],
    ['server of 32 chars', { ntp_server: 's'.repeat(32) }, device(9001, 'ntp_server', { max: 31 })],
    ['timezone ""', { ntp_timezone: '' }, device(9002, 'ntp_timezone', { max: 50 })],
    ['timezone of 50 chars', { ntp_timezone: 't'.repeat(50) }, undefined],
    ['timezone of 51 chars', { ntp_timezone: 't'.repeat(51) }, device(9002, 'ntp_timezone', { max: 50 })],
    ['descr ""', { ntp_timezone_descr: '' }, device(9003, 'ntp_timezone_descr', { max: 50 })],
    [
      'descr of 51 chars',
      { ntp_timezone_descr: 'd'.repeat(51) },
      device(9003, 'ntp_timezone_descr', { max: 50 }),
    ],
    [
      'server and timezone empty',
      { ntp_server: '', ntp_timezone: '' },
      device(9001, 'ntp_server', { max: 31 }),
    ],
    ['latitude 91 (server does not check)', { latitude: 91 }, undefined],
  ])('%s', (_name, patch, expected) => {
    expect(failureOf(ntpConfigSchema, { ...config, ...patch })).toEqual(expected);
  });

  it('stores a missing or non-string timezone description as as<String>() reads it', () => {
    const { ntp_timezone_descr: _omit, ...withoutDescr } = config;
    expect(valueOf(ntpConfigSchema, withoutDescr).ntp_timezone_descr).toBe('null');
    expect(valueOf(ntpConfigSchema, { ...config, ntp_timezone_descr: 5 }).ntp_timezone_descr).toBe('5');
  });

  it.each([
    ['latitude -90', { latitude: -90 }, undefined],
    ['latitude 90', { latitude: 90 }, undefined],
    ['latitude 90.0001', { latitude: 90.0001 }, client('latitudeRange', 'latitude', { min: -90, max: 90 })],
    ['latitude -91', { latitude: -91 }, client('latitudeRange', 'latitude', { min: -90, max: 90 })],
    ['longitude 180', { longitude: 180 }, undefined],
    [
      'longitude -180.5',
      { longitude: -180.5 },
      client('longitudeRange', 'longitude', { min: -180, max: 180 }),
    ],
    ['longitude 181', { longitude: 181 }, client('longitudeRange', 'longitude', { min: -180, max: 180 })],
  ])('client: %s', (_name, patch, expected) => {
    expect(failureOf(ntpConfigSchema, { ...config, ...patch }, 'client')).toEqual(expected);
  });
});

describe('ntpTimeSchema', () => {
  const time = { year: 2024, month: 6, day: 10, hour: 14, minute: 3, second: 12 };

  it.each([
    ['year', 2021, 9004, { min: 2022, max: 2100 }],
    ['year', 2101, 9004, { min: 2022, max: 2100 }],
    ['month', 0, 9005, { min: 1, max: 12 }],
    ['month', 13, 9005, { min: 1, max: 12 }],
    ['day', 0, 9006, { min: 1, max: 31 }],
    ['day', 32, 9006, { min: 1, max: 31 }],
    ['hour', 24, 9007, { min: 0, max: 23 }],
    ['minute', 60, 9008, { min: 0, max: 59 }],
    ['second', 60, 9009, { min: 0, max: 59 }],
  ])('%s %i → %i', (field, value, code, param) => {
    expect(failureOf(ntpTimeSchema, { ...time, [field]: value })).toEqual(device(code, field, param));
  });

  it.each([
    ['year', 2022],
    ['year', 2100],
    ['month', 1],
    ['month', 12],
    ['day', 1],
    ['day', 31],
    ['hour', 0],
    ['hour', 23],
    ['minute', 0],
    ['minute', 59],
    ['second', 0],
    ['second', 59],
  ])('accepts %s %i', (field, value) => {
    expect(valueOf(ntpTimeSchema, { ...time, [field]: value })).toEqual({ ...time, [field]: value });
  });

  it.each([
    ['a negative hour', { hour: -1 }, missing('hour')],
    ['a fractional second', { second: 1.5 }, missing('second')],
    ['a string year', { year: '2024' }, missing('year')],
    ['year and month bad', { year: 1999, month: 13 }, device(9004, 'year', { min: 2022, max: 2100 })],
    ['minute and second bad', { minute: 61, second: 61 }, device(9008, 'minute', { min: 0, max: 59 })],
  ])('%s', (_name, patch, expected) => {
    expect(failureOf(ntpTimeSchema, { ...time, ...patch })).toEqual(expected);
  });
});
