import { configDefaults, LogLevel } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { migrateConfig } from './migrate.ts';

describe('migration to config 0.1.30 (v25.5.10)', () => {
  it('turns on verbose logging with CORE at errors for a config from 0.1.29 or older', () => {
    for (const from of [0x00011c00, 0x00011d00]) {
      const config = configDefaults({ release: 'v25.5.10' });
      migrateConfig(config, {}, from, 'v25.5.10');
      expect(config.logging?.default).toBe(LogLevel.Verbose);
      expect(config.logging?.modules[0]).toEqual({ name: 'CORE', level: LogLevel.Error });
      expect(config.logging?.modules.slice(1).every((slot) => slot.name === '')).toBe(true);
      expect(config.cfg.version).toBe(0x00011e00);
    }
  });

  it('a fresh v26.3.30 install logs errors only', () => {
    const fresh = configDefaults({ release: 'v26.3.30' });
    expect(fresh.logging?.default).toBe(LogLevel.Error);
    expect(fresh.logging?.modules).toHaveLength(16);
  });
});
