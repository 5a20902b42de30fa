import { describe, expect, it } from 'vitest';
import type { RadioEvent } from './radioEvents.ts';
import { Plant } from './plant.ts';
import { BERLIN, berlinTime, inverterConfig, SERIAL } from './testkit.ts';

/** A plant with one inverter on a manual clock that records the radio events. */
function recordingPlant(start: number) {
  let now = start;
  const events: RadioEvent[] = [];
  const plant = new Plant({
    clock: { now: () => now, monotonic: () => now },
    site: BERLIN,
    dtu: { pollIntervalSeconds: 5, nrfEnabled: true, cmtEnabled: true },
    inverters: [inverterConfig(SERIAL.hm2)],
    seed: 7,
    tuning: { gridFaultsPerHour: 0, weatherOverride: 1, partialRate: 0, corruptRate: 0 },
    onRadioEvent: (event) => events.push(event),
  });
  return {
    plant,
    events,
    runFor(seconds: number): void {
      for (let i = 0; i < seconds; i++) {
        now += 1000;
        plant.tick();
      }
    },
  };
}

const brief = (e: RadioEvent): string =>
  e.type === 'fetch'
    ? 'fetch'
    : e.type === 'send'
      ? `send ${e.request} #${String(e.attempt)}`
      : e.type === 'answer'
        ? `answer ${e.request} ${e.outcome}`
        : `failed ${e.request}`;

describe('radio events for the console', () => {
  it('reports a poll turn: fetch, the request on air and the answer with its level', () => {
    const t = recordingPlant(berlinTime(6, 21, 12, 0));
    t.runFor(6);
    expect(t.events.map(brief).slice(0, 6)).toEqual([
      'fetch',
      'send RealTimeRunData #1',
      'answer RealTimeRunData success',
      'fetch',
      'send RealTimeRunData #1',
      'answer RealTimeRunData success',
    ]);
    const answer = t.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.rssi).toBeGreaterThan(-127);
    expect(t.events.every((e) => e.serial === SERIAL.hm2)).toBe(true);
  });

  it('reports a command acknowledged, and at night every re-send and the give-up', () => {
    const day = recordingPlant(berlinTime(6, 21, 12, 0));
    day.runFor(2);
    day.plant.setLimit(SERIAL.hm2, 50, 1);
    day.runFor(4);
    expect(day.events.map(brief)).toContain('answer ActivePowerControl ack');

    const night = recordingPlant(berlinTime(12, 21, 2, 0));
    night.runFor(2);
    night.plant.setPower(SERIAL.hm2, false);
    night.runFor(12);
    const commandEvents = night.events.map(brief).filter((e) => e.includes('PowerControl'));
    expect(commandEvents).toEqual([
      'send PowerControl #1',
      'answer PowerControl nothing',
      'send PowerControl #2',
      'answer PowerControl nothing',
      'send PowerControl #3',
      'answer PowerControl nothing',
      'send PowerControl #4',
      'answer PowerControl nothing',
      'send PowerControl #5',
      'answer PowerControl nothing',
      'failed PowerControl',
    ]);
  });

  it('does not stack statistics requests while commands keep the radio busy', () => {
    const night = recordingPlant(berlinTime(12, 21, 2, 0));
    night.plant.setLimit(SERIAL.hm2, 50, 1);
    night.runFor(11);
    // Turns at 0, 5 and 10 s while the command occupies the radio: one poll waits, not three.
    expect(night.events.filter((e) => e.type === 'fetch')).toHaveLength(1);
  });
});

describe('gateway reboot (the plant runs on)', () => {
  it('polls nothing while down, then starts over with a fresh view that keeps the yields', () => {
    const t = recordingPlant(berlinTime(6, 21, 12, 0));
    t.runFor(600);
    const before = t.plant.state(SERIAL.hm2);
    expect(before?.radioStats.tx_request).toBeGreaterThan(100);
    expect(before?.deviceInfoValid).toBe(true);
    const shownDay = before?.values.inv.yieldDay ?? 0;

    t.plant.gatewayDown();
    const eventsBefore = t.events.length;
    t.runFor(30);
    expect(t.events.length).toBe(eventsBefore);

    t.plant.gatewayUp();
    const fresh = t.plant.state(SERIAL.hm2);
    expect(fresh?.radioStats).toMatchObject({ tx_request: 0, rx_success: 0, rssi: -127 });
    expect(fresh?.deviceInfoValid).toBe(false);
    expect(fresh?.limitRelative).toBe(0);
    expect(fresh?.dataAge).toBe(0);
    expect(t.plant.uptimeSeconds()).toBe(0);
    expect(fresh?.values.inv.yieldDay).toBe(shownDay);
    expect(fresh?.values.ac.power).toBe(0);

    t.runFor(2);
    const polled = t.plant.state(SERIAL.hm2);
    expect(polled?.radioStats.rx_success).toBe(1);
    // The inverter kept counting while the gateway was away (30 s at ~700 W ≈ 6 Wh).
    expect(polled?.values.inv.yieldDay).toBeGreaterThan(shownDay + 3);
    expect(polled?.limitRelative).toBe(100);
  });
});
