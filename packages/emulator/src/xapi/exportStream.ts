/**
 * The export's body as a stream (issue 29): the table is read one slice at a time (history/exportTable.ts),
 * each slice written out only when the client has taken the one before (the stream is pulled:
 * backpressure), with a turn of the event loop between slices, so live data and other requests are
 * answered while a year is exported and the process holds one slice, never the file.
 */
import type { ExportResolution, HistoryExport } from '@dtu-web/protocol';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvLine, type Cell } from '../history/csv.ts';
import type { ExportPlan } from '../history/exportTable.ts';

export interface ExportHead {
  gateway: string;
  from: string;
  to: string;
  resolution: ExportResolution;
}

/**
 * Work between two turns of the event loop, at most, and text handed on at most in one piece. Small on
 * purpose: a piece that outlives two young-generation collections (the emulator runs with a 4 MB
 * semi-space) is promoted, and promoted pieces pile up in the old generation until a full collection —
 * with 8 ms and 256 K characters a 30-day sample export took the process up to +57 MB; with these,
 * +15 MB at the same speed (3.1 s for a year of 5-minute rows, 36.6 MB).
 */
const TURN_MS = 4;
const CHUNK_CHARS = 32 * 1024;

/**
 * The rows' text in pieces: slices are read and formatted until about TURN_MS passed or the piece is
 * large, then the piece is handed on and the event loop gets a turn.
 */
async function* pieces(
  plan: ExportPlan,
  line: (row: Cell[]) => string,
  separator: string,
): AsyncGenerator<string> {
  let text = '';
  let first = true;
  let since = performance.now();
  for (const rows of plan.slices()) {
    for (const row of rows) {
      text += first ? line(row) : separator + line(row);
      first = false;
    }
    if (performance.now() - since >= TURN_MS || text.length >= CHUNK_CHARS) {
      if (text !== '') yield text;
      text = '';
      await nextTurn();
      since = performance.now();
    }
  }
  if (text !== '') yield text;
}

async function* csvChunks(plan: ExportPlan): AsyncGenerator<string> {
  yield csvLine(plan.columns);
  yield* pieces(plan, csvLine, '');
}

async function* jsonChunks(plan: ExportPlan, head: ExportHead): AsyncGenerator<string> {
  // The same key order as HistoryExport, rows written as they are read.
  const opening: Omit<HistoryExport, 'columns' | 'rows'> = { ...head, tz: plan.tz };
  yield `${JSON.stringify(opening).slice(0, -1)},"columns":${JSON.stringify(plan.columns)},"rows":[`;
  yield* pieces(plan, (row) => JSON.stringify(row), ',');
  yield ']}';
}

export function exportStream(plan: ExportPlan, head: ExportHead, format: 'csv' | 'json'): Readable {
  const chunks = format === 'csv' ? csvChunks(plan) : jsonChunks(plan, head);
  return Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
}
