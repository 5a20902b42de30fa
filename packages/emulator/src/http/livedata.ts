/**
 * GET /api/livedata/status (device-api §2.1–2.3): the summary of every inverter, or with `?inv=<serial>`
 * that one inverter with its channels — the same object a `/livedata` websocket frame carries.
 */
import { endpoints, formatSerial } from '@dtu-web/protocol';
import { defineArea, type AreaPlugin } from '../context.ts';
import type { PlantAccess } from './plantAccess.ts';
import { buildLiveInverter, buildLiveSummary, liveDialectOf } from '../sim/index.ts';
import { inverterParam } from './common/inverterParam.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

export function livedataRoutes(access: PlantAccess): AreaPlugin {
  return defineArea((app, ctx) => {
    const dialect = liveDialectOf(ctx.release);
    readRoute(app, endpoints.livedataStatus, (request, reply) => {
      const states = access.plant().states();
      const hints = access.hints();
      // Like the device: only a non-zero serial selects one inverter; 0 (missing, unparsable) is the list.
      const serial = inverterParam(request);
      const body =
        serial > 0n
          ? buildLiveInverter(states, formatSerial(serial), hints, dialect)
          : buildLiveSummary(states, hints, dialect);
      return sendJson(reply, body);
    });
  });
}
