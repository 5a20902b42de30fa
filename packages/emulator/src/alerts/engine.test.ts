/**
 * The rules' judgements and the alerts' life cycle over simulated time: dusk, night, a gateway reboot,
 * a companion restart, siblings, re-sends, acknowledgement and the evening's work.
 */
import { describe, expect, it } from 'vitest';
import type { AlertConfig } from '@dtu-web/protocol';
import { judge } from './conditions.ts';
import { AlertEngine, type Notice } from './engine.ts';
import type { GatewayView } from './observe.ts';
import { AlertStore } from './store.ts';
import { DAY0, MIN, NOON, SUN, config, inverter, view } from './testViews.ts';

function harness(settings: AlertConfig = config(), store = new AlertStore(':memory:')) {
  const notices: Notice[] = [];
  const health = { ratioA: 0.5 };
  const engine = new AlertEngine({
    store,
    config: () => settings,
    notify: (n) => notices.push(n),
    gatewayName: () => 'Home',
    localDay: (_g, ms) => new Date(ms).toISOString().slice(0, 10),
    health: () => [
      {
        serial: '111',
        string: 1,
        name: 'A',
        inverterName: 'Inv 111',
        wp: 400,
        ratio: health.ratioA,
        flag: health.ratioA < 0.8 ? 'low' : null,
      },
      { serial: '111', string: 2, name: 'B', inverterName: 'Inv 111', wp: 400, ratio: 1.02, flag: null },
    ],
    report: (_g, ms) => ({
      day: new Date(ms).toISOString().slice(0, 10),
      wh: 21_500,
      rank: 3,
      days: 30,
      inverters: [{ name: 'Inv 111', wh: 10_000 }],
    }),
  });
  /** Evaluates the view every minute from `from` to `to`. */
  const run = (make: (t: number) => GatewayView, from: number, to: number) => {
    for (let t = from; t <= to; t += MIN) engine.evaluate(make(t), t);
  };
  return { engine, store, notices, run, health };
}

const unreachable = (serial: string) => (t: number) =>
  view({
    inverters: [inverter('111', { reachable: serial !== '111', at: t }), inverter('222'), inverter('333')],
  });

describe('inverter_unreachable', () => {
  it('fires once after 30 minutes in daylight and resolves when the inverter answers', () => {
    const h = harness();
    h.run(unreachable('111'), NOON, NOON + 29 * MIN);
    expect(h.notices).toEqual([]);
    h.run(unreachable('111'), NOON + 30 * MIN, NOON + 90 * MIN);
    expect(h.notices.map((n) => [n.kind, n.alert?.rule, n.alert?.subject.serial])).toEqual([
      ['firing', 'inverter_unreachable', '111'],
    ]);
    expect(h.store.active('home')).toHaveLength(1);
    h.engine.evaluate(view(), NOON + 91 * MIN);
    expect(h.notices.at(-1)).toMatchObject({ kind: 'resolved', alert: { rule: 'inverter_unreachable' } });
    expect(h.store.active('home')).toEqual([]);
    expect(h.store.history('home', 10)[0]?.resolved).toBe(NOON + 91 * MIN);
  });

  it('says nothing at dusk, at night and within 30 minutes of sunrise', () => {
    const h = harness();
    // Every inverter asleep from 25 min before sunset through the night to 20 min after sunrise.
    const asleep = (sun: typeof SUN) => (t: number) =>
      view({
        sun,
        inverters: ['111', '222', '333'].map((s) =>
          inverter(s, { reachable: false, producing: false, power: 0, at: t }),
        ),
      });
    const next = { rise: SUN.rise + 86_400_000, set: SUN.set + 86_400_000 };
    h.run(asleep(SUN), SUN.set - 25 * MIN, SUN.set + 8 * 60 * MIN);
    h.run(asleep(next), next.rise - 60 * MIN, next.rise + 20 * MIN);
    // (Only the evening's string check speaks: a string low over the past week, not the night.)
    expect(h.notices.filter((n) => n.alert?.rule !== 'string_low')).toEqual([]);
  });

  it('does not count the time the gateway was away (a reboot) as the inverter being unreachable', () => {
    const h = harness();
    h.run(unreachable('111'), NOON, NOON + 20 * MIN);
    h.run(() => view({ online: false, offlineSince: NOON + 21 * MIN }), NOON + 21 * MIN, NOON + 23 * MIN);
    // Back after the reboot: unreachable until polled — the count starts again.
    h.run(unreachable('111'), NOON + 24 * MIN, NOON + 50 * MIN);
    expect(h.notices).toEqual([]);
  });

  it('neither repeats nor forgets an alert across a companion restart', () => {
    const store = new AlertStore(':memory:');
    const first = harness(config(), store);
    first.run(unreachable('111'), NOON, NOON + 31 * MIN);
    expect(first.notices).toHaveLength(1);
    // A new engine on the same store: nothing known yet, then the same condition.
    const second = harness(config(), store);
    second.engine.evaluate(view({ online: null, inverters: [] }), NOON + 33 * MIN);
    second.run(unreachable('111'), NOON + 34 * MIN, NOON + 80 * MIN);
    expect(second.notices).toEqual([]);
    expect(store.active('home')).toHaveLength(1);
    second.engine.evaluate(view(), NOON + 81 * MIN);
    expect(second.notices.map((n) => n.kind)).toEqual(['resolved']);
  });
});

describe('gateway_offline', () => {
  it('counts from when the gateway went away, also across a restart of the watcher', () => {
    const h = harness();
    const away = NOON - 8 * MIN;
    h.engine.evaluate(view({ online: false, offlineSince: away }), NOON);
    expect(h.notices).toEqual([]);
    h.engine.evaluate(view({ online: false, offlineSince: away }), NOON + 2 * MIN);
    expect(h.notices).toMatchObject([{ kind: 'firing', severity: 'critical', alert: { since: away } }]);
    h.engine.evaluate(view(), NOON + 3 * MIN);
    expect(h.notices.at(-1)?.kind).toBe('resolved');
  });

  it('is not judged before the first answer after a start', () => {
    expect(judge(view({ online: null }), config().rules, NOON)[0]?.verdict).toBe('unknown');
  });

  it('a short reboot is no alert', () => {
    const h = harness();
    h.run(() => view({ online: false, offlineSince: NOON }), NOON, NOON + 2 * MIN);
    h.run(() => view(), NOON + 3 * MIN, NOON + 30 * MIN);
    expect(h.notices).toEqual([]);
  });
});

describe('inverter_not_producing', () => {
  const idle = (siblingsPower: number) => () =>
    view({
      inverters: [
        inverter('111', { power: 3, producing: false }),
        inverter('222', { power: siblingsPower }),
        inverter('333', { power: siblingsPower }),
      ],
    });

  it('fires when the siblings make at least 10 % of theirs', () => {
    const h = harness();
    h.run(idle(200), NOON, NOON + 20 * MIN);
    expect(h.notices.map((n) => n.alert?.rule)).toEqual(['inverter_not_producing']);
    expect(h.notices[0]?.text).toContain('Inv 111 (111)');
  });

  it('says nothing when everything is low (clouds, snow)', () => {
    const h = harness();
    h.run(idle(40), NOON, NOON + 60 * MIN);
    expect(h.notices).toEqual([]);
  });
});

describe('temperature_high', () => {
  const hot = (t: number) => (ms: number) =>
    view({ inverters: [inverter('111', { temperature: t, at: ms })] });

  it('fires after 5 minutes at or above the limit and resolves after 5 minutes below', () => {
    const h = harness();
    h.run(hot(71), NOON, NOON + 4 * MIN);
    expect(h.notices).toEqual([]);
    h.run(hot(71), NOON + 5 * MIN, NOON + 6 * MIN);
    expect(h.notices.map((n) => n.kind)).toEqual(['firing']);
    h.run(hot(65), NOON + 7 * MIN, NOON + 11 * MIN);
    expect(h.notices.map((n) => n.kind)).toEqual(['firing']);
    h.run(hot(65), NOON + 12 * MIN, NOON + 13 * MIN);
    expect(h.notices.map((n) => n.kind)).toEqual(['firing', 'resolved']);
  });
});

describe('re-sends and acknowledgement', () => {
  it('re-sends after renotify_hours until acknowledged', () => {
    const h = harness(config((c) => (c.renotify_hours = 2)));
    h.run(unreachable('111'), NOON, NOON + 30 * MIN);
    h.run(unreachable('111'), NOON + 31 * MIN, NOON + 150 * MIN);
    expect(h.notices.map((n) => n.kind)).toEqual(['firing', 'reminder']);
    const id = h.store.active('home')[0]?.id ?? '';
    expect(h.engine.acknowledge('home', id, NOON + 151 * MIN)).toBe(true);
    expect(h.engine.acknowledge('other', id, NOON + 151 * MIN)).toBe(false);
    h.run(unreachable('111'), NOON + 152 * MIN, NOON + 400 * MIN);
    expect(h.notices.map((n) => n.kind)).toEqual(['firing', 'reminder']);
  });

  it('a rule turned off closes its alerts without a message', () => {
    const settings = config();
    const h = harness(settings);
    h.run(unreachable('111'), NOON, NOON + 31 * MIN);
    settings.rules.inverter_unreachable.enabled = false;
    h.engine.evaluate(unreachable('111')(NOON + 32 * MIN), NOON + 32 * MIN);
    expect(h.store.active('home')).toEqual([]);
    expect(h.notices.map((n) => n.kind)).toEqual(['firing']);
  });
});

describe('the evening', () => {
  it('checks string health and sends the daily report once after sunset', () => {
    const h = harness(config((c) => (c.rules.daily_report.enabled = true)));
    h.run(() => view(), SUN.set - 5 * MIN, SUN.set + 60 * MIN);
    const kinds = h.notices.map((n) => [n.kind, n.alert?.rule ?? null, n.alert?.subject.string ?? null]);
    expect(kinds).toEqual([
      ['firing', 'string_low', 1],
      ['report', null, null],
    ]);
    expect(h.notices[1]?.text).toContain('21.5 kWh today, rank 3 of the last 30 days');
    expect(h.notices[1]?.text).toContain('Still firing');
    // Later that evening nothing more; the next evening the string is fine again: resolved.
    h.health.ratioA = 0.95;
    h.run(() => view(), SUN.set + 61 * MIN, SUN.set + 120 * MIN);
    expect(h.notices).toHaveLength(2);
    const nextSet = SUN.set + 24 * 3_600_000;
    h.run(() => view({ sun: { rise: SUN.rise + 86_400_000, set: nextSet } }), nextSet - MIN, nextSet + MIN);
    expect(h.notices.map((n) => n.kind)).toEqual(['firing', 'report', 'resolved', 'report']);
    expect(DAY0).toBeLessThan(nextSet);
  });
});
