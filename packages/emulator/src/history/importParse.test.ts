import { describe, expect, it } from 'vitest';
import { ImportError, parseImport } from './importParse.ts';

describe('reading an import file', () => {
  it.each([
    ['date,wh\n2023-05-01,12000.5\n', 'Wh', 12000.5],
    ['2023-05-01,12000\n', 'Wh', 12000],
    ['date;kWh\n2023-05-01;23,48\n', 'kWh', 23480],
    ['Datum;Ertrag (kWh)\n01.05.2023;1.234,5\n', 'kWh', 1_234_500],
    ['date,energy_kwh\n1.5.2023,"23,48"\n2.5.2023,"1,5"\n', 'kWh', 23480],
    ['date\twh\n2023-05-01\t812\n', 'Wh', 812],
    ['\uFEFFdate;wh\r\n2023-05-01;1,234\r\n2023-05-02;7,5\r\n', 'Wh', 1.234],
  ])('%j', (text, unit, wh) => {
    const parsed = parseImport(text);
    expect(parsed.unit).toBe(unit);
    expect(parsed.rows[0]).toEqual({ day: '2023-05-01', wh, serial: '' });
  });

  it('takes the serial column of our own export', () => {
    const text =
      'date,serial,inverter,wh,max_w,string_wh_1,repaired,imported,seeded\n2024-06-20,116180123456,Roof,5123.4,1200,2500,false,false,false\n';
    expect(parseImport(text).rows).toEqual([{ day: '2024-06-20', wh: 5123.4, serial: '116180123456' }]);
  });

  it.each([
    ['date;kwh\n2023-05-01;1,234\n', /^line 2: .*thousands/],
    ['date;kwh\n2023-05-01;1,5\n2023-05-02;1.25\n', /^line 3: /],
    ['date,wh\n31.02.2023,5\n', /^line 2: "31.02.2023" is no date/],
    ['2023-05-01,5,abc,7\n', /^line 1: expected date,energy/],
    ['date,wh\n2023-05-01,-5\n', /^line 2: "-5" is no energy in Wh/],
  ])('refuses %j naming the line', (text, message) => {
    expect(() => parseImport(text)).toThrow(ImportError);
    expect(() => parseImport(text)).toThrow(message);
  });

  it.each([
    // Without a header: 23 Wh of a phantom inverter "48" (a decimal comma in a comma-separated line).
    ['2023-05-01,23,48\n', /^line 1: "48" is no inverter of this gateway/],
    // Under `date,kwh`: 23 kWh, and ",48" dropped.
    ['date,kwh\n2023-05-01,23,48\n', /^line 2: 3 cells under a header of 2/],
    [
      'date,wh,serial\n2023-05-01,5000,999999999999\n',
      /^line 2: "999999999999" is no inverter of this gateway/,
    ],
  ])('refuses %j rather than guess', (text, message) => {
    expect(() => parseImport(text, ['116180ABCDEF'])).toThrow(message);
  });

  it("files a known inverter's line under the gateway's own spelling of its serial", () => {
    expect(parseImport('2023-05-01,5000,116180abcdef\n', ['116180ABCDEF']).rows).toEqual([
      { day: '2023-05-01', wh: 5000, serial: '116180ABCDEF' },
    ]);
  });
});
