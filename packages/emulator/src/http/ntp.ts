/** /api/ntp/* (device-api §1.10): NTP settings, status with sun times, and setting the clock by hand. */
import { ntpConfigSchema, ntpTimeSchema, type NtpConfig } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { fromLocal } from '../ntp/localTime.ts';
import { zoneFromTz } from '../ntp/posixTz.ts';
import { ntpStatus, ntpTime } from '../ntp/status.ts';
import { configPost, jsonPost } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';

export const ntpRoutes = defineArea((app, ctx) => {
  app.get('/api/ntp/status', { config: { auth: 'readonly' } }, (_request, reply) =>
    sendJson(reply, ntpStatus(ctx.store.config.ntp, ctx.clock.now())),
  );

  app.get('/api/ntp/config', { config: { auth: 'admin' } }, (_request, reply) => {
    const { ntp } = ctx.store.config;
    const body: NtpConfig = {
      ntp_server: ntp.server,
      ntp_timezone: ntp.timezone,
      ntp_timezone_descr: ntp.timezone_descr,
      longitude: ntp.longitude,
      latitude: ntp.latitude,
      sunsettype: ntp.sunsettype,
    };
    return sendJson(reply, body);
  });

  configPost(app, ctx, {
    url: '/api/ntp/config',
    schema: ntpConfigSchema,
    area: 'ntp',
    apply: (c, value) => {
      c.ntp.server = value.ntp_server;
      c.ntp.timezone = value.ntp_timezone;
      c.ntp.timezone_descr = value.ntp_timezone_descr;
      c.ntp.latitude = value.latitude;
      c.ntp.longitude = value.longitude;
      c.ntp.sunsettype = value.sunsettype;
    },
  });

  app.get('/api/ntp/time', { config: { auth: 'admin' } }, (_request, reply) =>
    sendJson(reply, ntpTime(ctx.store.config.ntp, ctx.clock.now())),
  );

  jsonPost(app, {
    url: '/api/ntp/time',
    schema: ntpTimeSchema,
    handle: (value) => {
      // The fields are local time in the configured zone; the clock itself runs in UTC.
      ctx.clock.set(fromLocal(zoneFromTz(ctx.store.config.ntp.timezone), value));
      return codeResult(9010);
    },
  });
});
