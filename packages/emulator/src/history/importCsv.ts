/**
 * POST /api/x/history/import: past daily yields (companion-api §2; the file is read by importParse.ts).
 * The whole file is checked first; one malformed line refuses it all, so nothing half-imported remains.
 */
import type { HistoryImportPreviewRow, HistoryImportResult } from '@dtu-web/protocol';
import type { ParsedImport } from './importParse.ts';
import { PLANT, type HistoryStore } from './store.ts';

export { ImportError, parseImport } from './importParse.ts';

/** Lines a dry run shows as read. */
export const IMPORT_PREVIEW_ROWS = 10;

/**
 * Stores the rows as imported days and commits (or, with `dryRun`, only counts and shows the first
 * lines). Skipped: days recorded here (for that inverter, or any recording for a plant-level row), today
 * and later. A day imported before is replaced.
 */
export function importDays(
  store: HistoryStore,
  gateway: string,
  parsed: ParsedImport,
  today: string,
  dryRun = false,
): HistoryImportResult {
  let imported = 0;
  let skipped = 0;
  const seen = new Set<string>();
  for (const row of parsed.rows) {
    const key = `${row.serial}|${row.day}`;
    const existing = store.days(gateway, row.day, row.day);
    const recorded = existing.some(
      (d) => !d.imported && (row.serial === PLANT ? d.wh > 0 || d.serial !== PLANT : d.serial === row.serial),
    );
    if (row.day >= today || recorded || seen.has(key)) {
      skipped++;
      continue;
    }
    seen.add(key);
    if (!dryRun) {
      store.putDay(gateway, row.serial, {
        day: row.day,
        wh: row.wh,
        maxW: 0,
        stringsWh: [],
        glitches: 0,
        imported: true,
        seeded: false,
      });
      imported++;
    }
  }
  if (!dryRun) {
    store.commit();
    return { type: 'success', imported, skipped };
  }
  const preview: HistoryImportPreviewRow[] = parsed.rows
    .slice(0, IMPORT_PREVIEW_ROWS)
    .map((r) => ({ date: r.day, wh: r.wh, serial: r.serial === PLANT ? null : r.serial }));
  return { type: 'success', imported: 0, skipped, preview, unit: parsed.unit };
}
