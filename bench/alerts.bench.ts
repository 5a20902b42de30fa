/**
 * Alerts (issue 31): the cost of judging 10 gateways × 10 inverters × 4 strings on the service's own
 * schedule (share of one core, budget 1 %), and how soon an alert reaches a local webhook after its
 * condition is met (`minutes` 0; budget 2 s). Medians of 5 runs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayView, InverterObservation } from '../packages/emulator/src/alerts/observe.ts';
import { AlertService, EVALUATE_MS } from '../packages/emulator/src/alerts/service.ts';
import type { Benchmark, BenchFigure } from './types.ts';

const GATEWAYS = 10;
const INVERTERS = 10;
const STRINGS = 4;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function fleet(now: number, offline: ReadonlySet<string> = new Set()): GatewayView[] {
  const sun = { rise: now - 6 * 3_600_000, set: now + 6 * 3_600_000 };
  return Array.from({ length: GATEWAYS }, (_, g) => {
    const gateway = `gw-${String(g)}`;
    const inverters: InverterObservation[] = Array.from({ length: INVERTERS }, (_, i) => ({
      serial: `1161801${String(g).padStart(2, '0')}${String(i).padStart(3, '0')}`,
      name: `Inverter ${String(i)}`,
      pollEnabled: true,
      reachable: true,
      producing: true,
      power: 900 + i,
      maxPower: 1600,
      temperature: 42,
      strings: Array.from({ length: STRINGS }, (_, s) => ({ name: `S${String(s)}`, power: 225, wp: 410 })),
      at: now,
    }));
    return {
      gateway,
      online: !offline.has(gateway),
      offlineSince: offline.has(gateway) ? now : null,
      sun,
      inverters,
    };
  });
}

async function evaluationShare(): Promise<number> {
  let now = Date.UTC(2026, 5, 21, 10);
  const service = await AlertService.start({
    databaseFile: ':memory:',
    views: (at) => fleet(at),
    gatewayIds: () => Array.from({ length: GATEWAYS }, (_, g) => `gw-${String(g)}`),
    gatewayName: (id) => id,
    timezone: () => 'CET-1CEST,M3.5.0,M10.5.0/3',
    now: () => now,
    log: () => undefined,
    evaluateMs: 0,
  });
  try {
    const rounds = 300;
    const cpu = process.cpuUsage();
    for (let i = 0; i < rounds; i++) {
      now += EVALUATE_MS;
      service.evaluate();
    }
    const used = process.cpuUsage(cpu);
    const msPerRound = (used.user + used.system) / 1000 / rounds;
    return (msPerRound / EVALUATE_MS) * 100;
  } finally {
    service.stop();
  }
}

async function webhookDelay(): Promise<number> {
  let arrived: (at: number) => void = () => undefined;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.end();
      arrived(performance.now());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
  const offline = new Set<string>();
  const service = await AlertService.start({
    databaseFile: ':memory:',
    views: (at) => fleet(at, offline),
    gatewayIds: () => ['gw-0'],
    gatewayName: (id) => id,
    timezone: () => '',
    log: () => undefined,
  });
  try {
    await service.setConfig('gw-3', {
      rules: { gateway_offline: { enabled: true, minutes: 0 } },
      channels: [{ id: 'hook', kind: 'webhook', min_severity: 'info', url }],
    });
    const got = new Promise<number>((resolve) => {
      arrived = resolve;
    });
    // Somewhere within the service's schedule, as a gateway would go away.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * EVALUATE_MS));
    const metAt = performance.now();
    offline.add('gw-3');
    const at = await Promise.race([
      got,
      new Promise<number>((resolve) =>
        setTimeout(() => {
          resolve(Number.POSITIVE_INFINITY);
        }, 10_000),
      ),
    ]);
    return at - metAt;
  } finally {
    service.stop();
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  }
}

const bench: Benchmark = {
  title: `Alerts (${String(GATEWAYS)} gateways × ${String(INVERTERS)} inverters × ${String(STRINGS)} strings)`,
  async run(): Promise<BenchFigure[]> {
    const shares: number[] = [];
    const delays: number[] = [];
    for (let run = 0; run < 5; run++) {
      shares.push(await evaluationShare());
      delays.push(await webhookDelay());
    }
    return [
      {
        name: 'rule evaluation, share of one core',
        value: median(shares),
        unit: '%',
        budget: 1,
        note: `judged every ${String(EVALUATE_MS)} ms; median of 5 runs of 300 rounds`,
      },
      {
        name: 'condition met → local webhook',
        value: median(delays),
        unit: 'ms',
        budget: 2000,
        note: `minutes 0; median of 5 (runs: ${delays.map((d) => d.toFixed(0)).join(', ')})`,
      },
    ];
  },
};

export default bench;
