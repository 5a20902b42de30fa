// @vitest-environment node
import type { CurrentPinMapping } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { comparePins, normalisePin, pinText, profileChoices } from './pinCompare.ts';

const active: CurrentPinMapping = {
  name: 'Board A',
  nrf24: { clk: 18, cs: 5, en: 4, irq: 16, miso: 19, mosi: 23 },
  cmt: { clk: -1, cs: -1, fcs: -1, sdio: -1, gpio2: -1, gpio3: -1 },
  w5500: { sclk: -1, mosi: -1, miso: -1, cs: -1, int: -1, rst: -1 },
  display: { type: 0, data: 255, clk: 255, cs: 255, reset: 255 },
  led: { led0: 17, led1: -1 },
};

describe('pin comparison', () => {
  it('treats -1, 255, null and missing as unset', () => {
    expect([-1, 255, null, undefined, 'x'].map(normalisePin)).toEqual([null, null, null, null, null]);
    expect(normalisePin(0)).toBe(0);
    expect(normalisePin(false)).toBe(false);
  });

  it('marks the pins that differ between the chosen profile and the active one', () => {
    const rows = comparePins(
      { name: 'Board B', nrf24: { clk: 18, cs: 15 }, led: { led0: 17, led1: 255 } },
      active,
    );
    const row = (category: string, name: string) =>
      rows.find((r) => r.category === category && r.name === name);
    expect(row('nrf24', 'clk')).toMatchObject({ selected: 18, active: 18, differs: false });
    expect(row('nrf24', 'cs')).toMatchObject({ selected: 15, active: 5, differs: true });
    expect(row('nrf24', 'en')).toMatchObject({ selected: null, active: 4, differs: true });
    // 255 in the file and -1 on the device are both "not connected".
    expect(row('led', 'led1')).toMatchObject({ selected: null, active: null, differs: false });
    expect(rows.some((r) => r.category === 'eth')).toBe(false);
  });

  it('lists the ethernet block when either side has it', () => {
    const rows = comparePins({ name: 'ETH', eth: { enabled: true, type: 0, clk_mode: 3 } }, active);
    expect(rows.filter((r) => r.category === 'eth')).toHaveLength(7);
  });

  it('writes codes by name and unset as a dash', () => {
    expect(pinText({ category: 'display', name: 'type' }, 2, 'yes', 'no')).toBe('SSD1306');
    expect(pinText({ category: 'eth', name: 'clk_mode' }, 3, 'yes', 'no')).toBe('GPIO17_OUT');
    expect(pinText({ category: 'eth', name: 'enabled' }, true, 'yes', 'no')).toBe('yes');
    expect(pinText({ category: 'nrf24', name: 'cs' }, null, 'yes', 'no')).toBe('–');
    expect(pinText({ category: 'nrf24', name: 'cs' }, 5, 'yes', 'no')).toBe('5');
  });

  it('offers Default first, then the profiles sorted by name', () => {
    expect(profileChoices([{ name: 'Zeta' }, { name: 'alpha' }, { name: '' }]).map((p) => p.name)).toEqual([
      'Default',
      'alpha',
      'Zeta',
    ]);
  });

  it('shows an unset display pin as "not connected" whether the release says 255 or -1', () => {
    const row = { category: 'display', name: 'data' } as const;
    for (const unset of [255, -1])
      expect(pinText(row, normalisePin(unset), 'yes', 'no', 'not connected')).toBe('not connected');
  });
});
