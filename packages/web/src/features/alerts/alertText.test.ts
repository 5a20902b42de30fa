import type { Alert } from '@dtu-web/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { loadStrings } from '../../test/i18n.ts';
import { alertTitle, historyDayLink } from './alertText.ts';
import { setGatewayOffset } from '../../lib/time/gatewayClock.ts';

const HOUR = 3_600_000;

const t = i18n.translate.bind(i18n);
const names = new Map([['116180000001', 'Roof']]);

function alert(change: Partial<Alert>): Alert {
  return {
    id: '1',
    rule: 'inverter_unreachable',
    gateway: 'sim',
    subject: { serial: '116180000001', string: null },
    severity: 'warning',
    since: new Date(2026, 5, 21, 14, 30).getTime(),
    resolved: null,
    acknowledged: null,
    message: 'English words from the server',
    notified: [],
    ...change,
  };
}

describe('alert texts', () => {
  beforeAll(async () => {
    await loadStrings('en');
  });

  it('names the inverter as the gateway calls it, never the server’s English message', async () => {
    await i18n.setLocale('en');
    expect(alertTitle(t, alert({}), names)).toBe('Roof does not answer');
    await i18n.setLocale('de');
    expect(alertTitle(t, alert({}), names)).toBe('Roof antwortet nicht');
    await i18n.setLocale('fr');
    expect(alertTitle(t, alert({}), names)).toBe('Roof ne répond pas');
  });

  it('falls back to the serial and names the string', async () => {
    await i18n.setLocale('en');
    const low = alert({ rule: 'string_low', subject: { serial: '116180000009', string: 2 } });
    expect(alertTitle(t, low, names)).toBe('String 2 of 116180000009 yields less than the others');
  });

  it('counts firing alerts with the plural rules of each language', async () => {
    await i18n.setLocale('en');
    expect(t('nav.AlertsFiring', { count: 1 })).toBe('1 alert firing');
    expect(t('nav.AlertsFiring', { count: 3 })).toBe('3 alerts firing');
    await i18n.setLocale('de');
    expect(t('nav.AlertsFiring', { count: 1 })).toBe('1 aktive Meldung');
    await i18n.setLocale('fr');
    expect(t('nav.AlertsFiring', { count: 2 })).toBe('2 alertes en cours');
    await i18n.setLocale('en');
  });

  it('links to the History curve of the day the alert began, by the gateway’s clock', () => {
    // 2026-06-21 01:30 UTC: already the 21st in Berlin (UTC+2), still the 20th in New York (UTC−4).
    const since = Date.UTC(2026, 5, 21, 1, 30);
    setGatewayOffset(2 * HOUR);
    expect(historyDayLink(since)).toBe('/history?view=day&day=2026-06-21');
    setGatewayOffset(-4 * HOUR);
    expect(historyDayLink(since)).toBe('/history?view=day&day=2026-06-20');
  });
});
