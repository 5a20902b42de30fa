/** /api/ntp/* (device-api §1.10): NTP settings, status with sun times, and setting the clock by hand. */
import { endpoints, hasEndpoint, hasFeature, type ConfigFile, type NtpConfig } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { fromLocal } from '../ntp/localTime.ts';
import { zoneFromTz } from '@dtu-web/protocol';
import { ntpStatus, ntpTime } from '../ntp/status.ts';
import { ruleOfZone, zonesTable } from '../static/zones.ts';
import { fromWire, toWire, type FieldTable } from './common/fields.ts';
import { configPost, jsonPost } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

/** The NTP settings on the wire and in config.json, in the device's order. */
const NTP_FIELDS: FieldTable<NtpConfig, ConfigFile> = {
  ntp_server: 'ntp.server',
  ntp_timezone: 'ntp.timezone',
  ntp_timezone_descr: 'ntp.timezone_descr',
  longitude: 'ntp.longitude',
  latitude: 'ntp.latitude',
  sunsettype: 'ntp.sunsettype',
};

/** v26.3.28+: the zone is named only; the rule in effect is looked up from the name (§2.8). */
const NTP_NAMED_FIELDS: FieldTable<Omit<NtpConfig, 'ntp_timezone'>, ConfigFile> = {
  ntp_server: 'ntp.server',
  ntp_timezone_descr: 'ntp.timezone_descr',
  longitude: 'ntp.longitude',
  latitude: 'ntp.latitude',
  sunsettype: 'ntp.sunsettype',
};

export const ntpRoutes = defineArea((app, ctx) => {
  const byName = hasFeature(ctx.release, 'ntpZonesApi');
  // v26.3.28+: `ntp_status` is the synced flag (false until the first NTP or manual sync, §2.8).
  const syncedFlag = hasFeature(ctx.release, 'ntpSyncedStatus');
  readRoute(app, endpoints.ntpStatus, (_request, reply) =>
    sendJson(reply, ntpStatus(ctx.store.config.ntp, ctx.clock.now(), !syncedFlag || ctx.boot.ntpSynced)),
  );

  readRoute(app, endpoints.ntpConfig, (_request, reply) =>
    sendJson(
      reply,
      byName ? toWire(NTP_NAMED_FIELDS, ctx.store.config) : toWire(NTP_FIELDS, ctx.store.config),
    ),
  );

  configPost(app, ctx, {
    endpoint: 'ntpConfigSave',
    area: 'ntp',
    apply: (c, value) => {
      if (!byName) {
        fromWire(NTP_FIELDS, c, value);
        return;
      }
      // `ntp_timezone` is ignored; the rule is the name's (not written to config.json, §3.4).
      fromWire(NTP_NAMED_FIELDS, c, value);
      c.ntp.timezone = ruleOfZone(c.ntp.timezone_descr);
    },
  });

  if (hasEndpoint(ctx.release, 'ntpZones')) {
    readRoute(app, endpoints.ntpZones, (_request, reply) => sendJson(reply, zonesTable()));
  }

  readRoute(app, endpoints.ntpTime, (_request, reply) =>
    sendJson(reply, ntpTime(ctx.store.config.ntp, ctx.clock.now())),
  );

  jsonPost(app, {
    release: ctx.release,
    endpoint: 'ntpTimeSave',
    handle: (value) => {
      // The fields are local time in the configured zone; the clock itself runs in UTC.
      ctx.clock.set(fromLocal(zoneFromTz(ctx.store.config.ntp.timezone), value));
      // A manual time is a sync (`Mycila::NTP.sync(tv)` on v26.3.28+), for the rest of this boot.
      ctx.boot.ntpSynced = true;
      return codeResult(9010);
    },
  });
});
