/**
 * Reads the logging levels. Before v25.9.11 the gateway reports -1 (inherit) for a module whose level
 * sits past the sixth of config.json's 16 slots (firmware-versions §3.7, 99e69301), and a save clears
 * every slot first: sending that -1 back — or leaving the module out — would silently drop the level.
 * On such a release the levels reported as -1 are looked up in config.json, so the screen shows them
 * and a save keeps them; when the file cannot be read, the modules are named as unsure.
 */
import { endpoints, LogLevel, withQuery, type LoggingConfig } from '@dtu-web/protocol';
import type { ApiClient } from '../../lib/api/index.ts';

export interface LoadedLogging {
  config: LoggingConfig;
  /** Modules reported as -1 whose stored level could not be checked (a save makes them inherit). */
  unsure: string[];
}

function storedLevels(file: unknown): Map<string, number> {
  const levels = new Map<string, number>();
  if (typeof file !== 'object' || file === null) return levels;
  const logging = (file as { logging?: unknown }).logging;
  if (typeof logging !== 'object' || logging === null) return levels;
  const modules = (logging as { modules?: unknown }).modules;
  if (!Array.isArray(modules)) return levels;
  for (const slot of modules as unknown[]) {
    if (typeof slot !== 'object' || slot === null) continue;
    const { name, level } = slot as { name?: unknown; level?: unknown };
    if (typeof name !== 'string' || name === '' || levels.has(name)) continue;
    if (typeof level === 'number' && Number.isInteger(level) && level >= LogLevel.None) {
      levels.set(name, Math.min(level, LogLevel.Verbose));
    }
  }
  return levels;
}

export async function loadLogging(
  api: Pick<ApiClient, 'get'>,
  readsAllSlots: boolean,
  signal: AbortSignal,
): Promise<LoadedLogging> {
  const config = await api.get<LoggingConfig>(endpoints.loggingConfig, signal);
  const hidden = config.loglevel.modules.filter((module) => module.level === LogLevel.Inherit);
  if (readsAllSlots || hidden.length === 0) return { config, unsure: [] };
  let levels: Map<string, number>;
  try {
    levels = storedLevels(
      await api.get<unknown>(withQuery(endpoints.fileGet, { file: 'config.json' }), signal),
    );
  } catch (error) {
    if (signal.aborted) throw error;
    return { config, unsure: hidden.map((module) => module.name) };
  }
  const modules = config.loglevel.modules.map((module) =>
    module.level === LogLevel.Inherit
      ? { ...module, level: levels.get(module.name) ?? module.level }
      : module,
  );
  return { config: { loglevel: { ...config.loglevel, modules } }, unsure: [] };
}
