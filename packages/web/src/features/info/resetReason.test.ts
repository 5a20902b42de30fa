import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { loadStrings } from '../../test/i18n.ts';
import { resetReasonKey, resetReasonText } from './resetReason.ts';

const t = (key: string): string => i18n.translate(key);

beforeAll(async () => {
  await loadStrings('en');
});

describe('reset reasons the device sends (device-api §9.3)', () => {
  it('shows the ones the spec names in the reader’s language', async () => {
    const shown = async (locale: 'en' | 'de' | 'fr', reason: string) => {
      await i18n.setLocale(locale);
      return resetReasonText(reason, t);
    };
    expect(await shown('en', 'Vbat power on reset')).toBe('Power switched on');
    expect(await shown('de', 'Vbat power on reset')).toBe('Stromversorgung eingeschaltet');
    expect(await shown('fr', 'Vbat power on reset')).toBe('Mise sous tension');
    expect(await shown('en', 'Software reset CPU')).toBe('Restarted by the firmware');
    expect(await shown('de', 'Software reset CPU')).toBe('Neustart durch die Firmware');
    expect(await shown('fr', 'Software reset CPU')).toBe('Redémarrage par le micrologiciel');
    expect(await shown('de', 'RTC Watch dog Reset CPU')).toBe(
      'Neustart durch den Watchdog (die Firmware reagierte nicht mehr)',
    );
    expect(await shown('fr', 'RTC Watch dog Reset CPU')).toBe(
      'Redémarrage par le chien de garde (le micrologiciel ne répondait plus)',
    );
    // Newer chips send the ROM's names.
    expect(await shown('de', 'POWERON_RESET')).toBe('Stromversorgung eingeschaltet');
    expect(await shown('fr', 'POWERON_RESET')).toBe('Mise sous tension');
  });

  it('reads the ESP32 core’s other descriptions and the ROM names of newer chips', () => {
    expect(resetReasonKey('Software reset digital core')).toBe('info.ResetSoftware');
    expect(resetReasonKey('Timer Group1 Watch dog reset digital core')).toBe('info.ResetWatchdog');
    expect(resetReasonKey('Deep Sleep reset digital core')).toBe('info.ResetDeepSleep');
    expect(resetReasonKey('Reset when the vdd voltage is not stable')).toBe('info.ResetBrownOut');
    expect(resetReasonKey('RTCWDT_BROWN_OUT_RESET')).toBe('info.ResetBrownOut');
    expect(resetReasonKey('SW_CPU_RESET')).toBe('info.ResetSoftware');
    expect(resetReasonKey('USB_JTAG_CHIP_RESET')).toBe('info.ResetUsb');
    expect(resetReasonKey('for APP CPU, reseted by PRO CPU')).toBe('info.ResetOtherCore');
    // Padding from the device does not hide a known text.
    expect(resetReasonKey(' Software reset CPU ')).toBe('info.ResetSoftware');
  });

  it('shows an unknown text as the device sent it, in every language', async () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      await i18n.setLocale(locale);
      expect(resetReasonText('NO_MEAN', t)).toBe('NO_MEAN');
      expect(resetReasonText('Brand-new reason 42', t)).toBe('Brand-new reason 42');
      expect(resetReasonText('', t)).toBe('');
    }
    // Not fooled by names every object has.
    expect(resetReasonKey('constructor')).toBeUndefined();
    expect(resetReasonKey('toString')).toBeUndefined();
  });
});
