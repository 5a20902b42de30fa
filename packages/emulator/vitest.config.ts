import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
