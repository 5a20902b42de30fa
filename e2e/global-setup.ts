import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './gateway.ts';
import { DEVICE_RUNTIME, unpackDeviceBuild } from './webRoot.ts';

/** The tests drive the built app: fail early with the fix when it is missing. */
export default function globalSetup(): void {
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
