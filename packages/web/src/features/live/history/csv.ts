import type { PowerSample } from './historyDb.ts';

export interface CsvColumn {
  serial: string;
  name: string;
}

/**
 * One text cell, safe to open in a spreadsheet: a text beginning with = + - @, a tab or a carriage
 * return would be read as a formula there (OWASP "CSV injection"), so it gets a leading apostrophe;
 * quotes, commas and line breaks are quoted as RFC 4180 says.
 */
export function csvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The samples as CSV: a header row in plain words ("Roof 116180123456 power (W)"), then one row per
 * sample with an ISO 8601 UTC timestamp, the total power and each inverter's power in W (empty when
 * the inverter had no fresh value in that bucket). Only the names are text; the rest are numbers.
 */
export function samplesToCsv(samples: readonly PowerSample[], columns: readonly CsvColumn[]): string {
  const header = [
    'Time (UTC)',
    'Total power (W)',
    ...columns.map((column) => `${column.name} ${column.serial} power (W)`),
  ];
  const rows = samples.map((sample) =>
    [
      new Date(sample.t).toISOString(),
      String(sample.total),
      ...columns.map((column) => {
        const value = sample.inverters[column.serial];
        return value === undefined ? '' : String(value);
      }),
    ].join(','),
  );
  return [header.map(csvText).join(','), ...rows].join('\r\n') + '\r\n';
}

/**
 * The inverters that appear in the samples: the known ones in the order of `names` (the live view's
 * order) with their names, then any others (since removed) by serial.
 */
export function csvColumns(samples: readonly PowerSample[], names: ReadonlyMap<string, string>): CsvColumn[] {
  const serials = new Set<string>();
  for (const sample of samples) for (const serial of Object.keys(sample.inverters)) serials.add(serial);
  const known = [...names.keys()].filter((serial) => serials.has(serial));
  const others = [...serials].filter((serial) => !names.has(serial));
  return [...known, ...others].map((serial) => ({ serial, name: names.get(serial) ?? serial }));
}
