/** /api/dtu/config (device-api §1.2): DTU serial, poll interval and radio settings, applied live. */
import {
  CMT_CHANNEL_WIDTH,
  countryDefs,
  dtuConfigSchema,
  parseSerial,
  type DtuConfig,
} from '@dtu-web/protocol';
import { serialText } from '../config/serials.ts';
import { defineArea } from '../context.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';

export const dtuRoutes = defineArea((app, ctx) => {
  app.get('/api/dtu/config', { config: { auth: 'admin' } }, (_request, reply) => {
    const { dtu } = ctx.store.config;
    const body: DtuConfig = {
      serial: serialText(dtu.serial),
      pollinterval: dtu.poll_interval,
      nrf_enabled: ctx.boot.radios.nrfConfigured,
      nrf_palevel: dtu.nrf_pa_level,
      cmt_enabled: ctx.boot.radios.cmtConfigured,
      cmt_palevel: dtu.cmt_pa_level,
      cmt_frequency: dtu.cmt_frequency,
      cmt_country: dtu.cmt_country_mode,
      cmt_chan_width: CMT_CHANNEL_WIDTH,
      country_def: countryDefs(),
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    url: '/api/dtu/config',
    schema: dtuConfigSchema,
    area: 'dtu',
    apply: (c, value) => {
      // The uint64 the device stores (strtoll), kept exact: "ffffffffffffffffffff" → 7fffffffffffffff.
      c.dtu.serial = parseSerial(value.serial);
      c.dtu.poll_interval = value.pollinterval;
      c.dtu.nrf_pa_level = value.nrf_palevel;
      c.dtu.cmt_pa_level = value.cmt_palevel;
      c.dtu.cmt_frequency = value.cmt_frequency;
      c.dtu.cmt_country_mode = value.cmt_country;
    },
  });
});
