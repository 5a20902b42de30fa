// The history (issue 23) at the size the budgets name: one year of 10 inverters × 4 strings at the real
// cadence (poll interval 5 s × 10 inverters: a sample per inverter every 50 s by day), filled from the
// simulation into a fresh SQLite file. Figures: the fill's time, the file's size once the background
// work (5-minute means of the kept samples) is done, the API's median answer for a day's curve, a
// month's bars and a year's bars (over HTTP, the same plugin the emulator serves), and the recorder's
// CPU share while it records the live plant at the real cadence.
import { configDefaults, type ConfigFile } from '@dtu-web/protocol';
import Fastify from 'fastify';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayKeyOf } from '../packages/emulator/src/history/calendar.ts';
import { SqliteHistoryStore } from '../packages/emulator/src/history/sqlite.ts';
import { Recorder } from '../packages/emulator/src/recorder/recorder.ts';
import { buildTotal, liveFrame, Plant } from '../packages/emulator/src/sim/index.ts';
import { dtuOf, invertersOf, siteOf } from '../packages/emulator/src/runtime/settings.ts';
import { fillHistory } from '../packages/emulator/src/simHistory/fill.ts';
import { localDayIndex } from '../packages/emulator/src/sim/time.ts';
import { xapiRoutes } from '../packages/emulator/src/xapi/routes.ts';
import type { Benchmark, BenchFigure } from './types.ts';

const INVERTERS = 10;
const NOW = Date.parse('2026-06-21T13:00:00+02:00');
const RUNS = 21;
const HINTS = { time_sync: false, radio_problem: false, default_password: false };

/** Ten HM-1500-4T (four strings of 410 W each). */
function plantConfig(): ConfigFile {
  const config = configDefaults({ chipId: 0x1a2b3c });
  for (let i = 0; i < INVERTERS; i++) {
    const slot = config.inverters[i];
    if (slot === undefined) continue;
    slot.serial = Number.parseInt(`1161801234${String(i).padStart(2, '0')}`, 16);
    slot.name = `Roof ${String(i + 1)}`;
    slot.order = i;
    slot.channel.forEach((c, k) => {
      c.name = `String ${String(k + 1)}`;
      c.max_power = 410;
    });
  }
  return config;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** CPU share of the recorder: one simulated hour of a live plant, frames as the emulator builds them. */
function recorderShare(store: SqliteHistoryStore, config: ConfigFile): number {
  let wall = NOW;
  let mono = 0;
  const plant = new Plant({
    clock: { now: () => wall, monotonic: () => mono },
    site: siteOf(config.ntp),
    dtu: dtuOf(config.dtu, { nrfConfigured: true, cmtConfigured: true }),
    inverters: invertersOf(config),
    seed: 2,
    tuning: { weatherOverride: 1 },
  });
  const recorder = new Recorder({ store, gateway: 'live', timezone: () => config.ntp.timezone });
  const last = new Map<string, number>();
  const lastSent = new Map<string, number>();
  let busy = 0;
  const hourMs = 3_600_000;
  for (let t = 0; t < hourMs; t += 1000) {
    wall += 1000;
    mono += 1000;
    plant.tick();
    const states = plant.states();
    const total = buildTotal(states);
    for (const state of states) {
      // Like the /livedata push: a frame when the statistics changed, else every 10 s anyway.
      const changed = last.get(state.serial) !== state.statsVersion;
      if (!changed && t - (lastSent.get(state.serial) ?? -1e9) < 10_000) continue;
      last.set(state.serial, state.statsVersion);
      lastSent.set(state.serial, t);
      const frame = liveFrame(state, total, HINTS);
      const started = performance.now();
      recorder.record(frame, wall);
      busy += performance.now() - started;
    }
    if (t % 60_000 === 0) {
      const started = performance.now();
      recorder.flush();
      store.maintain(wall, 5);
      busy += performance.now() - started;
    }
  }
  return (busy / hourMs) * 100;
}

const bench: Benchmark = {
  title: 'History: one year of 10 inverters × 4 strings (SQLite)',
  async run(): Promise<BenchFigure[]> {
    const dir = mkdtempSync(join(tmpdir(), 'dtu-bench-history-'));
    const file = join(dir, 'history.sqlite');
    const config = plantConfig();
    const store = new SqliteHistoryStore(file, { sampleDays: 90, meanDays: 730, dayDays: 0 });
    try {
      const started = performance.now();
      const fillCpu = process.cpuUsage();
      const filled = fillHistory({
        store,
        gateway: 'sim',
        config,
        seed: 2,
        now: NOW,
        days: 365,
        sampleDays: 90,
      });
      const fillSeconds = (performance.now() - started) / 1000;
      const fillCpuUsed = process.cpuUsage(fillCpu);
      const fillCpuSeconds = (fillCpuUsed.user + fillCpuUsed.system) / 1e6;
      const maintainStarted = performance.now();
      for (let i = 0; i < 100_000 && store.maintain(NOW, 100); i++) {
        // until the means of the kept samples exist
      }
      const maintainSeconds = (performance.now() - maintainStarted) / 1000;
      store.close();
      const reopened = new SqliteHistoryStore(file, { sampleDays: 90, meanDays: 730, dayDays: 0 });
      const sizeMb = (statSync(file).size + walSize(file)) / 1e6;

      const app = Fastify({ logger: false });
      await app.register(
        xapiRoutes({
          version: 'bench',
          gateways: (origin) => [{ id: 'sim', name: 'sim', origin }],
          store: reopened,
          now: () => NOW,
        }),
      );
      const offset = siteOf(config.ntp).utcOffsetMinutes;
      const today = localDayIndex(NOW, offset);
      /** Median wall time and median CPU time (this process) of RUNS answers. */
      const time = async (url: string): Promise<[number, number]> => {
        const times: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          const c0 = process.cpuUsage();
          const response = await app.inject({ method: 'GET', url });
          if (response.statusCode !== 200) throw new Error(`${url} answered ${String(response.statusCode)}`);
          const used = process.cpuUsage(c0);
          times.push(performance.now() - t0);
          cpu.push((used.user + used.system) / 1000);
        }
        return [median(times), median(cpu)];
      };
      const query = (name: string, [wall, cpu]: [number, number]): BenchFigure => ({
        name,
        value: wall,
        unit: 'ms',
        budget: 50,
        note: `median of ${String(RUNS)}; CPU ${cpu.toFixed(1)} ms (wall time includes waiting for a core)`,
      });
      const dayMs = await time(`/api/x/history/power?day=${dayKeyOf(today - 1)}`);
      const oldDayMs = await time(`/api/x/history/power?day=${dayKeyOf(today - 200)}`);
      const monthMs = await time(`/api/x/history/energy?from=2026-05-01&to=2026-05-31&step=day`);
      const yearMs = await time(`/api/x/history/energy?from=2025-06&to=2026-06&step=month`);
      const heatMs = await time(`/api/x/history/energy?from=2025-06-22&to=2026-06-21&step=day`);
      await app.close();
      const share = recorderShare(reopened, config);
      reopened.close();
      return [
        {
          name: 'fill a year',
          value: fillSeconds,
          unit: 's',
          budget: 30,
          note: `${String(filled.samples)} samples, ${String(filled.means)} means; CPU ${fillCpuSeconds.toFixed(1)} s`,
        },
        {
          name: 'background means of the kept samples',
          value: maintainSeconds,
          unit: 's',
          note: 'in 5 ms slices when live',
        },
        { name: 'database size', value: sizeMb, unit: 'MB', budget: 150 },
        query("day's curve (every sample)", dayMs),
        query("old day's curve (5-minute means)", oldDayMs),
        query("month's bars", monthMs),
        query("year's bars (months)", yearMs),
        query("year's days (heat-map)", heatMs),
        {
          name: 'recorder CPU',
          value: share,
          unit: '% of a core',
          budget: 1,
          note: '10 inverters live, commits each minute',
        },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

function walSize(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

export default bench;
