/**
 * This package's directory. Computed one level above this module, which is right both for the source
 * (src/packageRoot.ts) and for the compiled CLI (dist/cli.js, one bundle), so asset paths hold in both.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
