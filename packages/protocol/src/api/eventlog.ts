/** GET /api/eventlog/status (device-api §1.6, §6.1). */
export interface EventLogEntry {
  message_id: number;
  message: string;
  /** Seconds since local midnight. */
  start_time: number;
  /** Seconds since local midnight; 0 while the event is active. */
  end_time: number;
}

export interface EventLog {
  count: number;
  events: EventLogEntry[];
}
