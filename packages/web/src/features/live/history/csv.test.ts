import { describe, expect, it } from 'vitest';
import { csvColumns, csvText, samplesToCsv } from './csv.ts';
import type { PowerSample } from './historyDb.ts';

const samples: PowerSample[] = [
  { t: Date.UTC(2024, 5, 21, 10, 0, 0), total: 512.3, inverters: { a: 300, b: 212.3 } },
  { t: Date.UTC(2024, 5, 21, 10, 0, 30), total: 300, inverters: { a: 300, gone: 1 } },
];

describe('power history CSV', () => {
  it('has a header, ISO timestamps and watts, an empty cell for a missing value', () => {
    const columns = csvColumns(
      samples,
      new Map([
        ['b', 'Garage, east'],
        ['a', 'Roof'],
      ]),
    );
    expect(columns.map((column) => column.serial)).toEqual(['b', 'a', 'gone']);
    expect(samplesToCsv(samples, columns).split('\r\n')).toEqual([
      'Time (UTC),Total power (W),"Garage, east b power (W)",Roof a power (W),gone gone power (W)',
      '2024-06-21T10:00:00.000Z,512.3,212.3,300,',
      '2024-06-21T10:00:30.000Z,300,,300,1',
      '',
    ]);
  });

  it('writes names that a spreadsheet would run as a formula as plain text', () => {
    expect(csvText('=1+2')).toBe("'=1+2");
    expect(csvText('+49 roof')).toBe("'+49 roof");
    expect(csvText('-east')).toBe("'-east");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tcmd')).toBe("'\tcmd");
    expect(csvText('\rcmd')).toBe('"\'\rcmd"');
    expect(csvText('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvText('Roof')).toBe('Roof');
    const csv = samplesToCsv(samples.slice(0, 1), [{ serial: 'a', name: '=1+2' }]);
    expect(csv.split('\r\n')[0]).toBe("Time (UTC),Total power (W),'=1+2 a power (W)");
  });
});
