/**
 * GET /api/prometheus/metrics (device-api §1.16): the gateway and its inverters in the Prometheus text
 * format. Unlike the device, which prints each inverter's block in turn, the samples of one metric are
 * kept together under a single HELP/TYPE pair, as the exposition format asks.
 */
import { configVersionOf, endpoints } from '@dtu-web/protocol';
import { defineArea, type AreaPlugin, type GatewayContext } from '../context.ts';
import { CHIP, HeapModel } from '../device/chip.ts';
import { gatewayNetworkStatus } from '../device/network.ts';
import type { PlantAccess } from './plantAccess.ts';
import type { InverterState } from '../sim/index.ts';
import { readRoute } from './common/route.ts';

type MetricType = 'gauge' | 'counter';
type Labels = Record<string, string>;

/** Metric families in first-use order, each with its samples. */
export class MetricSet {
  private readonly families = new Map<string, { help: string; type: MetricType; samples: string[] }>();

  add(name: string, help: string, type: MetricType, labels: Labels, value: number): void {
    let family = this.families.get(name);
    if (family === undefined) {
      family = { help, type, samples: [] };
      this.families.set(name, family);
    }
    const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
    const labelText = pairs.length > 0 ? `{${pairs.join(',')}}` : '';
    family.samples.push(`${name}${labelText} ${formatValue(value)}`);
  }

  text(): string {
    let out = '';
    for (const [name, family] of this.families) {
      out += `# HELP ${name} ${family.help}\n# TYPE ${name} ${family.type}\n`;
      for (const sample of family.samples) out += sample + '\n';
    }
    return out;
  }
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '+Inf' : '-Inf';
  return String(value);
}

interface FieldMetric {
  name: string;
  help: string;
  type: MetricType;
}

const FIELD: Record<string, FieldMetric> = {
  Power: { name: 'opendtu_Power', help: 'Power', type: 'gauge' },
  PowerDC: { name: 'opendtu_PowerDC', help: 'DC power of all inputs', type: 'gauge' },
  Voltage: { name: 'opendtu_Voltage', help: 'Voltage', type: 'gauge' },
  Current: { name: 'opendtu_Current', help: 'Current', type: 'gauge' },
  YieldDay: { name: 'opendtu_YieldDay', help: 'Energy of the day in Wh', type: 'counter' },
  YieldTotal: { name: 'opendtu_YieldTotal', help: 'Energy in total in kWh', type: 'counter' },
  Frequency: { name: 'opendtu_Frequency', help: 'Grid frequency', type: 'gauge' },
  Temperature: { name: 'opendtu_Temperature', help: 'Inverter temperature', type: 'gauge' },
  PowerFactor: { name: 'opendtu_PowerFactor', help: 'Power factor', type: 'gauge' },
  ReactivePower: { name: 'opendtu_ReactivePower', help: 'Reactive power', type: 'gauge' },
  Efficiency: { name: 'opendtu_Efficiency', help: 'Conversion efficiency in %', type: 'gauge' },
  Irradiation: { name: 'opendtu_Irradiation', help: 'Input power in % of the panel power', type: 'gauge' },
};

function field(metrics: MetricSet, key: keyof typeof FIELD, labels: Labels, value: number): void {
  const f = FIELD[key];
  if (f !== undefined) metrics.add(f.name, f.help, f.type, labels, value);
}

/** One inverter's samples; `unit` is its position. */
export function addInverter(metrics: MetricSet, state: InverterState, unit: number): void {
  const base: Labels = { serial: state.serial, unit: String(unit), name: state.name };
  // Uptime, not wall time: setting the clock does not move it.
  const lastUpdate = Math.floor((state.lastPacketUptimeMs ?? 0) / 1000);
  metrics.add('opendtu_last_update', 'last update from inverter in s', 'gauge', base, lastUpdate);
  metrics.add(
    'opendtu_inverter_limit_relative',
    'current relative limit of the inverter',
    'gauge',
    base,
    state.limitRelative / 100,
  );
  if (state.maxPower > 0) {
    metrics.add(
      'opendtu_inverter_limit_absolute',
      'current absolute limit of the inverter',
      'gauge',
      base,
      state.limitAbsolute,
    );
  }
  // Channel values only once statistics have arrived since the gateway booted.
  if (state.lastPacketUptimeMs === undefined) return;
  const { ac, dc, inv } = state.values;
  dc.forEach((d, i) => {
    const channel = state.channels[i];
    const labels: Labels = { ...base, channel: String(i) };
    metrics.add(
      'opendtu_PanelInfo',
      'panel information',
      'gauge',
      { ...labels, panelname: channel?.name ?? '' },
      1,
    );
    metrics.add('opendtu_MaxPower', 'panel max power', 'gauge', labels, channel?.max_power ?? 0);
    metrics.add(
      'opendtu_YieldTotalOffset',
      'panel yield offset (for used inverters)',
      'gauge',
      labels,
      channel?.yield_total_offset ?? 0,
    );
  });
  const acLabels: Labels = { ...base, type: 'AC', channel: '0' };
  field(metrics, 'Power', acLabels, ac.power);
  field(metrics, 'Voltage', acLabels, ac.voltage);
  field(metrics, 'Current', acLabels, ac.current);
  field(metrics, 'Frequency', acLabels, ac.frequency);
  field(metrics, 'PowerFactor', acLabels, ac.powerFactor);
  field(metrics, 'ReactivePower', acLabels, ac.reactivePower);
  dc.forEach((d, i) => {
    const labels: Labels = { ...base, type: 'DC', channel: String(i) };
    field(metrics, 'Power', labels, d.power);
    field(metrics, 'Voltage', labels, d.voltage);
    field(metrics, 'Current', labels, d.current);
    field(metrics, 'YieldDay', labels, d.yieldDay);
    field(metrics, 'YieldTotal', labels, d.yieldTotal);
    if ((state.channels[i]?.max_power ?? 0) > 0) field(metrics, 'Irradiation', labels, d.irradiation);
  });
  const invLabels: Labels = { ...base, type: 'INV', channel: '0' };
  field(metrics, 'PowerDC', invLabels, inv.powerDc);
  field(metrics, 'YieldDay', invLabels, inv.yieldDay);
  field(metrics, 'YieldTotal', invLabels, inv.yieldTotal);
  field(metrics, 'Temperature', invLabels, inv.temperature);
  field(metrics, 'Efficiency', invLabels, inv.efficiency);
}

function addGateway(metrics: MetricSet, ctx: GatewayContext, heap: HeapModel): void {
  const uptime = ctx.uptimeSeconds();
  const figures = heap.sample(uptime);
  const network = gatewayNetworkStatus(ctx);
  const version = configVersionOf(ctx.release).text;
  metrics.add('opendtu_build', 'Build info', 'gauge', { name: ctx.hostname(), id: ctx.release, version }, 1);
  metrics.add(
    'opendtu_platform',
    'Platform info',
    'gauge',
    { arch: CHIP.chipmodel, mac: ctx.identity.staMac },
    1,
  );
  metrics.add('opendtu_uptime', 'Uptime in seconds', 'counter', {}, uptime);
  metrics.add('opendtu_heap_size', 'System memory size', 'gauge', {}, CHIP.heap_total);
  metrics.add(
    'opendtu_free_heap_size',
    'System free memory',
    'gauge',
    {},
    CHIP.heap_total - figures.heap_used,
  );
  metrics.add('opendtu_biggest_heap_block', 'Largest free heap block', 'gauge', {}, figures.heap_max_block);
  metrics.add('opendtu_heap_min_free', 'Minimum free memory since boot', 'gauge', {}, figures.heap_min_free);
  metrics.add('wifi_rssi', 'WiFi RSSI', 'gauge', {}, network.sta_rssi);
  metrics.add('wifi_station', 'WiFi Station info', 'gauge', { bssid: network.sta_bssid }, 1);
}

export function prometheusRoutes(access: PlantAccess): AreaPlugin {
  return defineArea((app, ctx) => {
    const heap = new HeapModel();
    readRoute(app, endpoints.prometheusMetrics, (_request, reply) => {
      const plant = access.plant();
      const metrics = new MetricSet();
      addGateway(metrics, ctx, heap);
      plant.states().forEach((state, unit) => {
        addInverter(metrics, state, unit);
      });
      return reply
        .code(200)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(metrics.text());
    });
  });
}
