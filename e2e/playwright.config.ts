import { defineConfig } from '@playwright/test';

// Browser tests of the built web app (packages/web/dist) against the virtual DTU. `npm run test:e2e`
// builds first; each worker starts its own emulator (see fixtures.ts).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // In CI one more try, so a test that a loaded 2-core machine starves once does not sink a whole run;
  // Playwright then reports it as flaky (listed in the JSON report), which is what we fix next.
  retries: process.env.CI ? 1 : 0,
  // Generous: CI may run on a loaded 2-core machine; tests wait for states, so this only bounds a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // In CI also a JSON report with every test's duration (e2e/playwright-report/): what to speed up.
  reporter: process.env.CI
    ? [['line'], ['json', { outputFile: `playwright-report/${process.env.DTU_E2E_WEB ?? 'web'}.json` }]]
    : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    locale: 'en-US',
    // Recording a trace makes every test ~30 % slower, and CI keeps none of its files: local runs only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
