/**
 * Event log (§6.1): at most 15 entries per inverter, times in seconds since local midnight.
 * Texts are not the simulation's business; it only provides the message ids.
 */

import type { EventLogEntry } from '@dtu-web/protocol';

/** Wire shape of one entry without the localised `message` (the HTTP layer adds it). */
export type EventEntry = Omit<EventLogEntry, 'message'>;

export const EVENT_LOG_CAPACITY = 15;

/** Message ids the simulation produces (§6.1 table). */
export const EventId = {
  inverterStart: 1,
  /** Logged when an active power limit is applied: the closest "remote control" message there is. */
  limitByRemote: 123,
  shutDownByRemote: 124,
  gridFaultFirst: 141,
  gridFaultLast: 149,
} as const;

/** "No input" message id for a DC input (0-based): PV-1..PV-4 → 209..212; HMT PV-5/PV-6 → 217/218. */
export function noInputEventId(input: number): number {
  return input < 4 ? 209 + input : 217 + (input - 4);
}

/** An event log with a version that changes whenever its content does. */
export class EventLog {
  private entries: EventEntry[] = [];
  private revision = 0;

  get version(): number {
    return this.revision;
  }

  get count(): number {
    return this.entries.length;
  }

  /** Adds an entry; the oldest one is dropped when the log is full. */
  add(messageId: number, startTime: number, endTime = 0): void {
    this.entries.push({ message_id: messageId, start_time: startTime, end_time: endTime });
    if (this.entries.length > EVENT_LOG_CAPACITY) this.entries.shift();
    this.revision++;
  }

  /** Ends the latest still-active entry with that id; returns false when there is none. */
  end(messageId: number, endTime: number): boolean {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const entry = this.entries[i];
      if (entry?.message_id === messageId && entry.end_time === 0) {
        // 0 means "active", so an event ending exactly at midnight is recorded one second later.
        entry.end_time = Math.max(1, endTime);
        this.revision++;
        return true;
      }
    }
    return false;
  }

  clear(): void {
    if (this.entries.length === 0) return;
    this.entries = [];
    this.revision++;
  }

  /** Replaces the content with a copy of another log (the gateway fetching the inverter's log). */
  copyFrom(other: EventLog): void {
    this.entries = other.list();
    this.revision++;
  }

  /** A copy of the entries, oldest first. */
  list(): EventEntry[] {
    return this.entries.map((entry) => ({ ...entry }));
  }
}
