/**
 * The publishing tasks (§8.2): every `publish_interval` seconds the DTU facts, then — once the radio is
 * idle, as the device waits for it — each inverter, its channel values when they changed since the last
 * publish, and the totals. A new connection publishes at once and restarts the interval.
 */
import type { Plant } from '../sim/index.ts';
import {
  channelMessages,
  dtuMessages,
  inverterMessages,
  totalMessages,
  type DtuFacts,
  type Message,
} from './topics.ts';

export interface PublishTarget {
  connected(): boolean;
  publish(messages: readonly Message[]): void;
}

export interface PublisherTiming {
  /** The interval in ms for a configured interval in seconds. */
  intervalMs: (seconds: number) => number;
  /** How long a task waits at most for the radio to become idle before it publishes anyway. */
  radioWaitMs: number;
  /** How often it looks at the radio while waiting. */
  radioPollMs: number;
}

export interface PublisherSource {
  plant(): Plant | undefined;
  dtuFacts(): DtuFacts;
  publishIntervalSeconds(): number;
}

const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export class Publisher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private target: PublishTarget | undefined;
  /** Per serial, the statistics version last published (the device's "last publish" stamp). */
  private readonly publishedStats = new Map<string, number>();
  private statsOf: Plant | undefined;

  constructor(
    private readonly source: PublisherSource,
    private readonly timing: PublisherTiming,
  ) {}

  /** A link just connected: publish now, then every interval. */
  start(target: PublishTarget): void {
    this.target = target;
    this.schedule(0);
  }

  stop(): void {
    this.target = undefined;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Resolves when a publish in progress has finished (tests and shutdown). */
  async idle(): Promise<void> {
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.cycle();
    }, ms);
  }

  private async cycle(): Promise<void> {
    const target = this.target;
    // One cycle at a time: a cycle that is running schedules the next one when it ends.
    if (target === undefined || this.running !== undefined) return;
    this.running = this.publishAll(target).finally(() => {
      this.running = undefined;
    });
    await this.running;
    if (this.target === undefined || this.timer !== undefined) return;
    // A new link that arrived meanwhile gets its first publish at once.
    const next = this.target === target ? this.timing.intervalMs(this.source.publishIntervalSeconds()) : 0;
    this.schedule(next);
  }

  private async publishAll(target: PublishTarget): Promise<void> {
    if (!target.connected()) return;
    target.publish(dtuMessages(this.source.dtuFacts()));
    await this.waitForRadio();
    if (!target.connected() || this.target !== target) return;
    const plant = this.source.plant();
    plant?.tick();
    if (plant !== this.statsOf) {
      this.statsOf = plant;
      this.publishedStats.clear();
    }
    const states = plant?.states() ?? [];
    for (const state of states) {
      target.publish(inverterMessages(state, plant?.deviceInfo(state.serial)));
      if (state.statsVersion !== (this.publishedStats.get(state.serial) ?? 0)) {
        this.publishedStats.set(state.serial, state.statsVersion);
        target.publish(channelMessages(state));
      }
    }
    target.publish(totalMessages(states));
  }

  /**
   * Bounded: gives up waiting after `radioWaitMs` (a stopped clock would keep the radio busy forever).
   * Measured on the host's monotonic clock, like the interval timers: a host clock step must not
   * shorten or stretch the wait.
   */
  private async waitForRadio(): Promise<void> {
    const deadline = performance.now() + this.timing.radioWaitMs;
    for (;;) {
      const plant = this.source.plant();
      plant?.tick();
      if (plant?.radioBusy() !== true || performance.now() >= deadline) return;
      await delay(this.timing.radioPollMs);
    }
  }
}
