import { configDefaults, LogLevel } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { CONFIG_VERSION_LOGGING, migrateConfig } from './migrate.ts';

describe('migration to config 0.1.30 (v25.5.10)', () => {
  it('turns on verbose logging with CORE at errors for a config from 0.1.29 or older', () => {
    for (const from of [0x00011c00, 0x00011d00]) {
      const config = configDefaults();
      migrateConfig(config, {}, from, CONFIG_VERSION_LOGGING);
      expect(config.logging.default).toBe(LogLevel.Verbose);
      expect(config.logging.modules[0]).toEqual({ name: 'CORE', level: LogLevel.Error });
      expect(config.logging.modules.slice(1).every((slot) => slot.name === '')).toBe(true);
      expect(config.cfg.version).toBe(CONFIG_VERSION_LOGGING);
    }
  });

  it('leaves the levels of a fresh 0.1.30 config and of an older target alone', () => {
    const fresh = configDefaults();
    migrateConfig(fresh, {}, CONFIG_VERSION_LOGGING, CONFIG_VERSION_LOGGING);
    expect(fresh.logging.default).toBe(LogLevel.Error);
    const old = configDefaults();
    migrateConfig(old, {}, 0x00011c00, 0x00011d00);
    expect(old.logging.default).toBe(LogLevel.Error);
  });
});
