/** The publishing tasks' timing rules (§8.2) with a recording target instead of a broker. */
import { afterEach, describe, expect, it } from 'vitest';
import { Publisher, type PublishTarget } from '../src/mqtt/publisher.ts';
import type { DtuFacts, Message } from '../src/mqtt/topics.ts';
import type { Plant } from '../src/sim/index.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant, type TestPlant } from '../src/sim/testkit.ts';
import { waitFor } from './support/gateway.ts';

const FACTS: DtuFacts = {
  uptime: 10,
  ip: '192.168.1.50',
  hostname: 'OpenDTU-1A2B3C',
  heap: { size: 1, free: 1, minfree: 1, maxalloc: 1 },
  wifi: undefined,
  temperature: 40,
};

class Recorder implements PublishTarget {
  readonly messages: Message[] = [];
  online = true;
  connected(): boolean {
    return this.online;
  }
  publish(messages: readonly Message[]): void {
    this.messages.push(...messages);
  }
  count(topic: string): number {
    return this.messages.filter((m) => m.topic === topic).length;
  }
}

const publishers: Publisher[] = [];
afterEach(() => {
  for (const publisher of publishers.splice(0)) publisher.stop();
});

/** A publisher over `sim`, counting how often it looks at the plant (it does so while waiting for the radio). */
function publisherFor(sim: TestPlant, radioWaitMs: number): { publisher: Publisher; looks: () => number } {
  let looks = 0;
  const publisher = new Publisher(
    {
      plant: (): Plant => {
        looks++;
        return sim.plant;
      },
      dtuFacts: () => FACTS,
      publishIntervalSeconds: () => 5,
    },
    { intervalMs: (seconds) => seconds * 10, radioWaitMs, radioPollMs: 5 },
  );
  publishers.push(publisher);
  return { publisher, looks: () => looks };
}

function busyPlant(): TestPlant {
  const sim = testPlant(berlinTime(6, 21, 12), [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.hms2)]);
  sim.runFor(60);
  // A queued command keeps the radio busy while the plant's clock stands still.
  sim.plant.setLimit(SERIAL.hm4, 50, 1);
  expect(sim.plant.radioBusy()).toBe(true);
  return sim;
}

describe('publisher', () => {
  it('publishes the DTU at once but waits for an idle radio before the inverters', async () => {
    const sim = busyPlant();
    const { publisher, looks } = publisherFor(sim, 10_000);
    const target = new Recorder();
    publisher.start(target);
    await waitFor(() => target.count('dtu/uptime') === 1, 2000, 'DTU topics');
    const seen = looks();
    await waitFor(() => looks() > seen + 5, 2000, 'radio checks');
    expect(target.count(`${SERIAL.hm4}/name`)).toBe(0);

    for (let i = 0; i < 50 && sim.plant.radioBusy(); i++) sim.runFor(0.2, 100);
    await waitFor(() => target.count('dc/is_valid') === 1, 2000, 'inverters and totals');
    expect(target.count(`${SERIAL.hm4}/name`)).toBe(1);
    expect(target.count(`${SERIAL.hms2}/0/power`)).toBe(1);
  });

  it('gives up waiting for the radio after the bound', async () => {
    const sim = busyPlant();
    const { publisher } = publisherFor(sim, 60);
    const target = new Recorder();
    publisher.start(target);
    await waitFor(() => target.count(`${SERIAL.hm4}/name`) >= 1, 2000, 'inverter topics');
    expect(sim.plant.radioBusy()).toBe(true);
  });

  it('repeats every interval, channel values only after new statistics', async () => {
    const sim = testPlant(berlinTime(6, 21, 12), [inverterConfig(SERIAL.hm4)]);
    sim.runFor(30);
    for (let i = 0; i < 50 && sim.plant.radioBusy(); i++) sim.runFor(0.2, 100);
    const { publisher } = publisherFor(sim, 1000);
    const target = new Recorder();
    publisher.start(target);
    await waitFor(() => target.count('dc/is_valid') >= 3, 3000, 'three cycles');
    expect(target.count(`${SERIAL.hm4}/0/power`)).toBe(1);
    sim.runFor(10);
    for (let i = 0; i < 50 && sim.plant.radioBusy(); i++) sim.runFor(0.2, 100);
    await waitFor(() => target.count(`${SERIAL.hm4}/0/power`) === 2, 3000, 'new channel values');
  });

  it('publishes nothing while disconnected, and a new link gets a publish at once', async () => {
    const sim = busyPlant();
    const { publisher } = publisherFor(sim, 10_000);
    const first = new Recorder();
    publisher.start(first);
    await waitFor(() => first.count('dtu/uptime') === 1, 2000, 'DTU topics');
    // The first cycle still waits for the radio when the link is replaced.
    first.online = false;
    const second = new Recorder();
    publisher.start(second);
    for (let i = 0; i < 50 && sim.plant.radioBusy(); i++) sim.runFor(0.2, 100);
    await waitFor(() => second.count('dc/is_valid') >= 2, 3000, 'cycles on the new link');
    expect(first.count(`${SERIAL.hm4}/name`)).toBe(0);
    expect(first.count('dc/is_valid')).toBe(0);
  });
});
