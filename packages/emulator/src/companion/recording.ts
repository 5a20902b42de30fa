/**
 * The companion's history (companion-api §2, issue 23): one SQLite store in `--data-dir`, one recorder
 * per gateway fed by that gateway's shared `/livedata` socket (opened with the companion's own login
 * when it has one), committed about once a minute by one schedule, as the emulator records its plant.
 */
import { HISTORY_RETENTION_DEFAULTS } from '@dtu-web/protocol';
import { join } from 'node:path';
import { HISTORY_FILE, SqliteHistoryStore } from '../history/sqlite.ts';
import type { HistoryStore, Retention } from '../history/store.ts';
import { Recorder } from '../recorder/recorder.ts';
import { RecorderSchedule } from '../recorder/schedule.ts';
import type { GatewayLink } from './link.ts';

export interface RecordingOptions {
  /** The companion's data directory; the history is `<dataDir>/history.sqlite`. */
  dataDir: string;
  retention?: Partial<Retention>;
  /** Commit period (default about a minute). */
  batchMs?: number;
  log: (line: string) => void;
}

export interface Recording {
  readonly store: HistoryStore;
  /** Commits every gateway's batch now. */
  commit(): void;
  stop(): void;
}

/** The zone a gateway's days are filed in: its own once read, else the one recorded with ('' = UTC). */
export function zoneOf(store: HistoryStore | undefined, link: GatewayLink): string {
  return link.timezone !== '' ? link.timezone : (store?.gatewayTz(link.id) ?? '');
}

export function companionHistoryPath(dataDir: string): string {
  return join(dataDir, HISTORY_FILE);
}

export function startRecording(links: readonly GatewayLink[], options: RecordingOptions): Recording {
  const retention: Retention = {
    sampleDays: options.retention?.sampleDays ?? HISTORY_RETENTION_DEFAULTS.sampleDays,
    meanDays: options.retention?.meanDays ?? HISTORY_RETENTION_DEFAULTS.meanDays,
    dayDays: options.retention?.dayDays ?? 0,
  };
  const store = new SqliteHistoryStore(companionHistoryPath(options.dataDir), retention);
  const recorders = links.map((link) => {
    // Until the gateway's zone is read (after a restart), the zone its days were filed in so far.
    const recorder = new Recorder({ store, gateway: link.id, timezone: () => zoneOf(store, link) });
    link.listen((frame) => {
      try {
        recorder.record(frame.frame, frame.receivedAt);
      } catch (error) {
        options.log(`History of ${link.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return recorder;
  });
  const schedule = new RecorderSchedule({
    store,
    recorders: () => recorders,
    batchMs: options.batchMs,
    now: Date.now,
    onError: (message) => {
      options.log(`History: ${message}`);
    },
  });
  schedule.start();
  return {
    store,
    commit: () => {
      schedule.commit();
    },
    stop: () => {
      schedule.stop();
      store.close();
    },
  };
}
