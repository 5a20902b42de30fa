import { describe, expect, it } from 'vitest';
import { buildLiveInverter, buildLiveSummary, buildTotal } from './liveData.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

const hints = { time_sync: false, radio_problem: false, default_password: true };

function plantAtNoon() {
  const channel = [
    { name: 'East', max_power: 400, yield_total_offset: 0 },
    { name: '', max_power: 0, yield_total_offset: 0 },
  ];
  const t = testPlant(berlinTime(6, 21, 12, 0), [
    inverterConfig(SERIAL.hm2, { channel, order: 1 }),
    inverterConfig(SERIAL.hms2, { channel, order: 0 }),
  ]);
  return t;
}

const SUMMARY_KEYS = [
  'serial',
  'name',
  'order',
  'data_age',
  'poll_enabled',
  'reachable',
  'producing',
  'limit_relative',
  'limit_absolute',
  'radio_stats',
];

describe('live data (§2)', () => {
  it('builds the summary without channels, in slot order and wire key order', () => {
    const t = plantAtNoon();
    t.runFor(30);
    const data = buildLiveSummary(t.plant.states(), hints);
    expect(Object.keys(data)).toEqual(['inverters', 'total', 'hints']);
    expect(data.inverters.map((i) => i.serial)).toEqual([SERIAL.hm2, SERIAL.hms2]);
    for (const inverter of data.inverters) {
      expect(Object.keys(inverter)).toEqual(SUMMARY_KEYS);
      expect(Object.keys(inverter.radio_stats)).toEqual([
        'tx_request',
        'tx_re_request',
        'rx_success',
        'rx_fail_nothing',
        'rx_fail_partial',
        'rx_fail_corrupt',
        'rssi',
      ]);
    }
    expect(data.hints).toEqual(hints);
  });

  it('builds one inverter with AC, DC, INV and events, with fixed digits and units', () => {
    const t = plantAtNoon();
    t.runFor(30);
    const data = buildLiveInverter(t.plant.states(), SERIAL.hm2.toUpperCase(), hints);
    const inverter = data.inverters[0];
    if (!inverter) throw new Error('inverter expected');
    expect(Object.keys(inverter)).toEqual([...SUMMARY_KEYS, 'AC', 'DC', 'INV', 'events']);
    const ac = inverter.AC['0'];
    expect(Object.keys(ac ?? {})).toEqual([
      'Power',
      'Voltage',
      'Current',
      'Frequency',
      'PowerFactor',
      'ReactivePower',
    ]);
    expect(ac?.Power).toMatchObject({ u: 'W', d: 1 });
    expect(ac?.Current).toMatchObject({ u: 'A', d: 2 });
    expect(ac?.Frequency).toMatchObject({ u: 'Hz', d: 2 });
    expect(ac?.PowerFactor).toMatchObject({ u: '', d: 3 });
    expect(ac?.ReactivePower).toMatchObject({ u: 'var', d: 1 });
    expect(Object.keys(ac?.Power ?? {})).toEqual(['v', 'u', 'd']);

    const east = inverter.DC['0'];
    expect(Object.keys(east ?? {})).toEqual([
      'name',
      'Power',
      'Voltage',
      'Current',
      'YieldDay',
      'YieldTotal',
      'Irradiation',
    ]);
    expect(east?.name).toEqual({ u: 'East' });
    expect(east?.YieldDay).toMatchObject({ u: 'Wh', d: 0 });
    expect(east?.YieldTotal).toMatchObject({ u: 'kWh', d: 3 });
    expect(Object.keys(east?.Irradiation ?? {})).toEqual(['v', 'u', 'd', 'max']);
    expect(east?.Irradiation).toMatchObject({ u: '%', d: 3, max: 400 });
    expect(east?.Irradiation?.v).toBeCloseTo(((east?.Power.v ?? 0) / 400) * 100, 2);
    // No Irradiation where max_power is 0.
    expect(Object.keys(inverter.DC['1'] ?? {})).toEqual([
      'name',
      'Power',
      'Voltage',
      'Current',
      'YieldDay',
      'YieldTotal',
    ]);
    expect(inverter.DC['1']?.name).toEqual({ u: '' });

    const inv = inverter.INV['0'];
    expect(Object.keys(inv ?? {})).toEqual([
      'Power DC',
      'YieldDay',
      'YieldTotal',
      'Temperature',
      'Efficiency',
    ]);
    expect(inv?.Temperature).toMatchObject({ u: '°C', d: 1 });
    expect(inv?.Efficiency).toMatchObject({ u: '%', d: 3 });
    // Values are quantised to their digits.
    expect(Number.isInteger((ac?.Power.v ?? 0) * 10)).toBe(true);
    expect(inverter.events).toBe(1);
  });

  it('answers an unknown serial with no inverters but the totals', () => {
    const t = plantAtNoon();
    const data = buildLiveInverter(t.plant.states(), '999980000001', hints);
    expect(data.inverters).toEqual([]);
    expect(Object.keys(data)).toEqual(['inverters', 'total', 'hints']);
  });

  it('sums totals per §2.3', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [
      inverterConfig(SERIAL.hm2),
      inverterConfig(SERIAL.hm1),
      inverterConfig(SERIAL.hms2, { poll_enable: false }),
    ]);
    t.runFor(60);
    const states = t.plant.states();
    const total = buildTotal(states);
    const [a, b] = states;
    expect(Object.keys(total)).toEqual(['Power', 'YieldDay', 'YieldTotal']);
    expect(total.Power).toEqual({
      v: Math.round(((a?.values.ac.power ?? 0) + (b?.values.ac.power ?? 0)) * 10) / 10,
      u: 'W',
      d: 1,
    });
    expect(total.YieldDay).toEqual({
      v: (a?.values.inv.yieldDay ?? 0) + (b?.values.inv.yieldDay ?? 0),
      u: 'Wh',
      d: 0,
    });
    expect(total.YieldTotal.d).toBe(3);
    expect(total.YieldTotal.u).toBe('kWh');
  });

  it('gives Power 0 digits when no inverter is polled', () => {
    const t = testPlant(berlinTime(6, 21, 1, 0), [inverterConfig(SERIAL.hm2, { poll_enable_night: false })]);
    expect(buildTotal(t.plant.states()).Power).toEqual({ v: 0, u: 'W', d: 0 });
    // Night flags do not matter for the yields: the configured poll_enable does.
    expect(buildTotal(t.plant.states()).YieldDay).toEqual({ v: 0, u: 'Wh', d: 0 });
  });

  it("gives YieldTotal 0 digits without inverters, 3 with a configured one (the device's max digits)", () => {
    expect(buildTotal([])).toEqual({
      Power: { v: 0, u: 'W', d: 0 },
      YieldDay: { v: 0, u: 'Wh', d: 0 },
      YieldTotal: { v: 0, u: 'kWh', d: 0 },
    });
    const t = testPlant(berlinTime(6, 21, 1, 0), [inverterConfig(SERIAL.hm2, { poll_enable: false })]);
    expect(buildTotal(t.plant.states()).YieldTotal.d).toBe(0);
    const on = testPlant(berlinTime(6, 21, 1, 0), [inverterConfig(SERIAL.hm2)]);
    expect(buildTotal(on.plant.states()).YieldTotal.d).toBe(3);
  });

  it('shows the uptime as data_age and −1 as limit_absolute before the first packet', () => {
    const t = testPlant(berlinTime(6, 21, 1, 0), [inverterConfig(SERIAL.hm2)]);
    t.runFor(42);
    const inverter = buildLiveSummary(t.plant.states(), hints).inverters[0];
    expect(inverter?.data_age).toBe(42);
    expect(inverter?.limit_absolute).toBe(-1);
    expect(t.plant.state(SERIAL.hm2)?.limitKnown).toBe(false);
    expect(inverter?.radio_stats.rssi).toBe(-127);
    expect(t.plant.deviceInfo(SERIAL.hm2)?.valid_data).toBe(false);
    expect(t.plant.gridProfileRaw(SERIAL.hm2)).toEqual([]);
  });

  it('counts data_age from the last packet and bumps statsVersion per packet', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2), inverterConfig(SERIAL.hm1)], {
      tuning: { partialRate: 0, corruptRate: 0 },
    });
    t.runFor(1);
    const first = t.plant.state(SERIAL.hm2);
    expect(first?.dataAge).toBe(0);
    // Two inverters, 5 s interval: the next poll of this one starts 10 s later and takes < 1 s.
    t.runFor(10);
    const later = t.plant.state(SERIAL.hm2);
    expect(later?.dataAge).toBe(0);
    expect(later?.statsVersion).toBe((first?.statsVersion ?? 0) + 1);
    t.runFor(4);
    expect(t.plant.state(SERIAL.hm2)?.dataAge).toBe(4);
    expect(t.plant.deviceInfo(SERIAL.hm2)?.valid_data).toBe(true);
    expect(t.plant.gridProfileRaw(SERIAL.hm2)?.length).toBeGreaterThan(6);
  });

  it('shows limit_absolute −1 for a model the part-number table does not know', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.herf1)]);
    t.runFor(30);
    const state = t.plant.state(SERIAL.herf1);
    expect(state?.deviceInfoValid).toBe(true);
    expect(state?.limitRelative).toBe(100);
    expect(state?.limitKnown).toBe(true);
    expect(state?.limitAbsolute).toBe(-1);
    expect(t.plant.deviceInfo(SERIAL.herf1)?.hw_model_name).toBe('');
  });
});
