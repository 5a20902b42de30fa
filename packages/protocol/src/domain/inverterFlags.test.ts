import { describe, expect, it } from 'vitest';
import { defaultInverter } from './configDefaults.ts';
import { DEFAULT_INVERTER_FLAGS, inverterFlags } from './inverterFlags.ts';

const FLAG_KEYS = [
  'poll_enable',
  'poll_enable_night',
  'command_enable',
  'command_enable_night',
  'reachable_threshold',
  'zero_runtime',
  'zero_day',
  'clear_eventlog',
  'yieldday_correction',
];

describe('inverter flags', () => {
  it('default to polling and commands day and night, threshold 2, nothing zeroed or cleared', () => {
    expect(DEFAULT_INVERTER_FLAGS).toEqual({
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

  it('sit between order and channel in an empty config slot', () => {
    const slot = defaultInverter();
    expect(Object.keys(slot)).toEqual(['serial', 'name', 'order', ...FLAG_KEYS, 'channel']);
    expect(slot).toMatchObject({ serial: 0, name: '', order: 0, ...DEFAULT_INVERTER_FLAGS });
  });

  it('are picked alone and in the device order from a slot', () => {
    const slot = { ...defaultInverter(), zero_day: true, reachable_threshold: 7, name: 'Roof' };
    const flags = inverterFlags(slot);
    expect(Object.keys(flags)).toEqual(FLAG_KEYS);
    expect(flags).toEqual({ ...DEFAULT_INVERTER_FLAGS, zero_day: true, reachable_threshold: 7 });
  });
});
