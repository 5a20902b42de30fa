/**
 * The simulated plant: every configured inverter with a known model, the sun and weather over them,
 * and the gateway's radios polling them. It knows no HTTP and reads no clock by itself: the caller
 * advances it with `tick()` / `advanceTo(ms)`.
 */
import type { LimitStatus, PowerStatus } from '@dtu-web/protocol';
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
import { inverterState, type InverterState } from './state.ts';
import { localDayIndex, nextLocalMidnight } from './time.ts';
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
}

/** Longest integration step of simulated time. */
const STEP_MS = 1000;
/** Cap on integration steps per stretch between two events (long stretches get longer steps). */
const MAX_STEPS_PER_STRETCH = 1440;
/** Jumps longer than this are fast-forwarded: no radio traffic, coarse integration (see README). */
const FAST_FORWARD_MS = 10 * 60_000;
/** Integration steps a whole fast-forward may take, however long the jump (a year → ~53 min steps). */
const MAX_FAST_FORWARD_STEPS = 10_000;
/** Event cap per `advanceTo`; beyond it the rest is fast-forwarded. */
const MAX_EVENTS_PER_ADVANCE = 50_000;

export class Plant {
  /** Simulated time the gateway (last) booted: uptime and `data_age` before the first packet count from it. */
  bootMs: number;
  private time: number;
  private dtu: DtuSettings;
  private tuning: SimTuning;
  private readonly seed: number;
  private readonly environment: EnvironmentModel;
  private readonly traffic: Traffic;
  private readonly roster: Roster;
  private nextTurnAt: number;
  private nextMidnight: number;
  /** The gateway is rebooting: the inverters run on, nobody polls them. */
  private gatewayOffline = false;

  constructor(private readonly options: PlantOptions) {
    this.seed = options.seed ?? 1;
    this.tuning = { ...DEFAULT_TUNING, ...options.tuning };
    this.dtu = options.dtu;
    this.environment = new EnvironmentModel(options.site, this.seed, this.tuning);
    this.traffic = new Traffic(
      options.random ?? createRandom(this.seed),
      this.environment,
      options.onRadioEvent,
    );
    this.roster = new Roster(this.seed);
    this.time = options.clock.now();
    this.bootMs = this.time;
    this.nextTurnAt = this.time;
    this.nextMidnight = nextLocalMidnight(this.time, options.site.utcOffsetMinutes);
    this.roster.configure(options.inverters, this.environment.at(this.time), this.localDay());
  }

  /** Simulated time reached so far (ms epoch). */
  now(): number {
    return this.time;
  }

  uptimeSeconds(): number {
    return Math.max(0, Math.floor((this.time - this.bootMs) / 1000));
  }

  /** Advances to the clock's current time. */
  tick(): void {
    this.advanceTo(this.options.clock.now());
  }

  /**
   * Advances the simulation to `target` (ms epoch): integrates power and energy in steps of at most
   * 1 s, runs poll turns and radio requests in time order and handles local midnights. A jump longer
   * than 10 min is fast-forwarded. Going backwards only moves the clock (and counts as a new day if the
   * local date changes).
   */
  advanceTo(target: number): void {
    if (!Number.isFinite(target) || target === this.time) return;
    if (target < this.time) {
      this.jumpBack(target);
      return;
    }
    if (target - this.time > FAST_FORWARD_MS) this.fastForward(target - FAST_FORWARD_MS / 10);
    let events = 0;
    while (this.time < target) {
      if (++events > MAX_EVENTS_PER_ADVANCE) {
        this.fastForward(target);
        return;
      }
      const next = Math.min(target, this.nextTurnAt, this.traffic.nextEnd(), this.nextMidnight);
      this.integrate(this.time, next);
      this.time = next;
      if (next >= this.nextMidnight) this.midnight();
      this.traffic.finish(this.roster.lookup, this.tuning, this.cycleMs(), next);
      if (next >= this.nextTurnAt) {
        this.nextTurnAt = Math.max(this.nextTurnAt + this.pollIntervalMs(), next + 1);
        if (!this.gatewayOffline) this.traffic.pollTurn(this.roster.list, this.dtu, next);
      }
      this.traffic.start(this.roster.lookup, this.dtu, next);
    }
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
      this.nextMidnight = nextLocalMidnight(this.time, this.environment.siteConfig.utcOffsetMinutes);
    }
    if (changes.dtu) this.dtu = changes.dtu;
    if (changes.inverters) {
      this.roster.configure(changes.inverters, this.environment.at(this.time), this.localDay());
    }
    this.traffic.start(this.roster.lookup, this.dtu, this.time);
  }

  /**
   * The gateway goes down for an emulated reboot: whatever was on air or queued is lost with its RAM
   * (statuses stay as they were), and no poll turns run until `gatewayUp()`. The inverters on the roof
   * keep producing and counting.
   */
  gatewayDown(): void {
    for (const radio of Object.values(this.traffic.radios)) radio.clear();
    this.gatewayOffline = true;
  }

  /**
   * The gateway has booted again: it knows nothing about the inverters until it polls them (fresh radio
   * statistics, statuses Ok, no device info, event log or limit yet; `data_age` counts the new uptime),
   * except the yields it shows, which survive like on the device's display. Polling starts over with the
   * first inverter at once.
   */
  gatewayUp(): void {
    this.gatewayOffline = false;
    this.bootMs = this.time;
    this.nextTurnAt = this.time;
    this.traffic.restartRoundRobin();
    for (const inv of this.roster.list) inv.resetView();
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
    return this.roster.list.map((inv) => inverterState(inv, day, this.time, this.uptimeSeconds()));
  }

  state(serial: SerialInput): InverterState | undefined {
    const inv = this.find(serial);
    return inv ? inverterState(inv, this.isDay(), this.time, this.uptimeSeconds()) : undefined;
  }

  /** Day period per §9.2 (drives the night flags). */
  isDay(): boolean {
    return this.environment.isDay(this.time);
  }

  sun(): SunInfo {
    return this.environment.sunInfo(this.time);
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
    return this.roster.snapshot(this.time, this.localDay());
  }

  /** Loads saved counters (call right after construction). Returns false if the data is not a snapshot. */
  restore(data: unknown): boolean {
    return this.roster.restore(data, this.localDay());
  }

  // ----- internals -----

  private command(inv: SimInverter, command: Command): CommandOutcome {
    if (!inv.commandsEnabled(this.isDay())) return 'dropped';
    this.traffic.send(inv, command);
    this.traffic.start(this.roster.lookup, this.dtu, this.time);
    return 'queued';
  }

  private find(serial: SerialInput): SimInverter | undefined {
    return this.roster.find(serial);
  }

  private localDay(): number {
    return localDayIndex(this.time, this.environment.siteConfig.utcOffsetMinutes);
  }

  private pollIntervalMs(): number {
    return Math.max(1, this.dtu.pollIntervalSeconds) * 1000;
  }

  /** Time until the round-robin comes back to the same inverter. */
  private cycleMs(): number {
    return this.pollIntervalMs() * Math.max(1, this.roster.list.length);
  }

  /** Integrates hardware from `from` to `to` with midpoint steps of about `stepMs`. */
  private integrate(from: number, to: number, stepMs = STEP_MS): void {
    const span = to - from;
    if (span <= 0 || this.roster.list.length === 0) return;
    const steps = Math.min(MAX_STEPS_PER_STRETCH, Math.max(1, Math.ceil(span / stepMs)));
    const dt = span / steps;
    for (let k = 0; k < steps; k++) {
      const env = this.environment.at(from + (k + 0.5) * dt);
      for (const inv of this.roster.list) inv.hw.step(env, dt, this.tuning.gridFaultsPerHour);
    }
  }

  /** A long jump: the hardware runs on (midnights included), the radio misses its turns. */
  private fastForward(target: number): void {
    this.traffic.abandon(this.roster.lookup);
    const stepMs = Math.max(STEP_MS, (target - this.time) / MAX_FAST_FORWARD_STEPS);
    while (this.time < target) {
      const next = Math.min(target, this.nextMidnight);
      this.integrate(this.time, next, stepMs);
      this.time = next;
      if (next >= this.nextMidnight) this.midnight();
    }
    this.nextTurnAt = target;
  }

  private jumpBack(target: number): void {
    const offset = this.environment.siteConfig.utcOffsetMinutes;
    const dayChanged = localDayIndex(target, offset) !== localDayIndex(this.time, offset);
    this.traffic.abandon(this.roster.lookup);
    for (const inv of this.roster.list) inv.hw.downUntil = Math.min(inv.hw.downUntil, target);
    this.time = target;
    this.nextTurnAt = target;
    this.nextMidnight = nextLocalMidnight(target, offset);
    if (dayChanged) this.midnight(false);
  }

  /** The local date changed: daily resets (§7.1). */
  private midnight(advance = true): void {
    for (const inv of this.roster.list) inv.view.midnight(inv.settings, inv.hw.log);
    if (advance)
      this.nextMidnight = nextLocalMidnight(this.time, this.environment.siteConfig.utcOffsetMinutes);
  }
}
