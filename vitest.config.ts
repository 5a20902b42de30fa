import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each package owns its own test setup (environment, timeouts); this file lists them and uses every
// core (vitest's default leaves one idle: half the speed on a 2-core CI machine).
export default defineConfig({
  test: {
    projects: [
      'packages/protocol',
      'packages/emulator',
      'packages/web',
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
    maxWorkers: availableParallelism(),
  },
});
