/**
 * /api/device/config (device-api §1.12): pin profile name, display and LEDs. Pins are read-only here
 * (they come from pin_mapping.json at boot); choosing another profile reboots the gateway.
 */
import {
  endpoints,
  hasFeature,
  unsetDisplayPin,
  type ConfigFileDisplay,
  type DeviceConfig,
  type DisplayConfig,
  type DisplayPins,
} from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { fromWire, toWire, type FieldTable } from './common/fields.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

/** The display settings on the wire and in config.json's `device.display`, in the device's order. */
const DISPLAY_FIELDS: FieldTable<Omit<DisplayConfig, 'locale'>, ConfigFileDisplay> = {
  rotation: 'rotation',
  power_safe: 'powersafe',
  screensaver: 'screensaver',
  contrast: 'contrast',
  language: 'language',
  diagramduration: 'diagram_duration',
  diagrammode: 'diagram_mode',
};

/** The wire's display settings: from v24.11.7 `locale` (a string) in the place of `language` (§2.5). */
function displayToWire(localeRelease: boolean, display: ConfigFileDisplay): DisplayConfig {
  const wire = toWire(DISPLAY_FIELDS, display);
  if (!localeRelease) return wire;
  const entries = Object.entries(wire).map(([key, value]) =>
    key === 'language' ? ['locale', display.locale ?? 'en'] : [key, value],
  );
  return Object.fromEntries(entries) as DisplayConfig;
}

/** Display pins not connected: 255 up to v25.4.1, -1 from v25.4.2 (§2.5). */
function displayPins(pins: DisplayPins, unset: number): DisplayPins {
  const pin = (value: number): number => (value === 255 ? unset : value);
  return { ...pins, data: pin(pins.data), clk: pin(pins.clk), cs: pin(pins.cs), reset: pin(pins.reset) };
}

export const deviceRoutes = defineArea((app, ctx) => {
  const localeRelease = hasFeature(ctx.release, 'displayLocale');
  readRoute(app, endpoints.deviceConfig, (_request, reply) => {
    const { device } = ctx.store.config;
    const { nrf24, cmt, w5500, eth, display, led } = ctx.boot.pins;
    const body: DeviceConfig = {
      curPin: {
        name: device.pinmapping,
        nrf24,
        cmt,
        w5500,
        eth,
        display: displayPins(display, unsetDisplayPin(ctx.release)),
        led,
      },
      display: displayToWire(localeRelease, device.display),
      led: device.led.map((l) => ({ brightness: l.brightness })),
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    endpoint: 'deviceConfigSave',
    area: 'device',
    apply: (c, value) => {
      c.device.pinmapping = value.curPin.name;
      const { language, locale, ...others } = value.display;
      fromWire(DISPLAY_FIELDS, c.device.display, {
        ...others,
        language: language ?? c.device.display.language,
      });
      // v24.11.7+ stores the locale as read ("nu" when the request had none, §2.5).
      if (localeRelease) c.device.display.locale = locale ?? 'en';
      value.led.forEach((l, i) => {
        const target = c.device.led[i];
        if (target !== undefined) target.brightness = l.brightness;
      });
    },
    // Pins are only read at boot, so a new profile takes a restart (like the device).
    afterSave: (value, before) => {
      if (value.curPin.name !== before.device.pinmapping) ctx.requestReboot();
    },
  });
});
