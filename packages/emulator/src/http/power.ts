/**
 * /api/power/status and /api/power/config (device-api §1.5, §5): on, off and restart. `power` wins when
 * present; `restart: false` does nothing and still succeeds. 11002 (unknown inverter) needs the plant and
 * comes after the schema's checks. Dropped commands (disabled) still answer 1001.
 */
import { powerConfigSchema, type PowerStatusMap } from '@dtu-web/protocol';
import { defineArea, type AreaPlugin } from '../context.ts';
import type { PlantAccess } from '../runtime/access.ts';
import type { CommandOutcome } from '../sim/index.ts';
import { jsonPost } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';

export function powerRoutes(access: PlantAccess): AreaPlugin {
  return defineArea((app) => {
    app.get('/api/power/status', { config: { auth: 'readonly' } }, (_request, reply) => {
      const plant = access.plant();
      const body: PowerStatusMap = {};
      for (const serial of plant.serials()) {
        const status = plant.powerStatus(serial);
        if (status !== undefined) body[serial] = status;
      }
      return sendJson(reply, body);
    });

    jsonPost(app, {
      url: '/api/power/config',
      schema: powerConfigSchema,
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
        if (action !== undefined) {
          access.log(
            `Power ${serial}: ${action}` + (outcome === 'dropped' ? ' dropped: commands are disabled' : ''),
          );
        }
        return codeResult(1001);
      },
    });
  });
}
