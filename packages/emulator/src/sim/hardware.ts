/**
 * The inverter itself (what sits on the roof): powered by its panels, producing, counting its own
 * energy and keeping its own event log. The gateway only learns about it through the radio.
 */
import { EventId, EventLog, noInputEventId } from './events.ts';
import { defaultPanelPower, type InverterModel } from './models.ts';
import { computeElectrical, planeOfArrayFraction, type Electrical, type SkyIrradiance } from './physics.ts';
import { hashUnit } from './random.ts';
import type { SolarPosition } from './sun.ts';
import type { ChannelConfig } from './config.ts';

/** Everything about the surroundings at one instant, computed once per step for all inverters. */
export interface Environment {
  /** The wall-clock instant (ms epoch) the surroundings belong to. */
  ms: number;
  sun: SolarPosition;
  sky: SkyIrradiance;
  weather: number;
  ambientC: number;
  voltageNoise: number;
  frequencyNoise: number;
  /** Seconds since local midnight (event-log time). */
  localSeconds: number;
  latitude: number;
}

/** The inverter wakes up when the sun is this high and shuts down below the second angle (hysteresis). */
const START_ELEVATION = 0.5;
const STOP_ELEVATION = -1;
/** Thermal time constant of the housing. */
const THERMAL_TAU_MS = 8 * 60_000;
const HOUR_MS = 3_600_000;

interface GridFault {
  start: number;
  end: number;
  id: number;
}

export type HardwareFault =
  { kind: 'none' | 'unreachable' | 'not_producing' | 'hot' } | { kind: 'string_silent'; string: number };

/** How much warmer than it would be a "hot" inverter runs: past the alert's 70 °C on a mild day. */
const HOT_FAULT_C = 55;

export class InverterHardware {
  powered = false;
  on = true;
  /**
   * Restart in progress until this monotonic instant: the inverter is silent and produces nothing. A
   * duration, so it is on the monotonic axis: setting the gateway's wall clock does not end it.
   */
  downUntil = Number.NEGATIVE_INFINITY;
  activeLimit = 100;
  persistentLimit = 100;
  temperature = Number.NaN;
  readonly dayWh: number[];
  readonly totalWh: number[];
  readonly log = new EventLog();
  /** Share of the light each string loses to shade (0..1; a tree, a chimney), from the plant's options. */
  shade: readonly number[] = [];
  /**
   * A fault broken in on purpose (`POST /api/x/sim/fault`, `--fault`) so alerts can be seen: the radio
   * silent, no output though reachable, one string dark (0-based), or running hot.
   */
  fault: HardwareFault = { kind: 'none' };
  private hadInput: boolean[];
  private loggedFault: GridFault | undefined;
  /** Probability per hour of a grid fault (set from the tuning on every step). */
  private faultRate = 0;
  private peakPower: number[] = [];
  private readonly orientation: { tilt: number; azimuthOffset: number; factor: number }[];
  /** This inverter's grid connection reads a little above or below the grid's noise (wiring). */
  private readonly voltageOffset: number;

  constructor(
    readonly model: InverterModel,
    private readonly key: number,
    private readonly seed: number,
    channels: readonly ChannelConfig[],
  ) {
    const inputs = model.family.inputs;
    this.dayWh = new Array<number>(inputs).fill(0);
    this.totalWh = new Array<number>(inputs).fill(0);
    this.hadInput = new Array<boolean>(inputs).fill(false);
    // Each string has its own slightly different roof: tilt 20..40°, ±25° from the equator-facing
    // direction and 96..100 % of its nominal peak (soiling, tolerances).
    this.orientation = Array.from({ length: inputs }, (_, i) => ({
      tilt: 20 + 20 * hashUnit(key, i, 1),
      azimuthOffset: -25 + 50 * hashUnit(key, i, 2),
      factor: 0.96 + 0.04 * hashUnit(key, i, 3),
    }));
    this.voltageOffset = -1.5 + 3 * hashUnit(key, 7);
    this.configureChannels(channels);
  }

  configureChannels(channels: readonly ChannelConfig[]): void {
    const fallback = defaultPanelPower(this.model);
    this.peakPower = this.dayWh.map((_, i) => {
      const configured = channels[i]?.max_power ?? 0;
      return configured > 0 ? configured : fallback;
    });
  }

  /** The radio gets an answer (at monotonic `mono`) only from a powered inverter that is not restarting. */
  answers(mono: number): boolean {
    return this.powered && mono >= this.downUntil && this.fault.kind !== 'unreachable';
  }

  /** What it delivers in the surroundings `env`, at the monotonic instant `mono`. */
  electrical(env: Environment, mono: number): Electrical {
    const fault = this.faultAt(env.ms);
    const producing =
      this.powered &&
      this.on &&
      fault === undefined &&
      mono >= this.downUntil &&
      this.fault.kind !== 'not_producing';
    const dark = this.fault.kind === 'string_silent' ? this.fault.string : -1;
    const baseAzimuth = env.latitude >= 0 ? 180 : 0;
    return computeElectrical({
      strings: this.orientation.map((o, i) => ({
        peakPower: (this.peakPower[i] ?? 0) * o.factor,
        irradiance:
          this.powered && mono >= this.downUntil && i !== dark
            ? planeOfArrayFraction(env.sky, env.sun, {
                tilt: o.tilt,
                azimuth: baseAzimuth + o.azimuthOffset,
              }) *
              env.weather *
              (1 - (this.shade[i] ?? 0))
            : 0,
      })),
      ambientC: env.ambientC,
      ratedPower: this.model.ratedPower,
      capPower: producing ? (this.activeLimit / 100) * this.model.ratedPower : 0,
      pairedInputs: this.model.family.pairedInputs,
      threePhase: this.model.family.threePhase,
      voltageNoise: env.voltageNoise,
      frequencyNoise: env.frequencyNoise,
      voltageOffset: this.voltageOffset,
    });
  }

  /**
   * Advances the hardware by `dtMs` ending at (or centred on) `env.ms`, the monotonic instant `mono`:
   * wakes up or shuts down with the sun, logs inputs appearing and vanishing and grid faults, counts
   * energy and warms up.
   */
  step(env: Environment, mono: number, dtMs: number, faultRate: number): void {
    this.faultRate = faultRate;
    if (Number.isNaN(this.temperature)) this.temperature = env.ambientC;
    const restarting = mono < this.downUntil;
    if (this.powered && (restarting || env.sun.elevation < STOP_ELEVATION)) this.shutDown(env.localSeconds);
    else if (!this.powered && !restarting && env.sun.elevation >= START_ELEVATION)
      this.start(env.localSeconds);

    let acPower = 0;
    if (this.powered) {
      const e = this.electrical(env, mono);
      acPower = e.acPower;
      e.dc.forEach((d, i) => {
        const wh = (d.power * dtMs) / HOUR_MS;
        this.dayWh[i] = (this.dayWh[i] ?? 0) + wh;
        this.totalWh[i] = (this.totalWh[i] ?? 0) + wh;
        const has = d.voltage > 0;
        if (this.hadInput[i] === true && !has) this.log.add(noInputEventId(i), env.localSeconds);
        if (this.hadInput[i] === false && has) this.log.end(noInputEventId(i), env.localSeconds);
        this.hadInput[i] = has;
      });
      this.trackFault(
        env,
        e.dc.some((d) => d.voltage > 0),
      );
    }
    const hot = this.fault.kind === 'hot' ? HOT_FAULT_C : 0;
    const target = env.ambientC + hot + (this.powered ? 3 + (30 * acPower) / this.model.ratedPower : 0);
    this.temperature += (target - this.temperature) * (1 - Math.exp(-dtMs / THERMAL_TAU_MS));
  }

  /** A newly simulated inverter is already running if the sun is up (the gateway booted by day). */
  settle(env: Environment): void {
    if (Number.isNaN(this.temperature)) this.temperature = env.ambientC;
    if (!this.powered && env.sun.elevation >= START_ELEVATION) {
      this.start(env.localSeconds);
    }
  }

  /** Power-up: a fresh day counter, a fresh log, the persistent limit; like a real power cycle. */
  start(localSeconds: number): void {
    this.powered = true;
    this.on = true;
    this.activeLimit = this.persistentLimit;
    this.dayWh.fill(0);
    this.hadInput.fill(true);
    this.log.clear();
    this.log.add(EventId.inverterStart, localSeconds, localSeconds);
  }

  /** The restart command at monotonic `mono`: silent until `until`, then it starts again with light. */
  restart(mono: number, until: number, localSeconds: number): void {
    this.downUntil = Math.max(until, mono + 1);
    if (this.powered) this.shutDown(localSeconds);
  }

  setLimit(percent: number, persistent: boolean, localSeconds: number): void {
    this.activeLimit = percent;
    if (persistent) this.persistentLimit = percent;
    this.log.add(EventId.limitByRemote, localSeconds, localSeconds);
  }

  setOn(on: boolean, localSeconds: number): void {
    if (on === this.on) return;
    this.on = on;
    if (on) this.log.end(EventId.shutDownByRemote, localSeconds);
    else this.log.add(EventId.shutDownByRemote, localSeconds);
  }

  private shutDown(localSeconds: number): void {
    this.powered = false;
    this.hadInput.fill(false);
    if (this.loggedFault) this.log.end(this.loggedFault.id, localSeconds);
    this.loggedFault = undefined;
  }

  /** A fault is a pure function of (seed, inverter, hour), so it does not depend on the step size. */
  private faultAt(ms: number): GridFault | undefined {
    if (this.faultRate <= 0) return undefined;
    const hour = Math.floor(ms / HOUR_MS);
    for (const h of [hour - 1, hour]) {
      if (hashUnit(this.seed, this.key, h, 41) >= this.faultRate) continue;
      const start = h * HOUR_MS + hashUnit(this.seed, this.key, h, 42) * HOUR_MS;
      const end = start + 20_000 + hashUnit(this.seed, this.key, h, 43) * 100_000;
      if (ms >= start && ms < end) {
        const span = EventId.gridFaultLast - EventId.gridFaultFirst + 1;
        return {
          start,
          end,
          id: EventId.gridFaultFirst + Math.floor(hashUnit(this.seed, this.key, h, 44) * span),
        };
      }
    }
    return undefined;
  }

  private trackFault(env: Environment, hasInput: boolean): void {
    const fault = this.faultAt(env.ms);
    if (this.loggedFault && this.loggedFault.start !== fault?.start) {
      this.log.end(this.loggedFault.id, env.localSeconds);
      this.loggedFault = undefined;
    }
    if (fault && !this.loggedFault && hasInput) {
      this.log.add(fault.id, env.localSeconds);
      this.loggedFault = fault;
    }
  }
}
