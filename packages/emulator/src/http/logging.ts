/**
 * /api/logging/config (v25.5.10+, firmware-versions.md §3.7): the default log level and the levels of
 * the modules the release lists, stored in config.json's 16 `logging.modules` slots. A module without
 * a slot reads -1 (inherit). A save clears every slot, skips unknown names and -1, answers 1001, and
 * takes effect at once (the console reads the levels for every message).
 */
import {
  defaultLogging,
  endpoints,
  hasEndpoint,
  hasFeature,
  LOG_MODULE_SLOTS,
  LogLevel,
  loggingModules,
  type ConfigFileLogModule,
  type LoggingConfig,
  type LogModuleLevel,
} from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { saveConfig, jsonPost } from './common/post.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

/** Slots past this index read -1 before v25.9.11 (the device's off-by-range bug, 99e69301). */
const OLD_READ_SLOTS = 6;

export const loggingRoutes = defineArea((app, ctx) => {
  if (!hasEndpoint(ctx.release, 'loggingConfig')) return;
  const modules = loggingModules(ctx.release);

  readRoute(app, endpoints.loggingConfig, (_request, reply) => {
    const logging = ctx.store.config.logging ?? defaultLogging();
    const readable = hasFeature(ctx.release, 'loggingAllSlotsRead') ? LOG_MODULE_SLOTS : OLD_READ_SLOTS;
    const body: LoggingConfig = {
      loglevel: {
        default: logging.default,
        modules: modules.map((name): LogModuleLevel => {
          const index = logging.modules.findIndex((slot) => slot.name === name);
          const slot = logging.modules[index];
          return { name, level: slot === undefined || index >= readable ? LogLevel.Inherit : slot.level };
        }),
      },
    };
    return sendJson(reply, body);
  });

  jsonPost(app, {
    endpoint: 'loggingConfigSave',
    release: ctx.release,
    handle: (value) => {
      const stored: ConfigFileLogModule[] = [];
      for (const entry of value.loglevel.modules) {
        if (stored.length >= LOG_MODULE_SLOTS) break;
        if (!modules.includes(entry.name) || entry.level < LogLevel.None) continue;
        if (stored.some((slot) => slot.name === entry.name)) continue;
        stored.push({ level: Math.min(LogLevel.Verbose, entry.level), name: entry.name });
      }
      return saveConfig(ctx, 'logging', (draft) => {
        draft.logging = {
          default: value.loglevel.default,
          modules: Array.from({ length: LOG_MODULE_SLOTS }, (_, i) => stored[i] ?? { level: 0, name: '' }),
        };
      });
    },
  });
});
