import type { FileDeleteRequest } from '../api/files.ts';
import type { LoggingConfig } from '../api/logging.ts';
import type { FactoryResetRequest, RebootRequest } from '../api/maintenance.ts';
import { asInt, asString, isPlainObject, member } from './arduinoJson.ts';
import { defineBody } from './validate.ts';
import { t } from './types.ts';

/** POST /api/maintenance/reboot: `reboot` must be a bool (true → 6001, false → 6002, decided by the server). */
export const rebootSchema = defineBody<RebootRequest>({
  types: [t.bool('reboot')],
  read: (f) => ({ reboot: f.reboot as boolean }),
  rules: [],
});

/** POST /api/config/delete and (v24.11.7+) /api/file/delete_all: `delete` must be a bool (true → 3002, false → 3001). */
export const factoryResetSchema = defineBody<FactoryResetRequest>({
  types: [t.bool('delete')],
  read: (f) => ({ delete: f.delete as boolean }),
  rules: [],
});

/** POST /api/file/delete (v24.11.7+): the name of one file; 404 when it does not exist (server state). */
export const fileDeleteSchema = defineBody<FileDeleteRequest>({
  types: [t.string('file')],
  read: (f) => ({ file: f.file as string }),
  rules: [],
});

/**
 * POST /api/logging/config (v25.5.10+, firmware-versions.md §3.7): no codes of its own. A missing
 * `default` reads as 0 (none) and is clamped to 0..5; modules that are not objects read as empty names
 * (the device skips unknown names and level -1).
 */
export const loggingConfigSchema = defineBody<LoggingConfig>({
  types: [t.object('loglevel')],
  read: (f) => {
    const modules = member(f.loglevel, 'modules');
    return {
      loglevel: {
        default: Math.min(5, Math.max(0, asInt(member(f.loglevel, 'default'), 'int8'))),
        modules: (Array.isArray(modules) ? modules : []).map((entry: unknown) => ({
          name: isPlainObject(entry) ? asString(entry.name) : '',
          level: isPlainObject(entry) ? asInt(entry.level, 'int8') : -1,
        })),
      },
    };
  },
  rules: [],
});
