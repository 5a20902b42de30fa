/**
 * Simulated time of the plant, on two axes like the device: a monotonic one (its `millis()`) that only
 * moves forward as time passes, and the wall clock (UTC) the user may set. Moving forward integrates
 * power and energy in steps of at most 1 s and runs, in monotonic order, the gateway's poll turns, the
 * ends of radio requests and local midnights. Long stretches are fast-forwarded. Setting the wall clock
 * only moves the sun, the local date and the timestamps: ages, timeouts and poll turns keep their
 * monotonic schedule (see the README's *Time*).
 */
import type { DtuSettings, SimTuning } from './config.ts';
import type { EnvironmentModel } from './environment.ts';
import type { Roster } from './roster.ts';
import { localDayIndex, nextLocalMidnight } from './time.ts';
import type { Traffic } from './traffic.ts';

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

/** What the timeline drives; `dtu()` and `tuning()` read the plant's current (reconfigurable) settings. */
export interface TimelineParts {
  environment: EnvironmentModel;
  traffic: Traffic;
  roster: Roster;
  dtu: () => DtuSettings;
  tuning: () => SimTuning;
}

export class Timeline {
  /** Monotonic ms reached so far: every age, timeout and poll turn is on this axis. */
  private mono: number;
  /** Wall clock minus monotonic; changes only when the wall clock is set. */
  private wallOffset: number;
  /** Monotonic ms of the next poll turn. */
  private nextTurnAt: number;
  /** Wall ms of the next local midnight. */
  private nextMidnight: number;
  /** The gateway is rebooting: the inverters run on, nobody polls them. */
  pollingPaused = false;

  constructor(
    private readonly parts: TimelineParts,
    startWall: number,
    startMono: number,
  ) {
    this.mono = startMono;
    this.wallOffset = startWall - startMono;
    this.nextTurnAt = startMono;
    this.nextMidnight = nextLocalMidnight(startWall, this.offset);
  }

  /** Wall-clock time reached so far (ms epoch). */
  get now(): number {
    return this.mono + this.wallOffset;
  }

  /** Monotonic time reached so far (ms). */
  get monotonic(): number {
    return this.mono;
  }

  /** The wall-clock time of a monotonic instant (with the wall clock as it is set now). */
  wallAt(mono: number): number {
    return mono + this.wallOffset;
  }

  /** The local day number of the current wall-clock time. */
  localDay(): number {
    return localDayIndex(this.now, this.offset);
  }

  /** The site (its time zone) changed: the next local midnight moves with it. */
  siteChanged(): void {
    this.nextMidnight = nextLocalMidnight(this.now, this.offset);
  }

  /** Poll turns start over now (the gateway booted). */
  restartTurns(): void {
    this.nextTurnAt = this.mono;
  }

  /**
   * Runs the plant until the monotonic time `targetMono` (a target behind it is ignored: monotonic
   * time does not go back), then makes the wall clock read `targetWall`. A stretch longer than 10 min
   * is fast-forwarded. When the wall clock was set meanwhile, the stretch runs with the old setting
   * and the new one applies at its end: at most one tick late, and only the sun and the date move.
   */
  advance(targetMono: number, targetWall: number): void {
    if (Number.isFinite(targetMono) && targetMono > this.mono) this.runTo(targetMono);
    if (Number.isFinite(targetWall) && targetWall !== this.now) this.setWall(targetWall);
  }

  private runTo(target: number): void {
    const { traffic, roster } = this.parts;
    if (target - this.mono > FAST_FORWARD_MS) this.fastForward(target - FAST_FORWARD_MS / 10);
    let events = 0;
    while (this.mono < target) {
      if (++events > MAX_EVENTS_PER_ADVANCE) {
        this.fastForward(target);
        return;
      }
      const dtu = this.parts.dtu();
      const next = Math.min(target, this.nextTurnAt, traffic.nextEnd(), this.midnightMono());
      this.integrate(this.mono, next);
      this.mono = next;
      if (next >= this.midnightMono()) this.midnight();
      traffic.finish(roster.lookup, this.parts.tuning(), this.cycleMs(), next);
      if (next >= this.nextTurnAt) {
        this.nextTurnAt = Math.max(this.nextTurnAt + this.pollIntervalMs(), next + 1);
        if (!this.pollingPaused) traffic.pollTurn(roster.list, dtu, next);
      }
      traffic.start(roster.lookup, dtu, next);
    }
  }

  private get offset(): (ms: number) => number {
    return this.parts.environment.siteConfig.utcOffsetMinutes;
  }

  /** The monotonic instant at which the wall clock reaches the next local midnight. */
  private midnightMono(): number {
    return this.nextMidnight - this.wallOffset;
  }

  private pollIntervalMs(): number {
    return Math.max(1, this.parts.dtu().pollIntervalSeconds) * 1000;
  }

  /** Time until the round-robin comes back to the same inverter. */
  private cycleMs(): number {
    return this.pollIntervalMs() * Math.max(1, this.parts.roster.list.length);
  }

  /** Integrates hardware from `from` to `to` (monotonic) with midpoint steps of about `stepMs`. */
  private integrate(from: number, to: number, stepMs = STEP_MS): void {
    const { environment, roster } = this.parts;
    const span = to - from;
    if (span <= 0 || roster.list.length === 0) return;
    const faultsPerHour = this.parts.tuning().gridFaultsPerHour;
    const steps = Math.min(MAX_STEPS_PER_STRETCH, Math.max(1, Math.ceil(span / stepMs)));
    const dt = span / steps;
    for (let k = 0; k < steps; k++) {
      const mid = from + (k + 0.5) * dt;
      const env = environment.at(this.wallAt(mid));
      for (const inv of roster.list) inv.hw.step(env, mid, dt, faultsPerHour);
    }
  }

  /** A long stretch: the hardware runs on (midnights included), the radio misses its turns. */
  private fastForward(target: number): void {
    this.parts.traffic.abandon(this.parts.roster.lookup);
    const stepMs = Math.max(STEP_MS, (target - this.mono) / MAX_FAST_FORWARD_STEPS);
    while (this.mono < target) {
      const next = Math.min(target, this.midnightMono());
      this.integrate(this.mono, next, stepMs);
      this.mono = next;
      if (next >= this.midnightMono()) this.midnight();
    }
    this.nextTurnAt = target;
  }

  /**
   * The wall clock was set: no time passes, so nothing is integrated and the radio keeps its schedule
   * (data ages, timeouts, a restarting inverter's silence). A new local date is a midnight, as on the
   * device ("the weekday changes"), once however many days the clock moved.
   */
  private setWall(wall: number): void {
    const offset = this.offset;
    const dayChanged = localDayIndex(wall, offset) !== localDayIndex(this.now, offset);
    this.wallOffset = wall - this.mono;
    this.nextMidnight = nextLocalMidnight(wall, offset);
    if (dayChanged) this.midnight(false);
  }

  /** The local date changed: daily resets (§7.1). */
  private midnight(advance = true): void {
    for (const inv of this.parts.roster.list) inv.view.midnight(inv.settings, inv.hw.log);
    if (advance) this.nextMidnight = nextLocalMidnight(this.now, this.offset);
  }
}
