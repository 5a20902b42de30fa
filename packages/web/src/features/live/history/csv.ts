import type { PowerSample } from './historyDb.ts';

export interface CsvColumn {
  serial: string;
  name: string;
}

const quoted = (text: string): string => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The samples as CSV: a header row, then one row per sample with an ISO 8601 UTC timestamp, the total
 * power and each inverter's power in W (empty when the inverter had no fresh value in that bucket).
 */
export function samplesToCsv(samples: readonly PowerSample[], columns: readonly CsvColumn[]): string {
  const header = ['time', 'total_W', ...columns.map((column) => `${column.name} (${column.serial})_W`)];
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
  return [header.map(quoted).join(','), ...rows].join('\r\n') + '\r\n';
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
