import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './gateway.ts';
import { DEVICE_RUNTIME, unpackDeviceBuild } from './webRoot.ts';

/**
 * The tests drive the built app (fail early with the fix when it is missing) and the emulator's
 * compiled CLI, built here from the current source (half a second) so no test runs an old one.
 */
export default function globalSetup(): void {
  execFileSync(process.execPath, [join(repoRoot, 'packages', 'emulator', 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (DEVICE_RUNTIME) {
    unpackDeviceBuild();
    return;
  }
  if (!existsSync(join(repoRoot, 'packages', 'web', 'dist', 'index.html'))) {
    throw new Error(
      'packages/web/dist is missing: run `npm run build` (or `npm run test:e2e`, which builds)',
    );
  }
}
