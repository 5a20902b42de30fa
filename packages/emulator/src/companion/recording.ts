/**
 * The companion's history (companion-api §2, issue 23): one SQLite store in `--data-dir`, one recorder
 * per gateway fed by that gateway's shared `/livedata` socket (opened with the companion's own login
 * when it has one), committed about once a minute by one schedule, as the emulator records its plant.
 * A fresh gateway's first frames wait for its time zone (zoneHold.ts), so its first day is filed on its own
 * calendar.
 */
import { HISTORY_RETENTION_DEFAULTS } from '@dtu-web/protocol';
import { join } from 'node:path';
import { HISTORY_FILE, SqliteHistoryStore } from '../history/sqlite.ts';
import type { HistoryStore, Retention } from '../history/store.ts';
import { Recorder } from '../recorder/recorder.ts';
import { RecorderSchedule } from '../recorder/schedule.ts';
import { lastKnownFromHistory } from './fleet/fromHistory.ts';
import type { GatewayLink } from './link.ts';
import { ZONE_WAIT_MS, ZoneHold } from './zoneHold.ts';

export interface RecordingOptions {
  /** The companion's data directory; the history is `<dataDir>/history.sqlite`. */
  dataDir: string;
  retention?: Partial<Retention>;
  /** Commit period (default about a minute). */
  batchMs?: number;
  log: (line: string) => void;
  /** How long frames wait for a gateway's first zone answer (default 30 s; tests shorten it). */
  zoneWaitMs?: number;
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
  // What each gateway made so far stays known though it is away after this start (issue 30).
  for (const link of links) {
    const known = lastKnownFromHistory(store, link.id, zoneOf(store, link));
    if (known !== undefined) link.record.seed(known);
  }
  const holds: ZoneHold[] = [];
  const recorders = links.map((link) => {
    // Until the gateway's zone is read (after a restart), the zone its days were filed in so far.
    const recorder = new Recorder({ store, gateway: link.id, timezone: () => zoneOf(store, link) });
    const hold = new ZoneHold(
      (frame) => {
        try {
          recorder.record(frame.frame, frame.receivedAt);
        } catch (error) {
          options.log(`History of ${link.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
      // A fresh start waits for the gateway's first answer; a restart has the zone recorded before.
      () => link.clockAnswered || zoneOf(store, link) !== '',
      options.zoneWaitMs ?? ZONE_WAIT_MS,
      () => {
        options.log(
          `History of ${link.id}: the gateway's time zone could not be read; its days are filed in UTC until it is`,
        );
      },
    );
    holds.push(hold);
    link.onClock(() => {
      hold.release();
    });
    link.listen((frame) => {
      hold.push(frame);
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
      for (const hold of holds) hold.stop();
      schedule.stop();
      store.close();
    },
  };
}
