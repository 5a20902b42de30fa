import { describe, expect, it } from 'vitest';
import { deviceConfigSchema } from './device.ts';
import { checkBodyAll } from './validate.ts';
import { client, device, failureOf, missing, valueOf } from './testUtil.ts';

const display = {
  rotation: 2,
  power_safe: true,
  screensaver: true,
  contrast: 60,
  language: 0,
  diagramduration: 36000,
  diagrammode: 1,
};
const base = {
  curPin: { name: 'OpenDTU Fusion v1', nrf24: { clk: 36, cs: 37, en: 38, irq: 47, miso: 48, mosi: 35 } },
  display,
  led: [{ brightness: 100 }, { brightness: 50 }],
};
const nameLength = device(12001, 'curPin.name', { max: 63 });

describe('deviceConfigSchema', () => {
  it('stores the name, display and LEDs and ignores the pins', () => {
    expect(valueOf(deviceConfigSchema, base)).toEqual({
      curPin: { name: 'OpenDTU Fusion v1' },
      display,
      led: [{ brightness: 100 }, { brightness: 50 }],
    });
  });

  it.each([
    ['an empty body', {}, missing('curPin')],
    ['curPin and display arrays', { curPin: [], display: [] }, missing('curPin')],
    ['curPin null and display a string', { curPin: null, display: 'x' }, missing('curPin')],
    ['name ""', { ...base, curPin: { name: '' } }, nameLength],
    ['name of 63 chars', { ...base, curPin: { name: 'n'.repeat(63) } }, undefined],
    ['name of 64 chars', { ...base, curPin: { name: 'n'.repeat(64) } }, nameLength],
    ['display alone (name reads "null")', { display, led: base.led }, undefined],
  ])('%s', (_name, body, expected) => {
    expect(failureOf(deviceConfigSchema, body)).toEqual(expected);
  });

  it('reads a body without display the way the device does (zeros) and a missing name as "null"', () => {
    expect(valueOf(deviceConfigSchema, { curPin: { name: 'x' } })).toEqual({
      curPin: { name: 'x' },
      display: {
        rotation: 0,
        power_safe: false,
        screensaver: false,
        contrast: 0,
        language: 0,
        diagramduration: 0,
        diagrammode: 0,
      },
      led: [{ brightness: 0 }, { brightness: 0 }],
    });
    expect(valueOf(deviceConfigSchema, { display }).curPin.name).toBe('null');
  });

  it('clamps LED brightness to 100 instead of rejecting it', () => {
    const value = valueOf(deviceConfigSchema, { ...base, led: [{ brightness: 150 }, { brightness: 255 }] });
    expect(value.led).toEqual([{ brightness: 100 }, { brightness: 100 }]);
  });

  it.each([
    [
      'brightness 101',
      { led: [{ brightness: 101 }, { brightness: 0 }] },
      client('brightnessRange', 'led.0.brightness', { min: 0, max: 100 }),
    ],
    [
      'second brightness -1',
      { led: [{ brightness: 0 }, { brightness: -1 }] },
      client('brightnessRange', 'led.1.brightness', { min: 0, max: 100 }),
    ],
    [
      'brightness 300 (reads 0 on the device)',
      { led: [{ brightness: 300 }, { brightness: 0 }] },
      client('brightnessRange', 'led.0.brightness', { min: 0, max: 100 }),
    ],
    [
      'contrast 101',
      { display: { ...display, contrast: 101 } },
      client('contrastRange', 'display.contrast', { min: 0, max: 100 }),
    ],
    ['contrast 100', { display: { ...display, contrast: 100 } }, undefined],
    [
      'diagram duration 599',
      { display: { ...display, diagramduration: 599 } },
      client('diagramDurationRange', 'display.diagramduration', { min: 600, max: 86400 }),
    ],
    ['diagram duration 600', { display: { ...display, diagramduration: 600 } }, undefined],
    ['diagram duration 86400', { display: { ...display, diagramduration: 86400 } }, undefined],
    [
      'diagram duration 86401',
      { display: { ...display, diagramduration: 86401 } },
      client('diagramDurationRange', 'display.diagramduration', { min: 600, max: 86400 }),
    ],
    [
      'rotation 4',
      { display: { ...display, rotation: 4 } },
      client('rotationRange', 'display.rotation', { min: 0, max: 3 }),
    ],
    [
      'language 3',
      { display: { ...display, language: 3 } },
      client('languageRange', 'display.language', { min: 0, max: 2 }),
    ],
    [
      'diagram mode 3',
      { display: { ...display, diagrammode: 3 } },
      client('diagramModeRange', 'display.diagrammode', { min: 0, max: 2 }),
    ],
  ])('client-only: %s', (_name, patch, expected) => {
    expect(failureOf(deviceConfigSchema, { ...base, ...patch }, 'client')).toEqual(expected);
    expect(failureOf(deviceConfigSchema, { ...base, ...patch }, 'server')).toBeUndefined();
  });

  it('reports the device rule before the client rules', () => {
    const body = { ...base, curPin: { name: '' }, display: { ...display, contrast: 200 } };
    expect(failureOf(deviceConfigSchema, body, 'client')).toEqual(nameLength);
    expect(checkBodyAll(deviceConfigSchema, body, 'client').map((f) => f.field)).toEqual([
      'curPin.name',
      'display.contrast',
    ]);
  });
});
