/**
 * The simulated plant: every configured inverter with a known model, the sun and weather over them,
 * and the gateway's radios polling them. It knows no HTTP and reads no clock by itself: the caller
 * advances it with `tick()` / `advanceTo(ms)`; how time moves is `timeline.ts`.
 */
import type { FirmwareRelease, LimitStatus, PowerStatus, SimFault } from '@dtu-web/protocol';
import type { HardwareFault } from './hardware.ts';
import { decodeLimitType, type Command, type CommandOutcome } from './commands.ts';
import {
  DEFAULT_TUNING,
  type Clock,
  type DtuSettings,
  type InverterConfig,
  type SimTuning,
  type SiteConfig,
} from './config.ts';
import { deviceInfoFor, type DeviceInfo } from './deviceInfo.ts';
import { EnvironmentModel, type SunInfo } from './environment.ts';
import type { EventEntry } from './events.ts';
import { gridProfileRawFor } from './gridProfile.ts';
import type { SimInverter } from './inverter.ts';
import type { RadioKind } from './models.ts';
import type { RadioEventListener } from './radioEvents.ts';
import { createRandom, type RandomSource } from './random.ts';
import { Roster } from './roster.ts';
import type { SerialInput } from './serial.ts';
import type { EnergySnapshot } from './snapshot.ts';
import { inverterState, type InverterState, type StateTime } from './state.ts';
import { Timeline } from './timeline.ts';
import { Traffic } from './traffic.ts';

export interface PlantOptions {
  clock: Clock;
  site: SiteConfig;
  dtu: DtuSettings;
  /** The configured slots in slot order (empty slots may be left out or have serial 0). */
  inverters: readonly InverterConfig[];
  /** Seed for weather, faults and radio luck (default 1). */
  seed?: number;
  /** Overrides the seeded stream used for discrete outcomes (radio answers, delays). */
  random?: RandomSource;
  tuning?: Partial<SimTuning>;
  /** Told about every poll, request and answer (the gateway's console); must not throw. */
  onRadioEvent?: RadioEventListener;
  /** Per serial (lowercase hex), the share of light each string loses to shade (0..1). */
  shading?: Readonly<Record<string, readonly number[]>>;
  /** The gateway's OpenDTU release (default v24.10.6): how it reads Q and queues limits (§2.3, §2.4). */
  release?: FirmwareRelease;
}

export class Plant {
  /** Monotonic time the gateway (last) booted: uptime and `data_age` before the first packet count from it. */
  private bootMono: number;
  private dtu: DtuSettings;
  private tuning: SimTuning;
  private readonly seed: number;
  private readonly environment: EnvironmentModel;
  private readonly traffic: Traffic;
  private readonly roster: Roster;
  private readonly timeline: Timeline;

  constructor(private readonly options: PlantOptions) {
    this.seed = options.seed ?? 1;
    this.tuning = { ...DEFAULT_TUNING, ...options.tuning };
    this.dtu = options.dtu;
    this.environment = new EnvironmentModel(options.site, this.seed, this.tuning);
    this.traffic = new Traffic(
      options.random ?? createRandom(this.seed),
      this.environment,
      (mono) => this.timeline.wallAt(mono),
      options.onRadioEvent,
      options.release,
    );
    // Which serials have a model; without a release, every model the newest knows (§2.10).
    this.roster = new Roster(this.seed, options.shading, options.release);
    this.timeline = new Timeline(
      {
        environment: this.environment,
        traffic: this.traffic,
        roster: this.roster,
        dtu: () => this.dtu,
        tuning: () => this.tuning,
      },
      options.clock.now(),
      options.clock.monotonic(),
    );
    this.bootMono = this.timeline.monotonic;
    this.roster.configure(options.inverters, this.environment.at(this.wall), this.timeline.localDay());
  }

  /** Simulated wall-clock time reached so far (ms epoch). */
  now(): number {
    return this.wall;
  }

  /** Simulated monotonic time reached so far (ms; setting the wall clock does not move it). */
  monotonic(): number {
    return this.timeline.monotonic;
  }

  uptimeSeconds(): number {
    return Math.max(0, Math.floor((this.monotonic() - this.bootMono) / 1000));
  }

  /**
   * Advances to the clock's current readings: runs until its monotonic time, then takes its wall time
   * (which differs from the run's end when the wall clock was set: only the sun and the date move).
   */
  tick(): void {
    this.timeline.advance(this.options.clock.monotonic(), this.options.clock.now());
  }

  /**
   * Advances the simulation to the wall-clock time `target` (ms epoch) as if that much time passed:
   * integrates power and energy in steps of at most 1 s, runs poll turns and radio requests in time
   * order and handles local midnights. A jump longer than 10 min is fast-forwarded. A target in the
   * past is the wall clock set back: no time passes (it counts as a new day if the local date changes).
   */
  advanceTo(target: number): void {
    if (!Number.isFinite(target)) return;
    this.timeline.advance(this.monotonic() + Math.max(0, target - this.wall), target);
  }

  /** Applies changed settings. Inverters keep their state when their serial is unchanged. */
  reconfigure(changes: {
    site?: SiteConfig;
    dtu?: DtuSettings;
    inverters?: readonly InverterConfig[];
    tuning?: Partial<SimTuning>;
  }): void {
    if (changes.tuning) this.tuning = { ...this.tuning, ...changes.tuning };
    if (changes.site || changes.tuning) {
      this.environment.configure(changes.site ?? this.environment.siteConfig, this.tuning);
      this.timeline.siteChanged();
    }
    if (changes.dtu) this.dtu = changes.dtu;
    if (changes.inverters) {
      this.roster.configure(changes.inverters, this.environment.at(this.wall), this.timeline.localDay());
    }
    this.traffic.start(this.roster.lookup, this.dtu, this.monotonic());
  }

  /**
   * The gateway goes down for an emulated reboot: whatever was on air or queued is lost with its RAM
   * (statuses stay as they were), and no poll turns run until `gatewayUp()`. The inverters on the roof
   * keep producing and counting.
   */
  gatewayDown(): void {
    for (const radio of Object.values(this.traffic.radios)) radio.clear();
    this.timeline.pollingPaused = true;
  }

  /**
   * The gateway has booted again: it knows nothing about the inverters until it polls them (fresh radio
   * statistics, statuses Ok, no device info, event log or limit yet; `data_age` counts the new uptime),
   * except the yields it shows, which survive like on the device's display. Polling starts over with the
   * first inverter at once.
   */
  gatewayUp(): void {
    this.timeline.pollingPaused = false;
    this.bootMono = this.monotonic();
    this.timeline.restartTurns();
    this.traffic.restartRoundRobin();
    for (const inv of this.roster.list) inv.resetView();
  }

  /**
   * Breaks (or mends, `none`) an inverter on purpose so alerts can be seen and tested; `string` is
   * 1-based. False when there is no such inverter or string.
   */
  setFault(serial: SerialInput, fault: SimFault, string?: number): boolean {
    const inv = this.find(serial);
    if (inv === undefined) return false;
    if (fault === 'string_silent') {
      const index = (string ?? 1) - 1;
      if (!Number.isInteger(index) || index < 0 || index >= inv.hw.model.family.inputs) return false;
      inv.hw.fault = { kind: 'string_silent', string: index };
    } else {
      inv.hw.fault = { kind: fault };
    }
    return true;
  }

  /** The fault each broken inverter has now (serial → fault), for the console and the tests. */
  faults(): Record<string, HardwareFault> {
    return Object.fromEntries(
      this.roster.list
        .filter((inv) => inv.hw.fault.kind !== 'none')
        .map((inv) => [inv.serialHex, inv.hw.fault]),
    );
  }

  // ----- queries -----

  /** Runtime inverters' serials (lowercase hex) in slot order. */
  serials(): string[] {
    return this.roster.list.map((inv) => inv.serialHex);
  }

  has(serial: SerialInput): boolean {
    return this.find(serial) !== undefined;
  }

  /** The live state of every runtime inverter, in slot order. */
  states(): InverterState[] {
    const day = this.isDay();
    const time = this.stateTime();
    return this.roster.list.map((inv) => inverterState(inv, day, time));
  }

  state(serial: SerialInput): InverterState | undefined {
    const inv = this.find(serial);
    return inv ? inverterState(inv, this.isDay(), this.stateTime()) : undefined;
  }

  /** Day period per §9.2 (drives the night flags). */
  isDay(): boolean {
    return this.environment.isDay(this.wall);
  }

  sun(): SunInfo {
    return this.environment.sunInfo(this.wall);
  }

  /** Whether a radio (or, without argument, any radio) has a request in flight or waiting. */
  radioBusy(kind?: RadioKind): boolean {
    if (kind) return this.traffic.radios[kind].busy();
    return this.traffic.radios.nrf.busy() || this.traffic.radios.cmt.busy();
  }

  eventLog(serial: SerialInput): EventEntry[] | undefined {
    return this.find(serial)?.view.events.list();
  }

  deviceInfo(serial: SerialInput): DeviceInfo | undefined {
    const inv = this.find(serial);
    return inv ? deviceInfoFor(inv.model, inv.view.deviceInfoReceived) : undefined;
  }

  /** Raw grid-profile bytes (empty until the gateway has talked to the inverter once). */
  gridProfileRaw(serial: SerialInput): number[] | undefined {
    const inv = this.find(serial);
    if (!inv) return undefined;
    return inv.view.deviceInfoReceived ? gridProfileRawFor() : [];
  }

  /** One entry of GET /api/limit/status. */
  limitStatus(serial: SerialInput): LimitStatus | undefined {
    const inv = this.find(serial);
    if (!inv) return undefined;
    return {
      limit_relative: inv.view.limitRelative,
      max_power: inv.maxPowerKnown(),
      limit_set_status: inv.view.limitStatus,
    };
  }

  /** One entry of GET /api/power/status. */
  powerStatus(serial: SerialInput): PowerStatus | undefined {
    const inv = this.find(serial);
    return inv ? { power_set_status: inv.view.powerStatus } : undefined;
  }

  // ----- commands (§5); they act at the current simulated time -----

  setLimit(serial: SerialInput, value: number, limitType: number): CommandOutcome {
    const inv = this.find(serial);
    if (!inv) return 'unknown-inverter';
    const type = decodeLimitType(limitType);
    if (!type) return 'invalid-type';
    return this.command(inv, { kind: 'limit', value, ...type });
  }

  setPower(serial: SerialInput, on: boolean): CommandOutcome {
    const inv = this.find(serial);
    return inv ? this.command(inv, { kind: 'power', on }) : 'unknown-inverter';
  }

  restart(serial: SerialInput): CommandOutcome {
    const inv = this.find(serial);
    return inv ? this.command(inv, { kind: 'restart' }) : 'unknown-inverter';
  }

  /** Resets an inverter's radio statistics; false for an unknown serial. */
  resetStats(serial: SerialInput): boolean {
    const inv = this.find(serial);
    inv?.view.resetStats();
    return inv !== undefined;
  }

  // ----- persistence -----

  /** The energy counters as plain JSON, for the gateway to save in its data directory. */
  snapshot(): EnergySnapshot {
    return this.roster.snapshot(this.wall, this.timeline.localDay());
  }

  /** Loads saved counters (call right after construction). Returns false if the data is not a snapshot. */
  restore(data: unknown): boolean {
    return this.roster.restore(data, this.timeline.localDay());
  }

  // ----- internals -----

  private get wall(): number {
    return this.timeline.now;
  }

  private stateTime(): StateTime {
    return { wall: this.wall, mono: this.monotonic(), bootMono: this.bootMono };
  }

  private command(inv: SimInverter, command: Command): CommandOutcome {
    if (!inv.commandsEnabled(this.isDay())) return 'dropped';
    this.traffic.send(inv, command);
    this.traffic.start(this.roster.lookup, this.dtu, this.monotonic());
    return 'queued';
  }

  private find(serial: SerialInput): SimInverter | undefined {
    return this.roster.find(serial);
  }
}
