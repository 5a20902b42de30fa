/**
 * /api/limit/status and /api/limit/config (device-api §1.4, §5). The body checks come from the protocol
 * schema (1005, 5001, 5002, 5003 in the device's order); 5004 needs the plant and comes last. A command
 * for an inverter whose commands are disabled (config or night) is dropped silently and still answers
 * 1001, like the device.
 */
import { decodeLimitType, endpoints, type LimitStatusMap } from '@dtu-web/protocol';
import { defineArea, type AreaPlugin } from '../context.ts';
import type { PlantAccess } from './plantAccess.ts';
import { commandLine, statusBySerial } from './common/commands.ts';
import { jsonPost } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

export function limitRoutes(access: PlantAccess): AreaPlugin {
  return defineArea((app, ctx) => {
    readRoute(app, endpoints.limitStatus, (_request, reply) => {
      const plant = access.plant();
      const body: LimitStatusMap = statusBySerial(plant, (serial) => plant.limitStatus(serial));
      return sendJson(reply, body);
    });

    jsonPost(app, {
      release: ctx.release,
      endpoint: 'limitConfigSave',
      handle: (value) => {
        const plant = access.plant();
        const serial = plant.state(value.serial)?.serial;
        if (serial === undefined) return codeResult(5004);
        const outcome = plant.setLimit(serial, value.limit_value, value.limit_type);
        const kind = decodeLimitType(value.limit_type);
        const unit = kind?.relative === true ? '%' : 'W';
        const persistence = kind?.persistent === true ? 'persistent' : 'non-persistent';
        access.log(
          commandLine(`Limit ${serial}: ${String(value.limit_value)} ${unit} (${persistence})`, outcome),
        );
        return codeResult(1001);
      },
    });
  });
}
