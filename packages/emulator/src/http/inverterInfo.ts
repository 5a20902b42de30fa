/**
 * The per-inverter read endpoints (device-api §1.6): event log (§6.1), device info (§6.2) and grid
 * profile (§6.3), plus the radio-statistics reset of §1.3. An unknown or missing `inv` answers `{}`.
 */
import {
  endpoints,
  formatSerial,
  hasFeature,
  type DeviceInfo,
  type FirmwareRelease,
  type EventLog,
  type GridProfileRawData,
} from '@dtu-web/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineArea, type AreaPlugin } from '../context.ts';
import type { PlantAccess } from './plantAccess.ts';
import { decodeGridProfile, familyFromSerial, type Plant } from '../sim/index.ts';
import { inverterParam, queryParam } from './common/inverterParam.ts';
import { codeResult, sendJson, sendResult } from './common/result.ts';
import { eventLocale, eventMessage } from './eventlogTexts.ts';
import { readRoute } from './common/route.ts';

/** The runtime inverter named by `?inv=` (lowercase hex), or undefined. */
function selected(plant: Plant, request: FastifyRequest): string | undefined {
  const serial = inverterParam(request);
  if (serial === 0n) return undefined;
  const hex = formatSerial(serial);
  return plant.has(hex) ? hex : undefined;
}

const empty = (reply: FastifyReply): FastifyReply => sendJson(reply, {});

/** Firmware build 1.1.12, from which HMS-4CH inverters support power distribution logic (§2.6). */
const PDL_MIN_BUILD = 10112;

/** v25.1.14+: `pdl_supported` after the other fields. */
function withPdl(info: DeviceInfo, serial: string, release: FirmwareRelease): DeviceInfo {
  const family = familyFromSerial(BigInt(`0x${serial}`), release)?.family;
  return { ...info, pdl_supported: family === 'HMS_4CH' && info.fw_build_version >= PDL_MIN_BUILD };
}

export function inverterInfoRoutes(access: PlantAccess): AreaPlugin {
  return defineArea((app, ctx) => {
    const pdl = hasFeature(ctx.release, 'powerDistributionLogic');
    readRoute(app, endpoints.eventlogStatus, (request, reply) => {
      const plant = access.plant();
      const serial = selected(plant, request);
      if (serial === undefined) return empty(reply);
      const locale = eventLocale(queryParam(request, 'locale'));
      const hmt = familyFromSerial(BigInt(`0x${serial}`), ctx.release)?.threePhase === true;
      const entries = plant.eventLog(serial) ?? [];
      const body: EventLog = {
        count: entries.length,
        events: entries.map((e) => ({
          message_id: e.message_id,
          message: eventMessage(e.message_id, locale, hmt),
          start_time: e.start_time,
          end_time: e.end_time,
        })),
      };
      return sendJson(reply, body);
    });

    readRoute(app, endpoints.devinfoStatus, (request, reply) => {
      const plant = access.plant();
      const serial = selected(plant, request);
      const info = serial === undefined ? undefined : plant.deviceInfo(serial);
      if (info === undefined || serial === undefined) return empty(reply);
      return sendJson(reply, pdl ? withPdl(info, serial, ctx.release) : info);
    });

    readRoute(app, endpoints.gridprofileStatus, (request, reply) => {
      const plant = access.plant();
      const serial = selected(plant, request);
      const raw = serial === undefined ? undefined : plant.gridProfileRaw(serial);
      return raw === undefined ? empty(reply) : sendJson(reply, decodeGridProfile(raw));
    });

    readRoute(app, endpoints.gridprofileRawdata, (request, reply) => {
      const plant = access.plant();
      const serial = selected(plant, request);
      const raw = serial === undefined ? undefined : plant.gridProfileRaw(serial);
      if (raw === undefined) return empty(reply);
      const body: GridProfileRawData = { raw };
      return sendJson(reply, body);
    });

    // A GET with a side effect, admin only (§1.3); `{}` for a serial that is not a runtime inverter.
    readRoute(app, endpoints.inverterStatsReset, (request, reply) => {
      const plant = access.plant();
      const serial = selected(plant, request);
      if (serial === undefined || !plant.resetStats(serial)) return empty(reply);
      access.log(`Radio statistics of ${serial} reset`);
      return sendResult(reply, codeResult(4010));
    });
  });
}
