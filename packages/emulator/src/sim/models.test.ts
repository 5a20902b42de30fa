import { describe, expect, it } from 'vitest';
import { deviceInfoFor } from './deviceInfo.ts';
import { modelFromPartNumber } from '@dtu-web/protocol';
import { defaultPanelPower, familyFromSerial, modelForSerial } from './models.ts';

describe('family from serial (§6.4)', () => {
  it.each([
    ['136180000001', 'HMT_4CH', 4, 'cmt'],
    ['138280000001', 'HMT_6CH', 6, 'cmt'],
    ['116480000001', 'HMS_4CH', 4, 'cmt'],
    ['114480000001', 'HMS_2CH', 2, 'cmt'],
    ['141080000001', 'HMS_2CH', 2, 'cmt'],
    ['112480000001', 'HMS_1CH', 1, 'cmt'],
    ['112580000001', 'HMS_1CHv2', 1, 'cmt'],
    ['116180000001', 'HM_4CH', 4, 'nrf'],
    ['106280000001', 'HM_4CH', 4, 'nrf'],
    ['114180000001', 'HM_2CH', 2, 'nrf'],
    ['112180000001', 'HM_1CH', 1, 'nrf'],
    ['284180000001', 'HERF_1CH', 1, 'nrf'],
    ['282180000001', 'HERF_2CH', 2, 'nrf'],
    ['280180000001', 'HERF_4CH', 4, 'nrf'],
  ])('%s is %s with %i inputs on %s', (serial, family, inputs, radio) => {
    const info = familyFromSerial(BigInt(`0x${serial}`));
    expect(info).toMatchObject({ family, inputs, radio });
  });

  it('knows nothing of other serials', () => {
    expect(familyFromSerial(0x999980000001n)).toBeUndefined();
  });

  it('marks the paired-input layouts', () => {
    expect(familyFromSerial(0x116180000001n)?.pairedInputs).toBe(true);
    expect(familyFromSerial(0x116480000001n)?.pairedInputs).toBe(false);
    expect(familyFromSerial(0x138280000001n)?.threePhase).toBe(true);
  });
});

describe('part numbers per serial (§6.2)', () => {
  it('gives every serial a part number of its family, the same every time', () => {
    const serials = ['116180000001', '116180000002', '116180000003', '116180000004'];
    for (const serial of serials) {
      const model = modelForSerial(BigInt(`0x${serial}`));
      expect(model?.modelName).toMatch(/^HM-1(2|5)00-4T$/);
      expect(modelForSerial(BigInt(`0x${serial}`))).toEqual(model);
    }
    expect(modelForSerial(0x138280000001n)?.modelName).toMatch(/^HMT-(1800|2250)-6T$/);
    expect(modelForSerial(0x114480000001n)?.modelName).toMatch(/^HMS-(600|800|900|1000)-2T$/);
  });

  it('leaves the HERF-300 unknown like the device table does, yet simulates 300 W', () => {
    const model = modelForSerial(0x284180000001n);
    expect(model).toMatchObject({ modelName: '', maxPower: 0, ratedPower: 300 });
  });

  it('simulates at least 400 W panels where none are configured', () => {
    const hms2000 = modelForSerial(0x116480000001n);
    expect(hms2000 && defaultPanelPower(hms2000)).toBeGreaterThanOrEqual(400);
  });
});

describe('device info (§6.2)', () => {
  it('reports the model, part number and formatted versions once received', () => {
    const model = modelForSerial(0x116480000001n);
    if (!model) throw new Error('model expected');
    const info = deviceInfoFor(model, true);
    expect(Object.keys(info)).toEqual([
      'valid_data',
      'fw_bootloader_version',
      'fw_build_version',
      'hw_part_number',
      'hw_version',
      'hw_model_name',
      'max_power',
      'fw_build_datetime',
    ]);
    expect(info.valid_data).toBe(true);
    expect(modelFromPartNumber(info.hw_part_number, 'v26.3.30')?.hw_model_name).toBe(info.hw_model_name);
    expect(info.max_power).toBe(model.maxPower);
    expect(info.hw_version).toMatch(/^\d\d\.\d\d$/);
    expect(info.fw_build_datetime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:00$/);
    expect(info.fw_build_version).toBe(10012);
  });

  it('differs per family', () => {
    const hm = modelForSerial(0x116180000001n);
    const hmt = modelForSerial(0x138280000001n);
    if (!hm || !hmt) throw new Error('models expected');
    expect(deviceInfoFor(hm, true).fw_build_datetime).not.toBe(deviceInfoFor(hmt, true).fw_build_datetime);
    expect(deviceInfoFor(hmt, true).hw_model_name).toMatch(/^HMT-/);
  });

  it('is empty until the gateway has received it', () => {
    const model = modelForSerial(0x116180000001n);
    if (!model) throw new Error('model expected');
    expect(deviceInfoFor(model, false)).toMatchObject({
      valid_data: false,
      hw_part_number: 0,
      hw_model_name: '',
      max_power: 0,
      hw_version: '00.00',
    });
  });
});
