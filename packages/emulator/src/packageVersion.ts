/** The app's version (this package's), for `/api/x/info`. */
import { readFileSync } from 'node:fs';

function readVersion(): string {
  try {
    const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    const value = (JSON.parse(text) as { version?: unknown }).version;
    return typeof value === 'string' ? value : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const PACKAGE_VERSION = readVersion();
