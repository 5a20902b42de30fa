/**
 * Radio traffic of the gateway: the round-robin poll turn, commands with their status machine, and
 * what a finished request does to the inverter and to the gateway's view of it. Every `ms` here is
 * monotonic (the device's `millis()`); `wallAt` gives the wall-clock time for day/night, the event
 * log and the console.
 */
import { hasFeature, reactivePowerAsRead, type FirmwareRelease } from '@dtu-web/protocol';
import { COMMAND_ATTEMPTS, limitPercent, type Command } from './commands.ts';
import type { DtuSettings, SimTuning } from './config.ts';
import type { EnvironmentModel } from './environment.ts';
import type { SimInverter } from './inverter.ts';
import type { RadioKind } from './models.ts';
import { type RandomSource } from './random.ts';
import { countCommandAttempt, countPoll, Radio, type ActiveRequest, type RadioRequest } from './radio.ts';
import type { RadioEventListener, RadioRequestName } from './radioEvents.ts';

function requestName(command: Command | undefined): RadioRequestName {
  if (!command) return 'RealTimeRunData';
  return command.kind === 'limit' ? 'ActivePowerControl' : 'PowerControl';
}

const limitFor =
  (serial: string) =>
  (request: RadioRequest): boolean =>
    request.serial === serial && request.command?.kind === 'limit';

export class Traffic {
  readonly radios: Record<RadioKind, Radio> = { nrf: new Radio('nrf'), cmt: new Radio('cmt') };
  /** Position of the next inverter in the round-robin. */
  private position = 0;
  /** v25.1.14+ (§2.4): a new limit replaces the waiting ones; Pending until none is left. */
  private readonly limitsReplace: boolean;

  constructor(
    private readonly random: RandomSource,
    private readonly environment: EnvironmentModel,
    private readonly wallAt: (mono: number) => number,
    private readonly onEvent: RadioEventListener = () => undefined,
    /** The gateway's firmware: how it reads the statistics and queues limits. */
    private readonly release: FirmwareRelease = 'v24.10.6',
  ) {
    this.limitsReplace = hasFeature(release, 'limitQueueReplaces');
  }

  /** Back to the first inverter (the gateway booted). */
  restartRoundRobin(): void {
    this.position = 0;
  }

  radioEnabled(dtu: DtuSettings, kind: RadioKind): boolean {
    return kind === 'nrf' ? dtu.nrfEnabled : dtu.cmtEnabled;
  }

  /**
   * One poll turn (§2.4): the next inverter in slot order gets a statistics request when its effective
   * polling is on, and its failed commands are re-sent when commands are on. The turn is used up even
   * when nothing is sent, so each inverter's cadence is (number of inverters) × poll interval.
   */
  pollTurn(inverters: readonly SimInverter[], dtu: DtuSettings, ms: number): void {
    if (inverters.length === 0) return;
    const inv = inverters[this.position % inverters.length];
    this.position = (this.position + 1) % inverters.length;
    if (!inv || !this.radioEnabled(dtu, inv.radio)) return;
    const wall = this.wallAt(ms);
    const day = this.environment.isDay(wall);
    if (inv.settings.zero_runtime && !inv.reachable(day)) inv.view.zeroRuntime();
    const radio = this.radios[inv.radio];
    // A statistics request still waiting (the radio was busy with commands) is not queued twice.
    const waiting = radio.queue.some((r) => r.serial === inv.serialHex && !r.command);
    if (inv.pollingEnabled(day) && !waiting) {
      this.onEvent({ type: 'fetch', ms: wall, serial: inv.serialHex });
      radio.enqueue({ serial: inv.serialHex, attempt: 1 });
    }
    if (inv.commandsEnabled(day)) {
      if (inv.view.limitStatus === 'Failure' && inv.view.lastLimit) this.send(inv, inv.view.lastLimit);
      if (inv.view.powerStatus === 'Failure' && inv.view.lastPower) this.send(inv, inv.view.lastPower);
    }
  }

  /**
   * Queues a command: its status becomes Pending at once. From v25.1.14 a limit first removes the limits
   * still waiting for the inverter (the one on air goes on); before, every limit is sent in turn.
   */
  send(inv: SimInverter, command: Command): void {
    const radio = this.radios[inv.radio];
    if (command.kind === 'limit') {
      if (this.limitsReplace) radio.dropWaiting(limitFor(inv.serialHex));
      inv.view.lastLimit = command;
      inv.view.limitStatus = 'Pending';
    } else {
      inv.view.lastPower = command;
      inv.view.powerStatus = 'Pending';
    }
    radio.enqueue({ serial: inv.serialHex, command, attempt: 1 });
  }

  /** v25.1.14+: a newer limit waits for this inverter, so an older one's end leaves the status Pending. */
  private newerLimitWaits(radio: Radio, command: Command, serial: string): boolean {
    return this.limitsReplace && command.kind === 'limit' && radio.queue.some(limitFor(serial));
  }

  /** Starts waiting requests on idle, enabled radios. */
  start(lookup: (serial: string) => SimInverter | undefined, dtu: DtuSettings, ms: number): void {
    for (const radio of Object.values(this.radios)) {
      if (!this.radioEnabled(dtu, radio.kind)) continue;
      const started = radio.startNext(ms, this.random, (serial) => lookup(serial)?.hw.answers(ms) ?? false);
      if (started) {
        this.onEvent({
          type: 'send',
          ms: this.wallAt(ms),
          serial: started.serial,
          radio: radio.kind,
          request: requestName(started.command),
          attempt: started.attempt,
        });
      }
    }
  }

  /** The earliest end of a request in flight, or Infinity. */
  nextEnd(): number {
    return Math.min(this.radios.nrf.current?.endsAt ?? Infinity, this.radios.cmt.current?.endsAt ?? Infinity);
  }

  finish(
    lookup: (serial: string) => SimInverter | undefined,
    tuning: SimTuning,
    cycleMs: number,
    ms: number,
  ): void {
    for (const radio of Object.values(this.radios)) {
      const done = radio.finish(ms);
      const inv = done ? lookup(done.serial) : undefined;
      if (!done || !inv) continue;
      if (done.command) this.finishCommand(radio, inv, done, done.command, cycleMs, ms);
      else this.finishPoll(inv, done, tuning, ms);
    }
  }

  /** Drops all traffic; pending commands count as failed (they are re-sent on the next turn). */
  abandon(lookup: (serial: string) => SimInverter | undefined): void {
    for (const radio of Object.values(this.radios)) {
      const requests = radio.current ? [radio.current, ...radio.queue] : [...radio.queue];
      for (const request of requests) {
        const inv = lookup(request.serial);
        if (!inv || !request.command) continue;
        if (request.command.kind === 'limit') inv.view.limitStatus = 'Failure';
        else inv.view.powerStatus = 'Failure';
      }
      radio.clear();
    }
  }

  private finishPoll(inv: SimInverter, done: ActiveRequest, tuning: SimTuning, ms: number): void {
    const outcome = countPoll(inv.view.stats, done.answered, inv.link, inv.radio, tuning, this.random);
    const wall = this.wallAt(ms);
    this.onEvent({
      type: 'answer',
      ms: wall,
      serial: done.serial,
      radio: inv.radio,
      request: 'RealTimeRunData',
      outcome,
      rssi: done.answered ? inv.view.stats.rssi : -127,
    });
    if (outcome === 'success') {
      inv.view.consecutiveFailures = 0;
      const e = inv.hw.electrical(this.environment.at(wall), ms);
      // The release's parser reads Q: unsigned before v25.5.10, so a capacitive Q wraps (§2.3).
      const read = { ...e, reactivePower: reactivePowerAsRead(this.release, e.reactivePower) };
      inv.view.receive(read, inv.hw, inv.settings, ms);
      return;
    }
    inv.view.consecutiveFailures++;
    if (inv.settings.zero_runtime && !inv.reachable(this.environment.isDay(wall))) inv.view.zeroRuntime();
  }

  private finishCommand(
    radio: Radio,
    inv: SimInverter,
    done: ActiveRequest,
    command: Command,
    cycleMs: number,
    ms: number,
  ): void {
    countCommandAttempt(inv.view.stats, done.answered, inv.link);
    const request = requestName(command);
    const wall = this.wallAt(ms);
    this.onEvent({
      type: 'answer',
      ms: wall,
      serial: done.serial,
      radio: inv.radio,
      request,
      outcome: done.answered ? 'ack' : 'nothing',
      rssi: done.answered ? inv.view.stats.rssi : -127,
    });
    // v25.1.14+: a newer limit waits; it replaces this one and keeps the status Pending.
    const newer = this.newerLimitWaits(radio, command, done.serial);
    if (!done.answered) {
      // Not tried again: the newer limit is what the inverter should get.
      if (newer) return;
      if (done.attempt < COMMAND_ATTEMPTS) {
        // The whole request is re-sent straight away, ahead of anything else waiting.
        radio.queue.unshift({ serial: done.serial, command, attempt: done.attempt + 1 });
        return;
      }
      if (command.kind === 'limit') inv.view.limitStatus = 'Failure';
      else inv.view.powerStatus = 'Failure';
      this.onEvent({ type: 'failed', ms: wall, serial: done.serial, request });
      return;
    }
    const seconds = this.environment.localSeconds(wall);
    switch (command.kind) {
      case 'limit':
        inv.hw.setLimit(limitPercent(command, inv.model.ratedPower), command.persistent, seconds);
        inv.view.limitAcknowledged(command, inv.maxPowerKnown(), ms);
        inv.view.limitStatus = newer ? 'Pending' : 'Ok';
        return;
      case 'power':
        inv.hw.setOn(command.on, seconds);
        inv.view.powerStatus = 'Ok';
        return;
      case 'restart':
        // Silent for a few of its own polls: long enough for the gateway to see it unreachable.
        inv.hw.restart(ms, ms + (inv.settings.reachable_threshold + 2) * cycleMs, seconds);
        inv.view.powerStatus = 'Ok';
        return;
    }
  }
}
