/** /api/maintenance/reboot (device-api §1.13). */
import { defineArea } from '../context.ts';
import { jsonPost } from './common/post.ts';
import { codeResult } from './common/result.ts';

export const maintenanceRoutes = defineArea((app, ctx) => {
  jsonPost(app, {
    release: ctx.release,
    endpoint: 'reboot',
    handle: (value) => {
      if (!value.reboot) return codeResult(6002);
      ctx.requestReboot();
      return codeResult(6001);
    },
  });
});
