/** The prepared statements of the SQLite history store (sqlite.ts), and the row shapes they read. */
import type Database from 'better-sqlite3';

export interface InverterRow {
  id: number;
  gateway: string;
  serial: string;
  name: string;
  strings: string;
  wp: string;
  state: string | null;
  agg_until: number;
}

export interface SampleRow {
  t: number;
  ac: number;
  dc: Buffer;
  yd: number;
  yt: number;
  ys: Buffer | null;
  flags: number;
}

export interface DayRow {
  serial: string;
  day: string;
  wh: number;
  max_w: number;
  strings: string;
  glitches: number;
  imported: number;
  seeded: number;
}

export type Statements = ReturnType<typeof prepareStatements>;

export function prepareStatements(db: Database.Database) {
  return {
    gateway: db.prepare<[string, string]>(
      'INSERT INTO gateways (id, tz) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET tz = excluded.tz',
    ),
    gatewayTz: db.prepare<[string], { tz: string }>('SELECT tz FROM gateways WHERE id = ?'),
    gateways: db.prepare<[], { id: string }>('SELECT id FROM gateways ORDER BY id'),
    inverters: db.prepare<[], InverterRow>('SELECT * FROM inverters ORDER BY id'),
    insertInverter: db.prepare<[string, string, string, string, string]>(
      'INSERT INTO inverters (gateway, serial, name, strings, wp) VALUES (?, ?, ?, ?, ?)',
    ),
    updateInverter: db.prepare<[string, string, string, number]>(
      'UPDATE inverters SET name = ?, strings = ?, wp = ? WHERE id = ?',
    ),
    state: db.prepare<[string, number]>('UPDATE inverters SET state = ? WHERE id = ?'),
    sample: db.prepare<[number, number, number, Buffer, number, number, Buffer, number]>(
      'INSERT OR REPLACE INTO samples (inv, t, ac, dc, yd, yt, ys, flags) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    mean: db.prepare<[number, number, number, Buffer]>(
      'INSERT OR REPLACE INTO means (inv, t, ac, dc) VALUES (?, ?, ?, ?)',
    ),
    day: db.prepare<[number, string, number, number, string, number, number, number]>(
      'INSERT OR REPLACE INTO days (inv, day, wh, max_w, strings, glitches, imported, seeded) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    samples: db.prepare<[number, number, number], SampleRow>(
      'SELECT t, ac, dc, yd, yt, ys, flags FROM samples WHERE inv = ? AND t >= ? AND t < ? ORDER BY t',
    ),
    lastSample: db.prepare<[number], SampleRow>(
      'SELECT t, ac, dc, yd, yt, ys, flags FROM samples WHERE inv = ? ORDER BY t DESC LIMIT 1',
    ),
    power: db
      .prepare<[number, number, number], [number, number, Buffer]>(
        'SELECT t, ac, dc FROM samples WHERE inv = ? AND t >= ? AND t < ? ORDER BY t',
      )
      .raw(true),
    anySample: db.prepare<[number, number, number], { t: number }>(
      'SELECT t FROM samples WHERE inv = ? AND t >= ? AND t < ? LIMIT 1',
    ),
    firstSample: db.prepare<[number, number], { t: number }>(
      'SELECT t FROM samples WHERE inv = ? AND t >= ? ORDER BY t LIMIT 1',
    ),
    oldestSample: db.prepare<[number], { t: number }>(
      'SELECT t FROM samples WHERE inv = ? ORDER BY t LIMIT 1',
    ),
    oldestMean: db.prepare<[number], { t: number }>('SELECT t FROM means WHERE inv = ? ORDER BY t LIMIT 1'),
    means: db.prepare<[number, number, number], { t: number; ac: number; dc: Buffer }>(
      'SELECT t, ac, dc FROM means WHERE inv = ? AND t >= ? AND t < ? ORDER BY t',
    ),
    days: db.prepare<[string, string, string], DayRow>(
      `SELECT i.serial, d.day, d.wh, d.max_w, d.strings, d.glitches, d.imported, d.seeded
       FROM days d JOIN inverters i ON i.id = d.inv
       WHERE i.gateway = ? AND d.day >= ? AND d.day <= ? ORDER BY d.day, i.id`,
    ),
    aggregated: db.prepare<[number, number]>('UPDATE inverters SET agg_until = ? WHERE id = ?'),
    dropSamples: db.prepare<[number, number]>('DELETE FROM samples WHERE inv = ? AND t < ?'),
    dropMeans: db.prepare<[number, number]>('DELETE FROM means WHERE inv = ? AND t < ?'),
    dropDays: db.prepare<[number, string]>('DELETE FROM days WHERE inv = ? AND day < ?'),
  };
}
