import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../api/alerts.ts';
import { AlertConfigError, DEFAULT_ALERT_CONFIG, maskAlertConfig, parseAlertConfig } from './alertConfig.ts';

const fault = (input: unknown): string => {
  try {
    parseAlertConfig(input);
  } catch (error) {
    if (error instanceof AlertConfigError) return error.field;
    throw error;
  }
  return 'accepted';
};

describe('parseAlertConfig', () => {
  it('fills what is left out with the defaults', () => {
    expect(parseAlertConfig({})).toEqual(DEFAULT_ALERT_CONFIG);
    expect(
      parseAlertConfig({ rules: { string_low: { enabled: false, days: 14, ratio: 0.7 } } }).rules.string_low,
    ).toEqual({
      enabled: false,
      days: 14,
      ratio: 0.7,
    });
  });

  it.each([
    [[], 'data'],
    [{ rules: { gateway_offline: { minutes: 1.5 } } }, 'rules.gateway_offline.minutes'],
    [{ rules: { temperature_high: { celsius: 200 } } }, 'rules.temperature_high.celsius'],
    [{ rules: { string_low: { days: 7, ratio: 0 } } }, 'rules.string_low.ratio'],
    [{ rules: { sunburn: {} } }, 'rules.sunburn'],
    [{ quiet: { from: '22:00', to: '7:00' } }, 'quiet.to'],
    [{ renotify_hours: 0 }, 'renotify_hours'],
    [{ channels: {} }, 'channels'],
    [{ channels: [{ id: 'A B', kind: 'webhook', url: 'http://x' }] }, 'channels.0.id'],
    [{ channels: [{ id: 'a', kind: 'pager' }] }, 'channels.0.kind'],
    [{ channels: [{ id: 'a', kind: 'webhook', url: 'ftp://x' }] }, 'channels.0.url'],
    [{ channels: [{ id: 'a', kind: 'ntfy', topic: '' }] }, 'channels.0.topic'],
    [{ channels: [{ id: 'a', kind: 'email', host: 'h', from: 'me', to: 'you@x.org' }] }, 'channels.0.from'],
    [{ channels: [{ id: 'a', kind: 'mqtt', url: 'http://broker' }] }, 'channels.0.url'],
    [
      {
        channels: [
          { id: 'a', kind: 'ntfy', topic: 't' },
          { id: 'a', kind: 'ntfy', topic: 'u' },
        ],
      },
      'channels.1.id',
    ],
    [{ channels: [{ id: 'a', kind: 'ntfy', topic: 't', min_severity: 'loud' }] }, 'channels.0.min_severity'],
  ])('names the first bad field of %j', (input, field) => {
    expect(fault(input)).toBe(field);
  });

  it('keeps a stored secret when the mask comes back, clears it when emptied', () => {
    const stored = parseAlertConfig({
      channels: [
        { id: 'phone', kind: 'ntfy', topic: 'solar', token: 'tk_1' },
        { id: 'hook', kind: 'webhook', url: 'https://example.org/h', headers: { 'X-Key': 'k1' } },
        {
          id: 'mail',
          kind: 'email',
          host: 'smtp.example.org',
          user: 'me',
          password: 'pw',
          from: 'a@b.c',
          to: 'd@e.f',
        },
      ],
    });
    const masked = maskAlertConfig(stored);
    expect(JSON.stringify(masked)).not.toMatch(/tk_1|k1|"pw"/);
    expect(JSON.stringify(masked)).toContain(SECRET_MASK);
    expect(parseAlertConfig(masked, stored)).toEqual(stored);
    const cleared = parseAlertConfig(
      { channels: [{ id: 'phone', kind: 'ntfy', topic: 'solar', token: '' }] },
      stored,
    );
    expect(cleared.channels[0]).not.toHaveProperty('token');
    // A mask for a channel that had no secret stores none (never the mask itself).
    const fresh = parseAlertConfig(
      { channels: [{ id: 'new', kind: 'ntfy', topic: 't', token: SECRET_MASK }] },
      stored,
    );
    expect(fresh.channels[0]).not.toHaveProperty('token');
  });
});
