/**
 * The export's body as a stream (issue 29): the table is read one slice at a time (history/exportTable.ts),
 * each slice written out only when the client has taken the one before (the stream is pulled:
 * backpressure), with a turn of the event loop between slices, so live data and other requests are
 * answered while a year is exported and the process holds one slice, never the file.
 */
import type { ExportResolution, HistoryExport } from '@dtu-web/protocol';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvLine } from '../history/csv.ts';
import type { ExportPlan } from '../history/exportTable.ts';

export interface ExportHead {
  gateway: string;
  from: string;
  to: string;
  resolution: ExportResolution;
}

async function* csvChunks(plan: ExportPlan): AsyncGenerator<string> {
  yield csvLine(plan.columns);
  for (const rows of plan.slices()) {
    let text = '';
    for (const row of rows) text += csvLine(row);
    if (text !== '') yield text;
    await nextTurn();
  }
}

async function* jsonChunks(plan: ExportPlan, head: ExportHead): AsyncGenerator<string> {
  // The same key order as HistoryExport, rows written as they are read.
  const opening: Omit<HistoryExport, 'columns' | 'rows'> = { ...head, tz: plan.tz };
  yield `${JSON.stringify(opening).slice(0, -1)},"columns":${JSON.stringify(plan.columns)},"rows":[`;
  let first = true;
  for (const rows of plan.slices()) {
    if (rows.length > 0) {
      const text = rows.map((row) => JSON.stringify(row)).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    await nextTurn();
  }
  yield ']}';
}

export function exportStream(plan: ExportPlan, head: ExportHead, format: 'csv' | 'json'): Readable {
  const chunks = format === 'csv' ? csvChunks(plan) : jsonChunks(plan, head);
  return Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
}
