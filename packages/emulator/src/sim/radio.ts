/**
 * The gateway's radios (NRF24 and CMT): each works through one request at a time from its own queue.
 * A request is a statistics poll or a command; its outcome is drawn from the seeded random source.
 */
import { COMMAND_TIMEOUT_MS, type Command } from './commands.ts';
import type { RadioKind } from './models.ts';
import { between, hashUnit, type RandomSource } from './random.ts';
import type { RadioStats } from './view.ts';

export interface RadioRequest {
  serial: string;
  /** Absent for a statistics poll. */
  command?: Command;
  /** 1-based attempt number of a command. */
  attempt: number;
}

export type PollOutcome = 'success' | 'partial' | 'corrupt' | 'nothing';

export interface ActiveRequest extends RadioRequest {
  /** Monotonic ms (a timeout must not end early or late because the wall clock was set). */
  endsAt: number;
  answered: boolean;
}

export class Radio {
  current: ActiveRequest | undefined;
  readonly queue: RadioRequest[] = [];

  constructor(readonly kind: RadioKind) {}

  /** Busy while a request is in flight or waiting. */
  busy(): boolean {
    return this.current !== undefined || this.queue.length > 0;
  }

  enqueue(request: RadioRequest): void {
    this.queue.push(request);
  }

  /** Starts the next waiting request if idle; `answers` tells whether the inverter is listening now. */
  startNext(
    ms: number,
    random: RandomSource,
    answers: (serial: string) => boolean,
  ): ActiveRequest | undefined {
    if (this.current) return undefined;
    const next = this.queue.shift();
    if (!next) return undefined;
    const answered = answers(next.serial);
    let duration: number;
    if (next.command) duration = answered ? between(random, 1000, 3000) : COMMAND_TIMEOUT_MS;
    else duration = answered ? between(random, 300, 600) : 1000;
    this.current = { ...next, answered, endsAt: ms + Math.round(duration) };
    return this.current;
  }

  /** Removes and returns the request in flight if it has finished by `ms`. */
  finish(ms: number): ActiveRequest | undefined {
    const done = this.current;
    if (!done || done.endsAt > ms) return undefined;
    this.current = undefined;
    return done;
  }

  /** Removes the waiting requests `drop` picks (never the one on air); returns how many went. */
  dropWaiting(drop: (request: RadioRequest) => boolean): number {
    const before = this.queue.length;
    const kept = this.queue.filter((request) => !drop(request));
    this.queue.splice(0, this.queue.length, ...kept);
    return before - kept.length;
  }

  /** Forgets everything queued or in flight (a long fast-forward, a gateway reboot). */
  clear(): void {
    this.current = undefined;
    this.queue.length = 0;
  }
}

/** Signal quality of one inverter's radio link, fixed per serial. */
export interface LinkQuality {
  /** NRF: −30 (strong) or −80 (weak); CMT: the mean level in dBm. */
  rssi: number;
  /** Multiplier on the fragment-loss and corruption rates. */
  lossFactor: number;
}

export function linkQuality(kind: RadioKind, key: number): LinkQuality {
  const h = hashUnit(key, 0x51);
  if (kind === 'nrf') return h < 0.7 ? { rssi: -30, lossFactor: 1 } : { rssi: -80, lossFactor: 3 };
  const rssi = -52 - Math.round(28 * h);
  return { rssi, lossFactor: rssi < -72 ? 2.5 : 1 };
}

/** Draws the outcome of an answered poll and counts it in the statistics. */
export function countPoll(
  stats: RadioStats,
  answered: boolean,
  link: LinkQuality,
  kind: RadioKind,
  rates: { partialRate: number; corruptRate: number },
  random: RandomSource,
): PollOutcome {
  stats.tx_request++;
  if (!answered) {
    stats.rx_fail_nothing++;
    return 'nothing';
  }
  stats.rssi = kind === 'nrf' ? link.rssi : Math.round(link.rssi + between(random, -4, 4));
  const roll = random.next();
  if (roll < rates.corruptRate * link.lossFactor) {
    stats.rx_fail_corrupt++;
    return 'corrupt';
  }
  if (roll < (rates.corruptRate + rates.partialRate) * link.lossFactor) {
    // A fragment is missing: it is requested again, which mostly completes the packet.
    stats.tx_re_request++;
    if (random.next() < 0.25) {
      stats.rx_fail_partial++;
      return 'partial';
    }
  }
  stats.rx_success++;
  return 'success';
}

/** Counts one command attempt. */
export function countCommandAttempt(stats: RadioStats, answered: boolean, link: LinkQuality): void {
  stats.tx_request++;
  if (answered) {
    stats.rx_success++;
    stats.rssi = link.rssi;
  } else {
    stats.rx_fail_nothing++;
  }
}
