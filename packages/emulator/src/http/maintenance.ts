/** /api/maintenance/reboot (device-api §1.13). */
import { rebootSchema } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { jsonPost } from './common/post.ts';
import { codeResult } from './common/result.ts';

export const maintenanceRoutes = defineArea((app, ctx) => {
  jsonPost(app, {
    url: '/api/maintenance/reboot',
    schema: rebootSchema,
    handle: (value) => {
      if (!value.reboot) return codeResult(6002);
      ctx.requestReboot();
      return codeResult(6001);
    },
  });
});
