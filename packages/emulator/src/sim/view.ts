/**
 * What the gateway knows about one inverter: the values of the last statistics packet, radio
 * statistics, the fetched event log and device info, the reported limit and the command statuses.
 */
import type { RadioStats } from '@dtu-web/protocol';
import type { CommandStatus, LimitCommand, PowerCommand, RestartCommand } from './commands.ts';
import type { InverterSettings } from './config.ts';
import { EventLog } from './events.ts';
import type { InverterHardware } from './hardware.ts';
import type { Electrical } from './physics.ts';

export type { RadioStats };

export interface ReportedDc {
  power: number;
  voltage: number;
  current: number;
  /** Wh, after the YieldDay correction. */
  yieldDay: number;
  /** kWh, with the channel's yield_total_offset. */
  yieldTotal: number;
  /** Percent of the configured max_power; 0 when that is 0. */
  irradiation: number;
}

/** The values of the last statistics packet, already quantised to the digits the wire shows. */
export interface ReportedValues {
  ac: {
    power: number;
    voltage: number;
    current: number;
    frequency: number;
    powerFactor: number;
    reactivePower: number;
  };
  dc: ReportedDc[];
  inv: { powerDc: number; yieldDay: number; yieldTotal: number; temperature: number; efficiency: number };
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function emptyStats(): RadioStats {
  return {
    tx_request: 0,
    tx_re_request: 0,
    rx_success: 0,
    rx_fail_nothing: 0,
    rx_fail_partial: 0,
    rx_fail_corrupt: 0,
    rssi: -127,
  };
}

function emptyValues(inputs: number): ReportedValues {
  return {
    ac: { power: 0, voltage: 0, current: 0, frequency: 0, powerFactor: 0, reactivePower: 0 },
    dc: Array.from({ length: inputs }, () => ({
      power: 0,
      voltage: 0,
      current: 0,
      yieldDay: 0,
      yieldTotal: 0,
      irradiation: 0,
    })),
    inv: { powerDc: 0, yieldDay: 0, yieldTotal: 0, temperature: 0, efficiency: 0 },
  };
}

/** The limit is re-read every 2 min, but not within 4 min of a limit command (§5). */
const LIMIT_READ_EVERY_MS = 120_000;
const LIMIT_READ_SUPPRESS_MS = 240_000;

/** Every `ms` here is monotonic (the device's `millis()`), so ages do not move when the clock is set. */
export class GatewayView {
  /** Monotonic ms of the last statistics packet, undefined before the first one. */
  lastPacketMono: number | undefined;
  values: ReportedValues;
  consecutiveFailures = 0;
  stats: RadioStats = emptyStats();
  deviceInfoReceived = false;
  /** Reported `limit_relative`; 0 until first read from the inverter. */
  limitRelative = 0;
  limitStatus: CommandStatus = 'Ok';
  powerStatus: CommandStatus = 'Ok';
  /** The last limit and power/restart commands, re-sent after a Failure. */
  lastLimit: LimitCommand | undefined;
  lastPower: PowerCommand | RestartCommand | undefined;
  readonly events = new EventLog();
  /** Changes whenever the statistics change (new packet, zeroing): drives websocket pushes. */
  statsVersion = 0;
  private limitReadMs = Number.NEGATIVE_INFINITY;
  private limitCommandMs = Number.NEGATIVE_INFINITY;
  private seenLogVersion = -1;
  private zeroed = true;
  private dayOffset: number[];
  private lastRawDay: number[];

  constructor(private readonly inputs: number) {
    this.values = emptyValues(inputs);
    this.dayOffset = new Array<number>(inputs).fill(0);
    this.lastRawDay = new Array<number>(inputs).fill(0);
  }

  /** A statistics packet arrived at monotonic `ms`: store the values as the inverter reports them. */
  receive(e: Electrical, hw: InverterHardware, settings: InverterSettings, ms: number): void {
    const dc: ReportedDc[] = e.dc.map((d, i) => {
      const channel = settings.channel[i];
      const maxPower = channel?.max_power ?? 0;
      const power = round(d.power, 1);
      return {
        power,
        voltage: round(d.voltage, 1),
        current: round(d.current, 2),
        yieldDay: this.correctedYieldDay(i, Math.floor(hw.dayWh[i] ?? 0), settings.yieldday_correction),
        yieldTotal: round(Math.floor(hw.totalWh[i] ?? 0) / 1000 + (channel?.yield_total_offset ?? 0), 3),
        irradiation: maxPower > 0 ? round((power / maxPower) * 100, 3) : 0,
      };
    });
    const powerDc = round(
      dc.reduce((sum, d) => sum + d.power, 0),
      1,
    );
    const acPower = round(e.acPower, 1);
    this.values = {
      ac: {
        power: acPower,
        voltage: round(e.acVoltage, 1),
        current: round(e.acCurrent, 2),
        frequency: round(e.frequency, 2),
        powerFactor: round(e.powerFactor, 3),
        reactivePower: round(e.reactivePower, 1),
      },
      dc,
      inv: {
        powerDc,
        yieldDay: dc.reduce((sum, d) => sum + d.yieldDay, 0),
        yieldTotal: round(
          dc.reduce((sum, d) => sum + d.yieldTotal, 0),
          3,
        ),
        temperature: round(hw.temperature, 1),
        efficiency: powerDc > 0 ? round((acPower / powerDc) * 100, 3) : 0,
      },
    };
    this.lastPacketMono = ms;
    this.zeroed = false;
    this.deviceInfoReceived = true;
    if (hw.log.version !== this.seenLogVersion) {
      this.events.copyFrom(hw.log);
      this.seenLogVersion = hw.log.version;
    }
    if (ms - this.limitReadMs >= LIMIT_READ_EVERY_MS && ms - this.limitCommandMs >= LIMIT_READ_SUPPRESS_MS) {
      this.limitRelative = hw.activeLimit;
      this.limitReadMs = ms;
    }
    this.statsVersion++;
  }

  /** The limit has been read from the inverter or set by a command at least once. */
  get limitKnown(): boolean {
    return Number.isFinite(this.limitReadMs) || Number.isFinite(this.limitCommandMs);
  }

  /** An acknowledged limit command: the reported limit follows at once (§5). */
  limitAcknowledged(command: LimitCommand, maxPowerKnown: number, ms: number): void {
    this.limitCommandMs = ms;
    if (command.relative) this.limitRelative = round(Math.min(100, Math.max(0, command.value)), 1);
    else if (maxPowerKnown > 0) {
      this.limitRelative = round(Math.min(100, Math.max(0, (command.value / maxPowerKnown) * 100)), 1);
    }
  }

  /** zero_runtime: instantaneous values go to 0 while the inverter is unreachable; yields stay. */
  zeroRuntime(): void {
    if (this.zeroed) return;
    const v = this.values;
    v.ac = { power: 0, voltage: 0, current: 0, frequency: 0, powerFactor: 0, reactivePower: 0 };
    for (const d of v.dc) {
      d.power = 0;
      d.voltage = 0;
      d.current = 0;
      d.irradiation = 0;
    }
    v.inv.powerDc = 0;
    v.inv.temperature = 0;
    v.inv.efficiency = 0;
    this.zeroed = true;
    this.statsVersion++;
  }

  /** Local midnight: YieldDay (with zero_day), the day correction, radio statistics, the log. */
  midnight(settings: InverterSettings, hwLog: EventLog): void {
    if (settings.zero_day) {
      for (const d of this.values.dc) d.yieldDay = 0;
      this.values.inv.yieldDay = 0;
      this.statsVersion++;
    }
    this.dayOffset.fill(0);
    this.lastRawDay.fill(0);
    this.resetStats();
    if (settings.clear_eventlog) {
      hwLog.clear();
      this.events.clear();
      this.seenLogVersion = hwLog.version;
    }
  }

  resetStats(): void {
    this.stats = emptyStats();
  }

  /** Restores yields the gateway had shown before a reboot (the packet values themselves are gone). */
  restoreYields(dayWh: readonly number[], totalKwh: readonly number[]): void {
    this.values.dc.forEach((d, i) => {
      d.yieldDay = dayWh[i] ?? 0;
      d.yieldTotal = totalKwh[i] ?? 0;
    });
    this.values.inv.yieldDay = this.values.dc.reduce((sum, d) => sum + d.yieldDay, 0);
    this.values.inv.yieldTotal = round(
      this.values.dc.reduce((sum, d) => sum + d.yieldTotal, 0),
      3,
    );
    this.statsVersion++;
  }

  /** yieldday_correction: a drop during the day (inverter restart) adds the last value as an offset. */
  private correctedYieldDay(input: number, raw: number, correction: boolean): number {
    if (!correction) return raw;
    const last = this.lastRawDay[input] ?? 0;
    if (raw < last) this.dayOffset[input] = (this.dayOffset[input] ?? 0) + last;
    this.lastRawDay[input] = raw;
    return raw + (this.dayOffset[input] ?? 0);
  }

  get inputCount(): number {
    return this.inputs;
  }
}
