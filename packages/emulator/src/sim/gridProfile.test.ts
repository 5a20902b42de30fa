import { describe, expect, it } from 'vitest';
import {
  decodeGridProfile,
  GRID_PROFILE_MAX_BYTES,
  gridProfileRawFor,
  isGridProfileValid,
} from './gridProfile.ts';

const hex = (text: string): number[] =>
  text
    .replace(/[^0-9A-Fa-f]/g, '')
    .match(/../g)
    ?.map((b) => parseInt(b, 16)) ?? [];

describe('grid profile decoder (§6.3)', () => {
  it('decodes the worked example exactly', () => {
    const raw = hex(
      '0A 00 20 01 | 00 00 08FC 0730 001E 0A1A 000A | 10 00 1388 125C 0032 14B4 0032 | 20 00 0001',
    );
    expect(decodeGridProfile(raw)).toEqual({
      name: 'XX - EN 50549-1:2019',
      version: '2.0.1',
      sections: [
        {
          name: 'Voltage (H/LVRT)',
          items: [
            { n: 'Nominale Voltage (NV)', u: 'V', v: 230 },
            { n: 'Low Voltage 1 (LV1)', u: 'V', v: 184 },
            { n: 'LV1 Maximum Trip Time (MTT)', u: 's', v: 3 },
            { n: 'High Voltage 1 (HV1)', u: 'V', v: 258.6 },
            { n: 'HV1 Maximum Trip Time (MTT)', u: 's', v: 1 },
          ],
        },
        {
          name: 'Frequency (H/LFRT)',
          items: [
            { n: 'Nominal Frequency', u: 'Hz', v: 50 },
            { n: 'Low Frequency 1 (LF1)', u: 'Hz', v: 47 },
            { n: 'LF1 Maximum Trip Time (MTT)', u: 's', v: 5 },
            { n: 'High Frequency 1 (HF1)', u: 'Hz', v: 53 },
            { n: 'HF1 Maximum Trip Time (MTT)', u: 's', v: 5 },
          ],
        },
        { name: 'Island Detection (ID)', items: [{ n: 'ID Function Activated', u: 'bool', v: 1 }] },
      ],
    });
  });

  it('stops at an unknown section and at a truncated block', () => {
    const unknown = hex('0A 00 20 01 | 20 00 0001 | 0F 00 0001 | 20 00 0001');
    expect(decodeGridProfile(unknown).sections).toHaveLength(1);
    const truncated = hex('0A 00 20 01 | 20 00 0001 | 00 00 08FC 0730');
    expect(decodeGridProfile(truncated).sections).toHaveLength(1);
  });

  it('reads values as signed 16-bit', () => {
    const raw = hex('03 00 20 00 | 90 00 0001 FF9C');
    expect(decodeGridProfile(raw).sections[0]?.items[1]).toEqual({ n: 'Power Factor (PF)', u: '', v: -1 });
  });

  it('names unknown profiles "Unknown" and decodes no sections from 6 bytes or less', () => {
    const raw = hex('77 00 10 02 20 00');
    expect(isGridProfileValid(raw)).toBe(false);
    expect(decodeGridProfile(raw)).toEqual({ name: 'Unknown', version: '1.0.2', sections: [] });
  });

  it('ships a German VDE 4105 profile that fits the buffer and decodes fully', () => {
    const raw = gridProfileRawFor();
    expect(raw.length).toBeLessThanOrEqual(GRID_PROFILE_MAX_BYTES);
    expect(raw.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)).toBe(true);
    const profile = decodeGridProfile(raw);
    expect(profile.name).toBe('DE - DE_VDE4105_2018');
    expect(profile.sections.map((s) => s.name)).toEqual([
      'Voltage (H/LVRT)',
      'Frequency (H/LFRT)',
      'Island Detection (ID)',
      'Reconnection (RT)',
      'Ramp Rates (RR)',
      'Frequency Watt (FW)',
      'Volt Watt (VW)',
      'Active Power Control (APC)',
      'Specified Power Factor (SPF)',
    ]);
    expect(profile.sections[0]?.items[0]).toEqual({ n: 'Nominale Voltage (NV)', u: 'V', v: 230 });
    expect(profile.sections[3]?.items[0]).toEqual({ n: 'Reconnect Time (RT)', u: 's', v: 60 });
  });
});
