/**
 * /api/device/config (device-api §1.12): pin profile name, display and LEDs. Pins are read-only here
 * (they come from pin_mapping.json at boot); choosing another profile reboots the gateway.
 */
import { deviceConfigSchema, type DeviceConfig } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';

export const deviceRoutes = defineArea((app, ctx) => {
  app.get('/api/device/config', { config: { auth: 'admin' } }, (_request, reply) => {
    const { device } = ctx.store.config;
    const { nrf24, cmt, w5500, eth, display, led } = ctx.boot.pins;
    const body: DeviceConfig = {
      curPin: { name: device.pinmapping, nrf24, cmt, w5500, eth, display, led },
      display: {
        rotation: device.display.rotation,
        power_safe: device.display.powersafe,
        screensaver: device.display.screensaver,
        contrast: device.display.contrast,
        language: device.display.language,
        diagramduration: device.display.diagram_duration,
        diagrammode: device.display.diagram_mode,
      },
      led: device.led.map((l) => ({ brightness: l.brightness })),
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    url: '/api/device/config',
    schema: deviceConfigSchema,
    area: 'device',
    apply: (c, value) => {
      c.device.pinmapping = value.curPin.name;
      c.device.display.rotation = value.display.rotation;
      c.device.display.powersafe = value.display.power_safe;
      c.device.display.screensaver = value.display.screensaver;
      c.device.display.contrast = value.display.contrast;
      c.device.display.language = value.display.language;
      c.device.display.diagram_duration = value.display.diagramduration;
      c.device.display.diagram_mode = value.display.diagrammode;
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
