/**
 * `virtual-dtu` command line: parses the options and starts the virtual DTU (gateway + plant runtime).
 * Bad options print a message and exit with code 2; Ctrl-C (SIGINT) and SIGTERM stop it cleanly (the
 * energy counters are saved on the way out).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_REBOOT_DELAY,
  DEFAULT_WEB_ROOT,
  type GatewayOptions,
} from './gateway.ts';
import {
  checkAllowedHosts,
  COMPANION_ONLY,
  COMPANION_USAGE,
  CompanionUsageError,
  gatewayEntries,
  runCompanion,
  SIMULATION_ONLY,
  type CompanionCliOptions,
} from './companion/cli.ts';
import { demoControls, DEMO_GATEWAY_IDS, MAX_DEMO_GATEWAYS, startFleetDemo } from './fleetDemo.ts';
import { EmulatedClock } from './ntp/clock.ts';
import { DEFAULT_DEMO_INVERTERS, MAX_DEMO_INVERTERS } from './runtime/demoFleet.ts';
import { EMULATOR_DIR, ENERGY_FILE } from './runtime/energyFile.ts';
import { HISTORY_RETENTION_DEFAULTS } from '@dtu-web/protocol';
import { HISTORY_FILE } from './history/sqlite.ts';
import type { Retention } from './history/store.ts';
import { startVirtualDtu } from './virtualDtu.ts';

/** `npm start` shows a month of history at once. */
export const DEFAULT_HISTORY_DAYS = 30;
/** Where the companion keeps its history unless --data-dir says otherwise. */
export const DEFAULT_COMPANION_DATA_DIR = '.data/companion';
const MAX_HISTORY_DAYS = 3660;

export const USAGE = `Usage: virtual-dtu [options]

Starts a virtual DTU: the HTTP/WebSocket API of an OpenDTU v24.10.6 gateway plus the web app, with a
simulated plant of micro-inverters in the sun.

Options:
  --host <addr>         Address to listen on (default ${DEFAULT_HOST}). Use 0.0.0.0 to reach it from
                        other machines.
  --port <n>            TCP port (default ${DEFAULT_PORT}); 0 picks a free port, the printed URL tells which.
                        The port stays the same across emulated reboots.
  --data-dir <dir>      Where config.json and pin_mapping.json live (default ./.data; with --device:
                        the companion's, see below). Created when
                        missing; a factory reset empties it except pin_mapping.json. The inverters'
                        energy counters are kept in <dir>/${EMULATOR_DIR}/${ENERGY_FILE} (a factory reset keeps
                        them).
  --reboot-delay <ms>   How long an emulated reboot keeps the gateway unreachable (default
                        ${DEFAULT_REBOOT_DELAY}). Reboots come from the maintenance page, restores, factory
                        reset, firmware updates and pin-profile changes.
  --web-root <dir>      The built web app to serve (default packages/web/dist). When it has no
                        index.html, a page explaining how to build it is served instead.
  --inverters <n>       Demo fleet written to config.json when it has no inverter at start: the first n
                        of ${MAX_DEMO_INVERTERS} demo inverters (default ${DEFAULT_DEMO_INVERTERS}: an HM-1500 "Roof", an
                        HMS-800 "Garage" and an HMT-2250 "Barn"); 0 starts with an empty plant. A
                        config that already has inverters is left alone.
  --clock <ISO>         Start the emulated clock at this moment, e.g. 2024-06-21T12:00:00+02:00 or
                        2024-12-21T22:00Z (a time needs Z or an offset). Default: the host's time.
  --time-scale <n>      Let emulated time run n times faster than real time (default 1), e.g. 60 for
                        a day in 24 minutes. Setting the time on the NTP page keeps the speed.
  --history-days <n>    Fill the history with the simulated plant's last n days at the first start
                        (default ${String(DEFAULT_HISTORY_DAYS)}; 0 = none; up to ${String(MAX_HISTORY_DAYS)}): its sun, weather and shade, at the
                        real sampling cadence. Days already recorded are kept. The history lives in
                        <dir>/${EMULATOR_DIR}/${HISTORY_FILE}.
  --keep-samples <days> Keep every recorded sample this many days (default ${String(HISTORY_RETENTION_DEFAULTS.sampleDays)}).
  --keep-means <days>   Keep 5-minute means this many days (default ${String(HISTORY_RETENTION_DEFAULTS.meanDays)}).
  --keep-days <days>    Keep daily energy this many days (default 0 = forever). The three --keep-*
                        options apply with --device too (the companion's history).
  --gateways <n>        Start n virtual gateways (2 to ${String(MAX_DEMO_GATEWAYS)}: ${DEMO_GATEWAY_IDS.join(', ')}; different fleets,
                        the farm's CMT-radio only) on free ports, printed, and one companion in front
                        of them on --port that records them all: the fleet at /api/x/fleet, each
                        gateway under /g/<id>/, /metrics for Prometheus. Data in <dir>/gateways/<id>
                        and <dir>/companion. All run in this one process: to see the fleet react to
                        a gateway going away, type its number and Enter (1 = home, 2 = farm, …) to
                        take it away (unplugged) and again to bring it back, or send SIGUSR1
                        (kill -USR1 <pid>) to do so for the last gateway.
  --quiet               Do not echo the serial console (radio polls, commands, websocket connects)
                        on stdout; the /console websocket still carries it.
  --help                Show this text.

${COMPANION_USAGE}

The first two lines on stdout are always the URL and the admin login; console lines follow. The
companion prints its URL, what it forwards to, and whether the gateway answered.
`;

export class UsageError extends Error {}

export interface CliOptions extends GatewayOptions {
  /** Demo inverters for an empty config (0..10). */
  inverters: number;
  /** History: past days filled at the first start, retention of the tiers. */
  history: { days: number; retention: Retention };
  /** Emulated UTC ms at start, or undefined for the host's time. */
  clockStart?: number;
  timeScale: number;
  quiet: boolean;
  /** Virtual gateways behind one companion (1: the plain virtual DTU). */
  gateways: number;
}

function nonNegativeInt(name: string, text: string, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${String(max)}, got "${text}"`);
  }
  return Number(text);
}

function optionalInt(text: string | undefined, name: string, fallback: number, max: number, min = 0): number {
  if (text === undefined) return fallback;
  const value = nonNegativeInt(name, text, max);
  if (value < min) throw new UsageError(`--${name} must be at least ${String(min)}, got "${text}"`);
  return value;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;

function moment(text: string): number {
  const ms = ISO_MOMENT.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw new UsageError(
      `--clock must be an ISO 8601 moment such as 2024-06-21T12:00:00+02:00 (with Z or an offset), got "${text}"`,
    );
  }
  return ms;
}

const MAX_TIME_SCALE = 10_000;

function timeScale(text: string): number {
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(value > 0 && value <= MAX_TIME_SCALE)) {
    throw new UsageError(
      `--time-scale must be a number above 0 and up to ${String(MAX_TIME_SCALE)}, got "${text}"`,
    );
  }
  return value;
}

/** Options for the virtual DTU, or 'help'. Throws UsageError for anything it does not understand. */
export function parseCli(
  argv: readonly string[],
  cwd: string = process.cwd(),
): CliOptions | CompanionCliOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'reboot-delay': { type: 'string' },
        'web-root': { type: 'string' },
        inverters: { type: 'string' },
        clock: { type: 'string' },
        'time-scale': { type: 'string' },
        quiet: { type: 'boolean' },
        'history-days': { type: 'string' },
        'keep-samples': { type: 'string' },
        'keep-means': { type: 'string' },
        'keep-days': { type: 'string' },
        help: { type: 'boolean' },
        device: { type: 'string', multiple: true },
        'device-user': { type: 'string', multiple: true },
        'device-password': { type: 'string', multiple: true },
        gateways: { type: 'string' },
        'device-ca': { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'tls-cert': { type: 'string' },
        'tls-key': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help === true) return 'help';
  if (values.host === '') throw new UsageError('--host must not be empty');
  const host = values.host ?? DEFAULT_HOST;
  const port = values.port === undefined ? DEFAULT_PORT : nonNegativeInt('port', values.port, 65535);
  const webRoot = values['web-root'] === undefined ? DEFAULT_WEB_ROOT : resolve(cwd, values['web-root']);
  const retention = (): Retention => ({
    sampleDays: optionalInt(
      values['keep-samples'],
      'keep-samples',
      HISTORY_RETENTION_DEFAULTS.sampleDays,
      36_600,
      1,
    ),
    meanDays: optionalInt(values['keep-means'], 'keep-means', HISTORY_RETENTION_DEFAULTS.meanDays, 36_600, 1),
    dayDays: optionalInt(values['keep-days'], 'keep-days', 0, 36_600),
  });
  if (values.device !== undefined) {
    if (values['history-days'] !== undefined) {
      throw new UsageError(
        '--history-days has no meaning with --device (the companion records what the gateways send)',
      );
    }
    const simulation = [...SIMULATION_ONLY, 'gateways' as const].filter((name) => values[name] !== undefined);
    if (simulation.length > 0) {
      throw new UsageError(`--${simulation.join(', --')} has no meaning with --device (no simulation runs)`);
    }
    try {
      const gateways = gatewayEntries(
        values.device,
        values['device-user'] ?? [],
        values['device-password'] ?? [],
      );
      const allowedHosts = checkAllowedHosts(values['allowed-host'] ?? []);
      const deviceCa = values['device-ca'] === undefined ? undefined : resolve(cwd, values['device-ca']);
      const tlsCert = values['tls-cert'];
      const tlsKey = values['tls-key'];
      if ((tlsCert === undefined) !== (tlsKey === undefined)) {
        throw new UsageError('--tls-cert and --tls-key go together: give the certificate and its key');
      }
      const tls =
        tlsCert === undefined || tlsKey === undefined
          ? undefined
          : { cert: resolve(cwd, tlsCert), key: resolve(cwd, tlsKey) };
      const dataDir = resolve(cwd, values['data-dir'] ?? DEFAULT_COMPANION_DATA_DIR);
      return {
        mode: 'companion',
        host,
        port,
        webRoot,
        gateways,
        allowedHosts,
        deviceCa,
        tls,
        dataDir,
        retention: retention(),
      };
    } catch (error) {
      if (error instanceof CompanionUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  const companionOnly = COMPANION_ONLY.filter((name) => values[name] !== undefined);
  if (companionOnly.length > 0) {
    throw new UsageError(`--${companionOnly.join(', --')} need --device <url>`);
  }
  return {
    host,
    port,
    dataDir: resolve(cwd, values['data-dir'] ?? '.data'),
    rebootDelay:
      values['reboot-delay'] === undefined
        ? DEFAULT_REBOOT_DELAY
        : nonNegativeInt('reboot-delay', values['reboot-delay'], 600_000),
    webRoot,
    inverters:
      values.inverters === undefined
        ? DEFAULT_DEMO_INVERTERS
        : nonNegativeInt('inverters', values.inverters, MAX_DEMO_INVERTERS),
    clockStart: values.clock === undefined ? undefined : moment(values.clock),
    timeScale: values['time-scale'] === undefined ? 1 : timeScale(values['time-scale']),
    quiet: values.quiet === true,
    gateways: optionalInt(values.gateways, 'gateways', 1, MAX_DEMO_GATEWAYS, 1),
    history: {
      days: optionalInt(values['history-days'], 'history-days', DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS),
      retention: retention(),
    },
  };
}

/** Console lines printed before the start-up lines wait (bounded) so those stay the first two lines. */
const EARLY_LINES_KEPT = 200;

async function main(): Promise<void> {
  let options: CliOptions | CompanionCliOptions | 'help';
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // The message alone: the usage would bury it (virtual-dtu --help shows every option).
    process.stderr.write(`virtual-dtu: ${error.message}\nRun with --help to see every option.\n`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const print = (line: string): void => {
    process.stdout.write(line + '\n');
  };
  if ('mode' in options) {
    await runCompanion(options, print, (message) => {
      process.stderr.write(`dtu-web companion: ${message}\n`);
      process.exit(2);
    });
    return;
  }
  if (options.gateways > 1) {
    const demo = await startFleetDemo({
      count: options.gateways,
      host: options.host ?? DEFAULT_HOST,
      port: options.port ?? DEFAULT_PORT,
      dataDir: options.dataDir,
      webRoot: options.webRoot ?? DEFAULT_WEB_ROOT,
      rebootDelay: options.rebootDelay ?? DEFAULT_REBOOT_DELAY,
      clockStart: options.clockStart,
      timeScale: options.timeScale,
      retention: options.history.retention,
      log: print,
    });
    const endControls = demoControls(demo, print);
    const stopDemo = (): void => {
      endControls();
      void demo.stop().then(() => process.exit(0));
    };
    process.once('SIGINT', stopDemo);
    process.once('SIGTERM', stopDemo);
    return;
  }
  let started = false;
  const early: string[] = [];
  const {
    inverters,
    clockStart,
    timeScale: scale,
    quiet,
    history,
    gateways: _one,
    ...gatewayOptions
  } = options;
  const { gateway } = await startVirtualDtu({
    ...gatewayOptions,
    clock: new EmulatedClock({ start: clockStart, scale }),
    runtime: { demoInverters: inverters },
    history,
    log: print,
    consoleEcho: quiet
      ? undefined
      : (line) => {
          if (started) print(line);
          else if (early.length < EARLY_LINES_KEPT) early.push(line);
        },
  });
  started = true;
  for (const line of early.splice(0)) print(line);
  const shutdown = (): void => {
    void gateway.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

// Run only as the entry point, so tests can import parseCli.
if (
  process.argv[1] !== undefined &&
  resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
) {
  main().catch((error: unknown) => {
    process.stderr.write(`virtual-dtu: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
