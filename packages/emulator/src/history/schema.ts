/**
 * The SQLite layout of the history (version 1). Per-string values are packed BLOBs (codec.ts) so one
 * sample of a four-string inverter takes about 80 bytes; samples and means are clustered by inverter
 * and time (WITHOUT ROWID), so a day's curve is one range read per inverter.
 */
import type { Database } from 'better-sqlite3';

/** 2 (issue 29): `days.seeded`. */
export const SCHEMA_VERSION = 2;

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS gateways (id TEXT PRIMARY KEY, tz TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS inverters (
  id INTEGER PRIMARY KEY,
  gateway TEXT NOT NULL,
  serial TEXT NOT NULL,
  name TEXT NOT NULL,
  strings TEXT NOT NULL,
  wp TEXT NOT NULL,
  state TEXT,
  agg_until INTEGER NOT NULL DEFAULT 0,
  UNIQUE (gateway, serial)
);
CREATE TABLE IF NOT EXISTS samples (
  inv INTEGER NOT NULL,
  t INTEGER NOT NULL,
  ac REAL NOT NULL,
  dc BLOB NOT NULL,
  yd INTEGER NOT NULL,
  yt INTEGER NOT NULL,
  ys BLOB,
  flags INTEGER NOT NULL,
  PRIMARY KEY (inv, t)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS means (
  inv INTEGER NOT NULL,
  t INTEGER NOT NULL,
  ac REAL NOT NULL,
  dc BLOB NOT NULL,
  PRIMARY KEY (inv, t)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS days (
  inv INTEGER NOT NULL,
  day TEXT NOT NULL,
  wh REAL NOT NULL,
  max_w REAL NOT NULL,
  strings TEXT NOT NULL,
  glitches INTEGER NOT NULL,
  imported INTEGER NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (inv, day)
) WITHOUT ROWID;
`;

/** Creates the tables (a fresh file) or checks the version (an existing one). */
export function migrate(db: Database): void {
  db.exec(DDL);
  const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'schema'").get();
  if (row === undefined) {
    db.prepare("INSERT INTO meta (key, value) VALUES ('schema', ?)").run(String(SCHEMA_VERSION));
  } else if (Number(row.value) > SCHEMA_VERSION) {
    throw new Error(
      `The history database was written by a newer version (schema ${row.value}); refusing to change it`,
    );
  } else if (Number(row.value) < SCHEMA_VERSION) {
    db.transaction(() => {
      const columns = db.prepare<[], { name: string }>('PRAGMA table_info(days)').all();
      if (!columns.some((c) => c.name === 'seeded')) {
        db.exec('ALTER TABLE days ADD COLUMN seeded INTEGER NOT NULL DEFAULT 0');
      }
      db.prepare("UPDATE meta SET value = ? WHERE key = 'schema'").run(String(SCHEMA_VERSION));
    })();
  }
}
