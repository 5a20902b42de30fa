/** /api/dtu/config (device-api §1.2): DTU serial, poll interval and radio settings, applied live. */
import {
  CMT_CHANNEL_WIDTH,
  countryDefs,
  endpoints,
  parseSerial,
  type ConfigFile,
  type DtuConfig,
  type DtuConfigRequest,
} from '@dtu-web/protocol';
import { serialText } from '../config/serials.ts';
import { defineArea } from '../context.ts';
import { fromWire, toWire, type FieldTable } from './common/fields.ts';
import { configPost } from './common/post.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

/** The radio settings stored as sent (the serial is parsed, the radios' presence comes from the pins). */
const RADIO_FIELDS: FieldTable<Omit<DtuConfigRequest, 'serial'>, ConfigFile> = {
  pollinterval: 'dtu.poll_interval',
  nrf_palevel: 'dtu.nrf_pa_level',
  cmt_palevel: 'dtu.cmt_pa_level',
  cmt_frequency: 'dtu.cmt_frequency',
  cmt_country: 'dtu.cmt_country_mode',
};

export const dtuRoutes = defineArea((app, ctx) => {
  readRoute(app, endpoints.dtuConfig, (_request, reply) => {
    const { dtu } = ctx.store.config;
    const radio = toWire(RADIO_FIELDS, ctx.store.config);
    const body: DtuConfig = {
      serial: serialText(dtu.serial),
      pollinterval: radio.pollinterval,
      nrf_enabled: ctx.boot.radios.nrfConfigured,
      nrf_palevel: radio.nrf_palevel,
      cmt_enabled: ctx.boot.radios.cmtConfigured,
      cmt_palevel: radio.cmt_palevel,
      cmt_frequency: radio.cmt_frequency,
      cmt_country: radio.cmt_country,
      cmt_chan_width: CMT_CHANNEL_WIDTH,
      country_def: countryDefs(),
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    endpoint: 'dtuConfigSave',
    area: 'dtu',
    apply: (c, value) => {
      // The uint64 the device stores (strtoll), kept exact: "ffffffffffffffffffff" → 7fffffffffffffff.
      c.dtu.serial = parseSerial(value.serial);
      fromWire(RADIO_FIELDS, c, value);
    },
  });
});
