import { describe, expect, it } from 'vitest';
import { csvColumns, samplesToCsv } from './csv.ts';
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
      'time,total_W,"Garage, east (b)_W",Roof (a)_W,gone (gone)_W',
      '2024-06-21T10:00:00.000Z,512.3,212.3,300,',
      '2024-06-21T10:00:30.000Z,300,,300,1',
      '',
    ]);
  });
});
