/**
 * /api/power/status and /api/power/config (device-api §1.5, §5): on, off and restart. `power` wins when
 * present; `restart: false` does nothing and still succeeds. 11002 (unknown inverter) needs the plant and
 * comes after the schema's checks. Dropped commands (disabled) still answer 1001.
 */
import { endpoints, type PowerStatusMap } from '@dtu-web/protocol';
import { defineArea, type AreaPlugin } from '../context.ts';
import type { PlantAccess } from './plantAccess.ts';
import type { CommandOutcome } from '../sim/index.ts';
import { commandLine, statusBySerial } from './common/commands.ts';
import { jsonPost } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

export function powerRoutes(access: PlantAccess): AreaPlugin {
  return defineArea((app, ctx) => {
    readRoute(app, endpoints.powerStatus, (_request, reply) => {
      const plant = access.plant();
      const body: PowerStatusMap = statusBySerial(plant, (serial) => plant.powerStatus(serial));
      return sendJson(reply, body);
    });

    jsonPost(app, {
      release: ctx.release,
      endpoint: 'powerConfigSave',
      handle: (value) => {
        const plant = access.plant();
        const serial = plant.state(value.serial)?.serial;
        if (serial === undefined) return codeResult(11002);
        let action: string | undefined;
        let outcome: CommandOutcome | undefined;
        if (value.power !== undefined) {
          action = value.power ? 'on' : 'off';
          outcome = plant.setPower(serial, value.power);
        } else if (value.restart === true) {
          action = 'restart';
          outcome = plant.restart(serial);
        }
        if (action !== undefined) access.log(commandLine(`Power ${serial}: ${action}`, outcome));
        return codeResult(1001);
      },
    });
  });
}
