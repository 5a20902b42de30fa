/**
 * What the gateway's release changes in the plant (firmware-versions.md §2.3, §2.4): how it reads the
 * inverter's reactive power and how its command queue treats a new limit. The releases on either side of
 * each change are run with the same seed and time, so only the release differs.
 */
import type { FirmwareRelease } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import type { RadioEvent } from './radioEvents.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

describe('reactive power as the release reads it (§2.3)', () => {
  const morning = berlinTime(6, 21, 6, 30);
  const q = (release: FirmwareRelease): number => {
    const t = testPlant(morning, [inverterConfig(SERIAL.hm4)], { release });
    t.runFor(30);
    return t.plant.state(SERIAL.hm4)?.values.ac.reactivePower ?? Number.NaN;
  };

  it('is negative at light load from v25.5.10, and read unsigned (raw + 65536, ÷ 10) before', () => {
    const signed = q('v25.5.10');
    const unsigned = q('v25.4.10');
    expect(signed).toBeLessThan(-1);
    expect(unsigned).toBeCloseTo(signed + 6553.6, 1);
  });
});

interface Run {
  /** `limit/status` each time either changed, second by second. */
  trace: string[];
  /** The attempt numbers of the ActivePowerControl requests sent, in order. */
  attempts: number[];
}

function limitRun(release: FirmwareRelease, unreachable: boolean, values: readonly number[]): Run {
  const attempts: number[] = [];
  const onRadioEvent = (event: RadioEvent): void => {
    if (event.type === 'send' && event.request === 'ActivePowerControl') attempts.push(event.attempt);
  };
  const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm4)], {
    release,
    onRadioEvent,
    tuning: { partialRate: 0, corruptRate: 0 },
  });
  t.runFor(10);
  if (unreachable) t.plant.setFault(SERIAL.hm4, 'unreachable');
  const read = (): string => {
    const status = t.plant.limitStatus(SERIAL.hm4);
    return `${String(status?.limit_relative)}/${String(status?.limit_set_status)}`;
  };
  const [first, ...later] = values;
  t.plant.setLimit(SERIAL.hm4, first ?? 0, 1);
  // The first limit goes on air (a poll may be ahead of it); the others come while it is there.
  for (let i = 0; i < 5 && attempts.length === 0; i++) t.runFor(1);
  expect(attempts).toEqual([1]);
  for (const value of later) t.plant.setLimit(SERIAL.hm4, value, 1);
  const trace = [read()];
  for (let second = 0; second < 40; second++) {
    t.runFor(1);
    const now = read();
    if (now !== trace.at(-1)) trace.push(now);
    if (now.endsWith('Failure')) break;
  }
  return { trace, attempts };
}

describe('limit commands queued behind one on air (§2.4)', () => {
  it('v24.11.7: sends every limit in turn; Ok as each ends', () => {
    const { trace, attempts } = limitRun('v24.11.7', false, [50, 60, 70]);
    expect(attempts).toEqual([1, 1, 1]);
    expect(trace).toEqual(['100/Pending', '50/Ok', '60/Ok', '70/Ok']);
  });

  it('v25.1.14: the newest replaces the waiting ones; Pending until no limit is left', () => {
    const { trace, attempts } = limitRun('v25.1.14', false, [50, 60, 70]);
    expect(attempts).toEqual([1, 1]);
    expect(trace).toEqual(['100/Pending', '50/Pending', '70/Ok']);
  });

  it('v24.11.7: an unanswered limit is tried 5 times, then Failure while the next still waits', () => {
    const { trace, attempts } = limitRun('v24.11.7', true, [50, 60]);
    expect(attempts.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(trace).toEqual(['100/Pending', '100/Failure']);
  });

  it('v25.1.14: an unanswered limit a newer one replaces is not tried again', () => {
    const { trace, attempts } = limitRun('v25.1.14', true, [50, 60]);
    expect(attempts).toEqual([1, 1, 2, 3, 4, 5]);
    expect(trace).toEqual(['100/Pending', '100/Failure']);
  });
});
