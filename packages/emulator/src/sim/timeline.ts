/**
 * Simulated time of the plant: moving it forward integrates power and energy in steps of at most 1 s
 * and runs, in time order, the gateway's poll turns, the ends of radio requests and local midnights.
 * Long jumps are fast-forwarded, steps back only move the clock (see the README's *Time*).
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
  private time: number;
  private nextTurnAt: number;
  private nextMidnight: number;
  /** The gateway is rebooting: the inverters run on, nobody polls them. */
  pollingPaused = false;

  constructor(
    private readonly parts: TimelineParts,
    startMs: number,
  ) {
    this.time = startMs;
    this.nextTurnAt = startMs;
    this.nextMidnight = nextLocalMidnight(startMs, this.offset);
  }

  /** Simulated time reached so far (ms epoch). */
  get now(): number {
    return this.time;
  }

  /** The local day number of the current time. */
  localDay(): number {
    return localDayIndex(this.time, this.offset);
  }

  /** The site (its time zone) changed: the next local midnight moves with it. */
  siteChanged(): void {
    this.nextMidnight = nextLocalMidnight(this.time, this.offset);
  }

  /** Poll turns start over now (the gateway booted). */
  restartTurns(): void {
    this.nextTurnAt = this.time;
  }

  /**
   * Advances to `target` (ms epoch). A jump longer than 10 min is fast-forwarded. Going backwards only
   * moves the clock (and counts as a new day if the local date changes).
   */
  advanceTo(target: number): void {
    if (!Number.isFinite(target) || target === this.time) return;
    if (target < this.time) {
      this.jumpBack(target);
      return;
    }
    const { traffic, roster } = this.parts;
    if (target - this.time > FAST_FORWARD_MS) this.fastForward(target - FAST_FORWARD_MS / 10);
    let events = 0;
    while (this.time < target) {
      if (++events > MAX_EVENTS_PER_ADVANCE) {
        this.fastForward(target);
        return;
      }
      const dtu = this.parts.dtu();
      const next = Math.min(target, this.nextTurnAt, traffic.nextEnd(), this.nextMidnight);
      this.integrate(this.time, next);
      this.time = next;
      if (next >= this.nextMidnight) this.midnight();
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

  private pollIntervalMs(): number {
    return Math.max(1, this.parts.dtu().pollIntervalSeconds) * 1000;
  }

  /** Time until the round-robin comes back to the same inverter. */
  private cycleMs(): number {
    return this.pollIntervalMs() * Math.max(1, this.parts.roster.list.length);
  }

  /** Integrates hardware from `from` to `to` with midpoint steps of about `stepMs`. */
  private integrate(from: number, to: number, stepMs = STEP_MS): void {
    const { environment, roster } = this.parts;
    const span = to - from;
    if (span <= 0 || roster.list.length === 0) return;
    const faultsPerHour = this.parts.tuning().gridFaultsPerHour;
    const steps = Math.min(MAX_STEPS_PER_STRETCH, Math.max(1, Math.ceil(span / stepMs)));
    const dt = span / steps;
    for (let k = 0; k < steps; k++) {
      const env = environment.at(from + (k + 0.5) * dt);
      for (const inv of roster.list) inv.hw.step(env, dt, faultsPerHour);
    }
  }

  /** A long jump: the hardware runs on (midnights included), the radio misses its turns. */
  private fastForward(target: number): void {
    this.parts.traffic.abandon(this.parts.roster.lookup);
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
    const { traffic, roster } = this.parts;
    const offset = this.offset;
    const dayChanged = localDayIndex(target, offset) !== localDayIndex(this.time, offset);
    traffic.abandon(roster.lookup);
    for (const inv of roster.list) inv.hw.downUntil = Math.min(inv.hw.downUntil, target);
    this.time = target;
    this.nextTurnAt = target;
    this.nextMidnight = nextLocalMidnight(target, offset);
    if (dayChanged) this.midnight(false);
  }

  /** The local date changed: daily resets (§7.1). */
  private midnight(advance = true): void {
    for (const inv of this.parts.roster.list) inv.view.midnight(inv.settings, inv.hw.log);
    if (advance) this.nextMidnight = nextLocalMidnight(this.time, this.offset);
  }
}
