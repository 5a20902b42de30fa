/**
 * Alerts for the emulator's own plant (gateway `sim`): the same service the companion runs, judging the
 * plant's live frames, with the sun from its NTP status, the history it records, `/api/x/alerts*`,
 * `/metrics` (`dtu_web_alerts_active{gateway="sim",…}`), and `POST /api/x/sim/fault` plus `--fault` so
 * a new owner can break an inverter and watch an alert fire and resolve.
 */
import { SIMULATED_GATEWAY_ID, type SimFault } from '@dtu-web/protocol';
import { join } from 'node:path';
import type { GatewayContext, GatewayExtension } from '../context.ts';
import { ntpStatus } from '../ntp/status.ts';
import { EMULATOR_DIR } from '../runtime/energyFile.ts';
import type { PlantRuntime } from '../runtime/index.ts';
import { hintsOf } from '../runtime/settings.ts';
import { buildTotal, liveFrame } from '../sim/index.ts';
import { historyPath, type SimHistory } from '../simHistory/extension.ts';
import { healthFrom, reportFrom } from './fromHistory.ts';
import { observationsOf, type GatewayView } from './observe.ts';
import { alertRoutes } from './routes.ts';
import { AlertService } from './service.ts';
import { sunWindowOf } from './sun.ts';

/** A fault from the command line: `--fault <serial>:<fault>[:<string>]`. */
export interface FaultSpec {
  serial: string;
  fault: SimFault;
  string?: number;
}

export interface SimAlertsOptions {
  faults?: readonly FaultSpec[];
  /** Judge on a timer (default true; tests call `service().evaluate()`). */
  timers?: boolean;
}

export interface SimAlerts {
  readonly extension: GatewayExtension;
  readonly service: () => AlertService | undefined;
}

export function createSimAlerts(
  runtime: PlantRuntime,
  history: SimHistory | undefined,
  options: SimAlertsOptions = {},
): SimAlerts {
  let ctx: GatewayContext | undefined;
  let service: AlertService | undefined;

  const timezone = (): string =>
    ctx === undefined ? '' : ntpStatus(ctx.store.config.ntp, ctx.clock.now()).ntp_timezone;
  const names = (): Map<string, string> =>
    new Map((runtime.plant()?.states() ?? []).map((s) => [s.serial, s.name]));

  const view = (now: number): GatewayView[] => {
    const plant = runtime.plant();
    if (ctx === undefined || plant === undefined) return [];
    const states = plant.states();
    const total = buildTotal(states);
    const hints = hintsOf(ctx.store.config, ctx.boot.radios);
    return [
      {
        gateway: SIMULATED_GATEWAY_ID,
        online: true,
        offlineSince: null,
        sun: sunWindowOf(ntpStatus(ctx.store.config.ntp, now)),
        inverters: states.flatMap((state) => observationsOf(liveFrame(state, total, hints), now)),
      },
    ];
  };

  const fault = (serial: string, kind: SimFault, string: number | undefined): boolean => {
    const done = runtime.plant()?.setFault(serial, kind, string) ?? false;
    if (done)
      ctx?.printConsole(`Simulation: inverter ${serial} ${kind === 'none' ? 'mended' : `broken (${kind})`}`);
    return done;
  };

  const extension: GatewayExtension = {
    async setup(c) {
      ctx = c;
      const source = { store: () => history?.store(), timezone, names };
      try {
        service = await AlertService.start({
          dataDir: join(c.dataDir, EMULATOR_DIR),
          databaseFile: historyPath(c.dataDir),
          views: view,
          gatewayIds: () => [SIMULATED_GATEWAY_ID],
          gatewayName: () => c.hostname(),
          timezone,
          health: healthFrom(source),
          report: reportFrom(source),
          now: () => c.clock.now(),
          log: (line) => {
            c.printConsole(line);
          },
          evaluateMs: options.timers === false ? 0 : undefined,
        });
      } catch (error) {
        c.printConsole(`Alerts: not watched (${error instanceof Error ? error.message : String(error)})`);
        return;
      }
      c.onBoot((booted) => {
        if (booted.boot.count !== 1) return;
        for (const spec of options.faults ?? []) {
          if (!fault(spec.serial, spec.fault, spec.string))
            c.printConsole(`--fault ${spec.serial}: no such inverter or string`);
        }
      });
      c.onStop(() => {
        service?.stop();
        service = undefined;
      });
    },
    routes: async (app) => {
      await app.register(
        alertRoutes({ service: () => service, gateways: () => [SIMULATED_GATEWAY_ID], fault }),
      );
      app.get('/metrics', { config: { auth: 'readonly' } }, async (_request, reply) => {
        const text = `# HELP dtu_web_gateway_up 1 when the gateway answers\n# TYPE dtu_web_gateway_up gauge\ndtu_web_gateway_up{gateway="${SIMULATED_GATEWAY_ID}"} 1\n${service?.metrics() ?? ''}`;
        return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
      });
    },
  };
  return { extension, service: () => service };
}
