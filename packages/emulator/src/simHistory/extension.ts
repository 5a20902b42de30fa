/**
 * The virtual DTU records its own simulated plant (companion-api §2): a gateway extension that opens
 * the history in `<data-dir>/.emulator/history.sqlite`, fills `--history-days` past days from the
 * simulation at the first boot, feeds the recorder every second with a frame per inverter whose
 * statistics changed (the same `/livedata` frame a browser gets, so emulator and companion share one
 * path), commits about once a minute and serves `/api/x/info` and `/api/x/history/*` as gateway `sim`.
 */
import { HISTORY_RETENTION_DEFAULTS, SIMULATED_GATEWAY_ID, type GatewayInfo } from '@dtu-web/protocol';
import { join } from 'node:path';
import type { GatewayContext } from '../context.ts';
import type { GatewayExtension } from '../context.ts';
import { HISTORY_FILE, SqliteHistoryStore } from '../history/sqlite.ts';
import type { HistoryStore, Retention } from '../history/store.ts';
import { Recorder } from '../recorder/recorder.ts';
import { RecorderSchedule } from '../recorder/schedule.ts';
import { DEMO_SHADING } from '../runtime/demoFleet.ts';
import { EMULATOR_DIR } from '../runtime/energyFile.ts';
import type { PlantRuntime } from '../runtime/index.ts';
import { hintsOf } from '../runtime/settings.ts';
import { buildTotal, liveFrame } from '../sim/index.ts';
import { PACKAGE_VERSION } from '../packageVersion.ts';
import { xapiRoutes } from '../xapi/routes.ts';
import { HISTORY_SETTINGS_FILE } from '../xapi/settingsFile.ts';
import { startFill } from './fill.ts';

export interface SimHistoryOptions {
  /** Past days filled from the simulation at the first boot (default 0). */
  days?: number;
  retention?: Partial<Retention>;
  /** Commit period (default about a minute). */
  batchMs?: number;
  /** Run the 1 s feed and the commit timer (default true); tests call `runSecond()` and `commit()`. */
  timers?: boolean;
  /** Seed of the plant (the fill's weather must be the plant's). */
  seed: number;
}

export interface SimHistory {
  readonly extension: GatewayExtension;
  /** The open store (undefined before setup and after stop). */
  readonly store: () => HistoryStore | undefined;
  /** Feeds the recorder with the frames of inverters whose statistics changed; returns samples taken. */
  readonly runSecond: () => number;
  /** Commits the recorder's batch now. */
  readonly commit: () => void;
  /** Samples recorded, and how many of them are committed. */
  readonly stats: () => { recorded: number; committed: number };
}

/** Between two filled days the gateway answers requests and records (a day takes ~20–100 ms). */
const DAY_PAUSE_MS = 10;

export function historyPath(dataDir: string): string {
  return join(dataDir, EMULATOR_DIR, HISTORY_FILE);
}

export function createSimHistory(runtime: PlantRuntime, options: SimHistoryOptions): SimHistory {
  let ctx: GatewayContext | undefined;
  let store: SqliteHistoryStore | undefined;
  let recorder: Recorder | undefined;
  let schedule: RecorderSchedule | undefined;
  let timer: NodeJS.Timeout | undefined;
  let filling: NodeJS.Timeout | undefined;
  const lastVersion = new Map<string, number>();
  const retention: Retention = {
    sampleDays: options.retention?.sampleDays ?? HISTORY_RETENTION_DEFAULTS.sampleDays,
    meanDays: options.retention?.meanDays ?? HISTORY_RETENTION_DEFAULTS.meanDays,
    dayDays: options.retention?.dayDays ?? 0,
  };

  const runSecond = (): number => {
    const plant = runtime.plant();
    if (ctx === undefined || plant === undefined || recorder === undefined) return 0;
    plant.tick();
    const states = plant.states();
    const changed = states.filter((s) => lastVersion.get(s.serial) !== s.statsVersion);
    if (changed.length === 0) return 0;
    const total = buildTotal(states);
    const hints = hintsOf(ctx.store.config, ctx.boot.radios);
    let samples = 0;
    for (const state of changed) {
      lastVersion.set(state.serial, state.statsVersion);
      samples += recorder.record(liveFrame(state, total, hints), plant.now()).samples;
    }
    return samples;
  };

  /**
   * Today's curve at once, then one past day per event-loop turn (newest first), so the gateway
   * answers while a year fills. Without timers (tests) the whole fill runs at once.
   */
  const fill = (c: GatewayContext): void => {
    const days = Math.max(0, Math.floor(options.days ?? 0));
    const plant = runtime.plant();
    if (days === 0 || store === undefined || plant === undefined) return;
    plant.tick();
    const started = performance.now();
    const steps = startFill({
      store,
      gateway: SIMULATED_GATEWAY_ID,
      config: c.store.config,
      seed: options.seed,
      shading: DEMO_SHADING,
      now: plant.now(),
      days,
      sampleDays: retention.sampleDays,
      energy: plant.snapshot(),
    });
    const done = (): void => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      c.logHost(
        `History: ${String(steps.result.days)} past day(s) filled from the simulation in ${seconds} s`,
      );
    };
    steps.fillToday();
    if (options.timers === false) {
      while (steps.nextDay()) {
        // all at once
      }
      done();
      return;
    }
    const step = (): void => {
      filling = undefined;
      if (store === undefined) return;
      try {
        if (steps.nextDay()) filling = setTimeout(step, DAY_PAUSE_MS);
        else done();
      } catch (error) {
        c.logHost(`History: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    filling = setTimeout(step, DAY_PAUSE_MS);
  };

  const extension: GatewayExtension = {
    setup(c) {
      ctx = c;
      let s: SqliteHistoryStore;
      try {
        s = new SqliteHistoryStore(historyPath(c.dataDir), retention);
      } catch (error) {
        // The gateway runs on without history: /api/x/info says so and the history answers 90004.
        c.logHost(`History: not recorded (${error instanceof Error ? error.message : String(error)})`);
        return;
      }
      store = s;
      const r = new Recorder({
        store: s,
        gateway: SIMULATED_GATEWAY_ID,
        timezone: () => c.store.config.ntp.timezone,
      });
      recorder = r;
      schedule = new RecorderSchedule({
        store: s,
        recorders: () => [r],
        batchMs: options.batchMs,
        now: () => c.clock.now(),
        onError: (message) => {
          c.logHost(`History: ${message}`);
        },
      });
      c.onBoot((booted) => {
        if (booted.boot.count === 1) {
          fill(booted);
          if (options.timers !== false) {
            schedule?.start();
            timer = setInterval(() => {
              try {
                runSecond();
              } catch (error) {
                c.logHost(`History: ${error instanceof Error ? error.message : String(error)}`);
              }
            }, 1000);
          }
        }
      });
      c.onStop(() => {
        if (filling !== undefined) clearTimeout(filling);
        if (timer !== undefined) clearInterval(timer);
        timer = undefined;
        schedule?.stop();
        store?.close();
        store = undefined;
      });
    },
    routes: xapiRoutes({
      version: PACKAGE_VERSION,
      gateways: (origin): GatewayInfo[] => [
        {
          id: SIMULATED_GATEWAY_ID,
          name: ctx?.hostname() ?? 'Virtual DTU',
          origin,
          firmware: ctx?.release ?? null,
        },
      ],
      get store() {
        return store;
      },
      now: () => ctx?.clock.now() ?? Date.now(),
      timezone: () => ctx?.store.config.ntp.timezone ?? '',
      // The recorder runs on the gateway's own clock.
      clockOffset: () => 0,
      settingsFile: () =>
        ctx === undefined ? undefined : join(ctx.dataDir, EMULATOR_DIR, HISTORY_SETTINGS_FILE),
    }),
  };

  return {
    extension,
    store: () => store,
    runSecond,
    commit: () => {
      schedule?.commit();
    },
    stats: () => ({ recorded: recorder?.recorded ?? 0, committed: recorder?.committed ?? 0 }),
  };
}
