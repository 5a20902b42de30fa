import type { Alert, StringHealth } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { alertsOn, isCurrent, judgeString, needsLook, type StringFacts } from './judge.ts';

const facts = (over: Partial<StringFacts> = {}): StringFacts => ({
  inverter: 'producing',
  night: false,
  stale: false,
  power: 180,
  siblings: [175],
  health: undefined,
  ...over,
});

const health = (flag: StringHealth['flag']): StringHealth => ({
  serial: '116180123456',
  string: 1,
  name: 'East',
  wh_per_wp: 2.1,
  siblings_wh_per_wp: 3.4,
  ratio: 0.62,
  flag,
  wp: 400,
  wh: 5900,
  earlier_ratio: 0.98,
});

describe('a string’s verdict', () => {
  it('calls a string that makes its share producing', () => {
    expect(judgeString(facts())).toBe('producing');
  });

  it('calls a string silent when it makes nothing while a sibling of the same inverter is lit', () => {
    expect(judgeString(facts({ power: 0.4, siblings: [160, 0.2] }))).toBe('silent');
    expect(needsLook('silent')).toBe(true);
  });

  it('raises no alarm at dusk: every string near zero is not producing, not silent', () => {
    expect(judgeString(facts({ inverter: 'idle', power: 0.3, siblings: [0.5] }))).toBe('idle');
    // The last light: a sibling at 5 W proves nothing about the other.
    expect(judgeString(facts({ power: 0.4, siblings: [5] }))).toBe('producing');
    expect(needsLook('idle')).toBe(false);
  });

  it('at night a sleeping, unreachable inverter’s strings are asleep, not a fault', () => {
    const verdict = judgeString(facts({ night: true, inverter: 'unreachable', stale: true, power: 0 }));
    expect(verdict).toBe('asleep');
    expect(needsLook(verdict)).toBe(false);
  });

  it('at night a string the recorded days flag still says so, its power not shown as current', () => {
    const night = facts({
      night: true,
      inverter: 'unreachable',
      stale: true,
      power: 0,
      health: health('low'),
    });
    expect(judgeString(night)).toBe('flagged');
    expect(isCurrent(night)).toBe(false);
    expect(isCurrent(facts())).toBe(true);
    expect(isCurrent(facts({ night: true, inverter: 'idle' }))).toBe(false);
  });

  it('by day an unreachable inverter’s strings ask for a look', () => {
    expect(judgeString(facts({ inverter: 'unreachable', stale: true }))).toBe('unreachable');
    expect(needsLook('unreachable')).toBe(true);
  });

  it('never calls old values producing', () => {
    expect(judgeString(facts({ stale: true }))).toBe('stale');
    expect(judgeString(facts({ stale: true, power: 0, siblings: [300] }))).toBe('stale');
  });

  it('a string the gateway does not poll is off, whatever else holds', () => {
    expect(judgeString(facts({ inverter: 'disabled', night: true, stale: true }))).toBe('off');
  });

  it('takes the recorded health’s flag when the string produces now', () => {
    expect(judgeString(facts({ health: health('low') }))).toBe('flagged');
    expect(judgeString(facts({ health: health(null) }))).toBe('producing');
    // Silent now outweighs what the days say.
    expect(judgeString(facts({ power: 0, siblings: [200], health: health('low') }))).toBe('silent');
  });
});

describe('alerts about a string or an inverter', () => {
  const alert = (
    id: string,
    serial: string | null,
    string: number | null,
    resolved: number | null,
  ): Alert => ({
    id,
    rule: string === null ? 'inverter_unreachable' : 'string_low',
    gateway: 'sim',
    subject: { serial, string },
    severity: 'warning',
    since: 1,
    resolved,
    acknowledged: null,
    message: '',
    notified: [],
  });

  it('picks the firing alerts of exactly that subject', () => {
    const alerts = [
      alert('1', '116180123456', 2, null),
      alert('2', '116180123456', null, null),
      alert('3', '116180123456', 2, 5),
      alert('4', '116180999999', 2, null),
      alert('5', null, null, null),
    ];
    expect(alertsOn(alerts, '116180123456', 2).map((each) => each.id)).toEqual(['1']);
    expect(alertsOn(alerts, '116180123456', null).map((each) => each.id)).toEqual(['2']);
  });
});
