/**
 * Alert state in the history database (its own connection, its own tables), so a restart neither
 * repeats an alert nor forgets one: the open alerts, their history, every delivery and what quiet hours
 * hold back. Every write is immediate (alerts are rare; each is worth keeping).
 */
import type { Alert, AlertDelivery, AlertRuleId, AlertSeverity, AlertSubject } from '@dtu-web/protocol';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS alert (
  id INTEGER PRIMARY KEY,
  gateway TEXT NOT NULL,
  rule TEXT NOT NULL,
  serial TEXT,
  string INTEGER,
  severity TEXT NOT NULL,
  since INTEGER NOT NULL,
  resolved INTEGER,
  acknowledged INTEGER,
  message TEXT NOT NULL,
  last_sent INTEGER
);
CREATE INDEX IF NOT EXISTS alert_open ON alert (gateway, resolved);
CREATE TABLE IF NOT EXISTS alert_delivery (
  alert INTEGER NOT NULL,
  channel TEXT NOT NULL,
  at INTEGER NOT NULL,
  ok INTEGER NOT NULL,
  error TEXT
);
CREATE INDEX IF NOT EXISTS alert_delivery_alert ON alert_delivery (alert);
CREATE TABLE IF NOT EXISTS alert_held (
  id INTEGER PRIMARY KEY,
  gateway TEXT NOT NULL,
  at INTEGER NOT NULL,
  text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS alert_mark (
  gateway TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (gateway, name)
);
`;

interface AlertRow {
  id: number;
  gateway: string;
  rule: string;
  serial: string | null;
  string: number | null;
  severity: string;
  since: number;
  resolved: number | null;
  acknowledged: number | null;
  message: string;
  last_sent: number | null;
}

interface DeliveryRow {
  alert: number;
  channel: string;
  at: number;
  ok: number;
  error: string | null;
}

export interface NewAlert {
  gateway: string;
  rule: AlertRuleId;
  subject: AlertSubject;
  severity: AlertSeverity;
  since: number;
  message: string;
}

export interface HeldMessage {
  id: number;
  at: number;
  text: string;
}

/** The key of "one alert per rule and subject". */
export function subjectKey(rule: string, subject: AlertSubject): string {
  return `${rule}|${subject.serial ?? ''}|${subject.string === null ? '' : String(subject.string)}`;
}

export class AlertStore {
  private readonly db: Database.Database;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // The history's own connection writes in batches; wait for it rather than fail.
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
  }

  open(alert: NewAlert): Alert {
    const info = this.db
      .prepare(
        'INSERT INTO alert (gateway, rule, serial, string, severity, since, message) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        alert.gateway,
        alert.rule,
        alert.subject.serial,
        alert.subject.string,
        alert.severity,
        alert.since,
        alert.message,
      );
    return this.get(Number(info.lastInsertRowid)) ?? this.fail();
  }

  private fail(): never {
    throw new Error('the alert just written cannot be read back');
  }

  get(id: number): Alert | undefined {
    const row = this.db.prepare('SELECT * FROM alert WHERE id = ?').get(id) as AlertRow | undefined;
    return row === undefined ? undefined : this.toAlert(row);
  }

  /** The open alerts of a gateway (all gateways when undefined), oldest first. */
  active(gateway?: string): Alert[] {
    const rows = (
      gateway === undefined
        ? this.db.prepare('SELECT * FROM alert WHERE resolved IS NULL ORDER BY since, id').all()
        : this.db
            .prepare('SELECT * FROM alert WHERE resolved IS NULL AND gateway = ? ORDER BY since, id')
            .all(gateway)
    ) as AlertRow[];
    return rows.map((row) => this.toAlert(row));
  }

  /** Resolved alerts, newest first. */
  history(gateway: string, limit: number): Alert[] {
    const rows = this.db
      .prepare(
        'SELECT * FROM alert WHERE gateway = ? AND resolved IS NOT NULL ORDER BY resolved DESC, id DESC LIMIT ?',
      )
      .all(gateway, limit) as AlertRow[];
    return rows.map((row) => this.toAlert(row));
  }

  resolve(id: number, at: number): void {
    this.db.prepare('UPDATE alert SET resolved = ? WHERE id = ? AND resolved IS NULL').run(at, id);
  }

  /** Marks an alert acknowledged; false when there is no such alert. */
  acknowledge(gateway: string, id: number, at: number): boolean {
    const info = this.db
      .prepare('UPDATE alert SET acknowledged = COALESCE(acknowledged, ?) WHERE id = ? AND gateway = ?')
      .run(at, id, gateway);
    return info.changes > 0;
  }

  /** A message about the alert went out (or was tried) at `at`: re-sends count from here. */
  markSent(id: number, at: number): void {
    this.db.prepare('UPDATE alert SET last_sent = ? WHERE id = ?').run(at, id);
  }

  lastSent(id: number): number | null {
    const row = this.db.prepare('SELECT last_sent FROM alert WHERE id = ?').get(id) as
      { last_sent: number | null } | undefined;
    return row?.last_sent ?? null;
  }

  addDelivery(alertId: number, delivery: AlertDelivery): void {
    this.db
      .prepare('INSERT INTO alert_delivery (alert, channel, at, ok, error) VALUES (?, ?, ?, ?, ?)')
      .run(alertId, delivery.channel, delivery.at, delivery.ok ? 1 : 0, delivery.error);
  }

  hold(gateway: string, at: number, text: string): void {
    this.db.prepare('INSERT INTO alert_held (gateway, at, text) VALUES (?, ?, ?)').run(gateway, at, text);
  }

  /** What quiet hours held back, oldest first; taken out of the store. */
  takeHeld(gateway: string): HeldMessage[] {
    return this.db.transaction(() => {
      const rows = this.db
        .prepare('SELECT id, at, text FROM alert_held WHERE gateway = ? ORDER BY at, id')
        .all(gateway) as HeldMessage[];
      this.db.prepare('DELETE FROM alert_held WHERE gateway = ?').run(gateway);
      return rows;
    })();
  }

  mark(gateway: string, name: string): string | undefined {
    const row = this.db
      .prepare('SELECT value FROM alert_mark WHERE gateway = ? AND name = ?')
      .get(gateway, name) as { value: string } | undefined;
    return row?.value;
  }

  setMark(gateway: string, name: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO alert_mark (gateway, name, value) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET value = ?',
      )
      .run(gateway, name, value, value);
  }

  /** Firing alerts per gateway and rule (the `/metrics` gauge). */
  activeCounts(): { gateway: string; rule: string; count: number }[] {
    return this.db
      .prepare(
        'SELECT gateway, rule, COUNT(*) AS count FROM alert WHERE resolved IS NULL GROUP BY gateway, rule',
      )
      .all() as { gateway: string; rule: string; count: number }[];
  }

  close(): void {
    this.db.close();
  }

  private toAlert(row: AlertRow): Alert {
    const deliveries = this.db
      .prepare('SELECT * FROM alert_delivery WHERE alert = ? ORDER BY at, rowid')
      .all(row.id) as DeliveryRow[];
    return {
      id: String(row.id),
      rule: row.rule as AlertRuleId,
      gateway: row.gateway,
      subject: { serial: row.serial, string: row.string },
      severity: row.severity as AlertSeverity,
      since: row.since,
      resolved: row.resolved,
      acknowledged: row.acknowledged,
      message: row.message,
      notified: deliveries.map((d) => ({ channel: d.channel, at: d.at, ok: d.ok === 1, error: d.error })),
    };
  }
}
