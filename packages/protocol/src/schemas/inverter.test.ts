import { describe, expect, it } from 'vitest';
import {
  inverterAddSchema,
  inverterDeleteSchema,
  inverterEditSchema,
  inverterOrderSchema,
} from './inverter.ts';
import { client, device, failureOf, missing, valueOf } from './testUtil.ts';

const nameLength = device(4002, 'name', { max: 31 });

describe('inverterAddSchema', () => {
  const base = { serial: '116180123456', name: 'Garage' };

  it.each([
    ['a valid body', {}, undefined],
    ['serial as a JSON number', { serial: 116180123456 }, missing('serial')],
    ['name missing', { name: undefined }, missing('name')],
    ['serial "0"', { serial: '0' }, device(4001, 'serial')],
    ['serial "g123" (no leading hex digit)', { serial: 'g123' }, device(4001, 'serial')],
    ['name ""', { name: '' }, nameLength],
    ['name of 31 chars', { name: 'n'.repeat(31) }, undefined],
    ['name of 32 chars', { name: 'n'.repeat(32) }, nameLength],
    ['name of 16 umlauts (32 bytes)', { name: 'ü'.repeat(16) }, nameLength],
    ['serial 0 and an empty name', { serial: '0', name: '' }, device(4001, 'serial')],
  ])('%s', (_name, patch, expected) => {
    expect(failureOf(inverterAddSchema, { ...base, ...patch })).toEqual(expected);
  });

  it('requires a real name only on the client', () => {
    expect(failureOf(inverterAddSchema, { ...base, name: '   ' }, 'client')).toEqual(
      client('inverterNameRequired', 'name'),
    );
    expect(valueOf(inverterAddSchema, { ...base, name: '   ' }, 'server')).toEqual({ ...base, name: '   ' });
  });
});

describe('inverterEditSchema', () => {
  const channel = [{ name: 'East', max_power: 400, yield_total_offset: 0 }];
  const base = { id: 0, serial: '116180123456', name: 'Garage', channel };

  it.each([
    ['id 10', { id: 10 }, device(4005, 'id')],
    ['id 9', { id: 9 }, undefined],
    ['id 256 (not a uint8)', { id: 256 }, missing('id')],
    ['id -1', { id: -1 }, missing('id')],
    ['id 1.5', { id: 1.5 }, missing('id')],
    ['id "1"', { id: '1' }, missing('id')],
    ['serial as a JSON number', { serial: 116180123456 }, missing('serial')],
    ['channel missing', { channel: undefined }, missing('channel')],
    ['channel an object', { channel: { 0: channel[0] } }, missing('channel')],
    ['serial "0"', { serial: '0' }, device(4001, 'serial')],
    ['name of 32 chars', { name: 'n'.repeat(32) }, nameLength],
    ['no channel', { channel: [] }, device(4006, 'channel')],
    ['6 channels', { channel: Array(6).fill(channel[0]) }, undefined],
    ['7 channels', { channel: Array(7).fill(channel[0]) }, device(4006, 'channel')],
    ['id 10 and serial 0', { id: 10, serial: '0' }, device(4005, 'id')],
    ['serial 0 and no channel', { serial: '0', channel: [] }, device(4001, 'serial')],
    ['name "" and no channel', { name: '', channel: [] }, nameLength],
  ])('%s', (_name, patch, expected) => {
    expect(failureOf(inverterEditSchema, { ...base, ...patch })).toEqual(expected);
  });

  it('applies the defaults of missing or mistyped optional flags and drops type and order', () => {
    expect(
      valueOf(inverterEditSchema, { ...base, type: 'HM-1000/1200/1500-4T', order: 3, zero_day: 'yes' }),
    ).toEqual({
      ...base,
      poll_enable: true,
      poll_enable_night: true,
      command_enable: true,
      command_enable_night: true,
      reachable_threshold: 2,
      zero_runtime: false,
      zero_day: false,
      clear_eventlog: false,
      yieldday_correction: false,
    });
  });

  it('keeps given flags', () => {
    const value = valueOf(inverterEditSchema, {
      ...base,
      poll_enable_night: false,
      command_enable: false,
      reachable_threshold: 7,
      yieldday_correction: true,
    });
    expect(value).toMatchObject({
      poll_enable: true,
      poll_enable_night: false,
      command_enable: false,
      reachable_threshold: 7,
      yieldday_correction: true,
    });
  });

  it('reads channel items like the device: as<uint16_t>, as<float>, names truncated to 30 bytes', () => {
    const value = valueOf(inverterEditSchema, {
      ...base,
      channel: [
        { name: 'x'.repeat(35), max_power: 70000, yield_total_offset: 1.5 },
        { name: 42, max_power: 399.9, yield_total_offset: 'a' },
        'not an object',
        { name: 'é'.repeat(16), max_power: -5 },
      ],
    });
    expect(value.channel).toEqual([
      { name: 'x'.repeat(30), max_power: 0, yield_total_offset: 1.5 },
      { name: '', max_power: 399, yield_total_offset: 0 },
      { name: '', max_power: 0, yield_total_offset: 0 },
      { name: 'é'.repeat(15), max_power: 0, yield_total_offset: 0 },
    ]);
  });

  it.each([
    [
      'reachable_threshold 0',
      { reachable_threshold: 0 },
      client('reachableThresholdRange', 'reachable_threshold', { min: 1, max: 100 }),
    ],
    ['reachable_threshold 1', { reachable_threshold: 1 }, undefined],
    ['reachable_threshold 100', { reachable_threshold: 100 }, undefined],
    [
      'reachable_threshold 101',
      { reachable_threshold: 101 },
      client('reachableThresholdRange', 'reachable_threshold', { min: 1, max: 100 }),
    ],
    [
      'reachable_threshold 300',
      { reachable_threshold: 300 },
      client('reachableThresholdRange', 'reachable_threshold', { min: 1, max: 100 }),
    ],
    ['a channel name of 31 chars', { channel: [{ ...channel[0], name: 'c'.repeat(31) }] }, undefined],
    [
      'a second channel name of 32 chars',
      { channel: [channel[0], { ...channel[0], name: 'c'.repeat(32) }] },
      client('channelNameLength', 'channel.1.name', { max: 31 }),
    ],
    [
      'max_power -1',
      { channel: [{ ...channel[0], max_power: -1 }] },
      client('maxPowerRange', 'channel.0.max_power', { min: 0, max: 65535 }),
    ],
    [
      'max_power 65536 (would wrap in the device’s uint16)',
      { channel: [{ ...channel[0], max_power: 65536 }] },
      client('maxPowerRange', 'channel.0.max_power', { min: 0, max: 65535 }),
    ],
    ['max_power 65535', { channel: [{ ...channel[0], max_power: 65535 }] }, undefined],
    ['max_power 0', { channel: [{ ...channel[0], max_power: 0 }] }, undefined],
    // The device stores any float: a negative offset starts a used inverter's total at 0 (issue 9).
    ['yield_total_offset -1234.5', { channel: [{ ...channel[0], yield_total_offset: -1234.5 }] }, undefined],
    ['an empty name', { name: ' ' }, client('inverterNameRequired', 'name')],
  ])('client-only: %s', (_name, patch, expected) => {
    expect(failureOf(inverterEditSchema, { ...base, ...patch }, 'client')).toEqual(expected);
    expect(failureOf(inverterEditSchema, { ...base, ...patch }, 'server')).toBeUndefined();
  });

  it('stores a 31-char channel name accepted by the form as 30 chars', () => {
    const value = valueOf(
      inverterEditSchema,
      { ...base, channel: [{ ...channel[0], name: 'c'.repeat(31) }] },
      'client',
    );
    expect(value.channel[0]?.name).toBe('c'.repeat(30));
  });
});

describe('inverterDeleteSchema', () => {
  it.each([
    [{ id: 0 }, undefined],
    [{ id: 9 }, undefined],
    [{ id: 10 }, device(4005, 'id')],
    [{ id: 255 }, device(4005, 'id')],
    [{ id: 256 }, missing('id')],
    [{ id: '1' }, missing('id')],
    [{}, missing('id')],
  ])('%o', (body, expected) => {
    expect(failureOf(inverterDeleteSchema, body)).toEqual(expected);
  });
});

describe('inverterOrderSchema', () => {
  it('refuses a non-array', () => {
    expect(failureOf(inverterOrderSchema, { order: '1,2' })).toEqual(missing('order'));
    expect(failureOf(inverterOrderSchema, {})).toEqual(missing('order'));
  });

  it('reads each id with as<uint8_t>() and keeps out-of-range ids so they use up a position', () => {
    expect(valueOf(inverterOrderSchema, { order: [2, 1.7, 'x', 300, 12, '3', true] })).toEqual({
      order: [2, 1, 0, 0, 12, 3, 1],
    });
    expect(valueOf(inverterOrderSchema, { order: [] })).toEqual({ order: [] });
  });
});
