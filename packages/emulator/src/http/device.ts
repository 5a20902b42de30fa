/**
 * /api/device/config (device-api §1.12): pin profile name, display and LEDs. Pins are read-only here
 * (they come from pin_mapping.json at boot); choosing another profile reboots the gateway.
 */
import { endpoints, type ConfigFileDisplay, type DeviceConfig, type DisplayConfig } from '@dtu-web/protocol';
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

export const deviceRoutes = defineArea((app, ctx) => {
  readRoute(app, endpoints.deviceConfig, (_request, reply) => {
    const { device } = ctx.store.config;
    const { nrf24, cmt, w5500, eth, display, led } = ctx.boot.pins;
    const body: DeviceConfig = {
      curPin: { name: device.pinmapping, nrf24, cmt, w5500, eth, display, led },
      display: toWire(DISPLAY_FIELDS, device.display),
      led: device.led.map((l) => ({ brightness: l.brightness })),
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    endpoint: 'deviceConfigSave',
    area: 'device',
    apply: (c, value) => {
      c.device.pinmapping = value.curPin.name;
      fromWire(DISPLAY_FIELDS, c.device.display, value.display);
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
