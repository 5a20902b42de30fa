import { defineConfig } from 'vitest/config';

// Each package owns its own test setup (environment, timeouts); this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/protocol', 'packages/emulator', 'packages/web'],
  },
});
