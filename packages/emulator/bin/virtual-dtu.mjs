#!/usr/bin/env node
// `virtual-dtu`: runs the TypeScript CLI (src/cli.ts) through tsx's loader, passing options and signals on.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
// Resolved from here, so it works from any working directory.
const loader = import.meta.resolve('tsx');
const child = spawn(process.execPath, ['--import', loader, cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal === null ? 0 : 1));
});
