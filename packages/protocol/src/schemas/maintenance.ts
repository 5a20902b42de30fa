import type { FactoryResetRequest, RebootRequest } from '../api/maintenance.ts';
import { defineBody } from './validate.ts';
import { t } from './types.ts';

/** POST /api/maintenance/reboot: `reboot` must be a bool (true → 6001, false → 6002, decided by the server). */
export const rebootSchema = defineBody<RebootRequest>({
  types: [t.bool('reboot')],
  read: (f) => ({ reboot: f.reboot as boolean }),
  rules: [],
});

/** POST /api/config/delete: `delete` must be a bool (true → 3002, false → 3001). */
export const factoryResetSchema = defineBody<FactoryResetRequest>({
  types: [t.bool('delete')],
  read: (f) => ({ delete: f.delete as boolean }),
  rules: [],
});
