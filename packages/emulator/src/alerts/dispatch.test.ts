/** Quiet hours hold all but critical messages and send one summary after; channels get what reaches their level. */
import { describe, expect, it } from 'vitest';
import type { AlertChannel } from '@dtu-web/protocol';
import type { OutMessage } from './channels/index.ts';
import { Dispatcher, isQuiet } from './dispatch.ts';
import { AlertStore } from './store.ts';
import { config } from './testViews.ts';

describe('isQuiet', () => {
  it('handles hours over midnight and within a day', () => {
    const night = { from: '22:00', to: '07:00' };
    expect(isQuiet(night, 23 * 60)).toBe(true);
    expect(isQuiet(night, 6 * 60 + 59)).toBe(true);
    expect(isQuiet(night, 7 * 60)).toBe(false);
    expect(isQuiet(night, 12 * 60)).toBe(false);
    expect(isQuiet({ from: '12:00', to: '13:00' }, 12 * 60 + 30)).toBe(true);
    expect(isQuiet(null, 0)).toBe(false);
  });
});

describe('Dispatcher', () => {
  function setup(minute: { now: number }) {
    const store = new AlertStore(':memory:');
    const sent: [string, OutMessage][] = [];
    const channels: AlertChannel[] = [
      { id: 'all', kind: 'webhook', min_severity: 'info', url: 'http://x' },
      { id: 'urgent', kind: 'webhook', min_severity: 'critical', url: 'http://y' },
    ];
    const dispatcher = new Dispatcher({
      store,
      config: () =>
        config((c) => {
          c.channels = channels;
          c.quiet = { from: '22:00', to: '07:00' };
        }),
      deliver: (channel, message) => {
        sent.push([channel.id, message]);
        return Promise.resolve();
      },
      gatewayName: () => 'Home',
      localMinutes: () => minute.now,
      now: () => 0,
      log: () => undefined,
    });
    return { store, sent, dispatcher };
  }

  it('sends by day to the channels whose level the message reaches', () => {
    const t = setup({ now: 12 * 60 });
    t.dispatcher.notify({ gateway: 'home', kind: 'report', severity: 'info', text: 'today 20 kWh' });
    t.dispatcher.notify({ gateway: 'home', kind: 'firing', severity: 'critical', text: 'offline' });
    expect(t.sent.map(([id, m]) => `${id}:${m.text}`)).toEqual([
      'all:today 20 kWh',
      'all:offline',
      'urgent:offline',
    ]);
  });

  it('holds all but critical at night and sends one summary when the quiet hours end', () => {
    const clock = { now: 23 * 60 };
    const t = setup(clock);
    t.dispatcher.notify({ gateway: 'home', kind: 'report', severity: 'info', text: 'today 20 kWh' });
    t.dispatcher.notify({ gateway: 'home', kind: 'firing', severity: 'warning', text: 'Roof unreachable' });
    t.dispatcher.notify({ gateway: 'home', kind: 'firing', severity: 'critical', text: 'gateway offline' });
    expect(t.sent.map(([id]) => id)).toEqual(['all', 'urgent']);
    t.dispatcher.tick('home');
    expect(t.sent).toHaveLength(2);
    clock.now = 7 * 60 + 1;
    t.dispatcher.tick('home');
    const summary = t.sent.slice(2);
    expect(summary.map(([id]) => id)).toEqual(['all']);
    expect(summary[0]?.[1].text).toContain('2 messages');
    expect(summary[0]?.[1].text).toContain('Roof unreachable');
    t.dispatcher.tick('home');
    expect(t.sent).toHaveLength(3);
  });
});
