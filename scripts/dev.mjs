// `npm run dev`: the virtual DTU plus the Vite dev server, which proxies the device paths to it.
// Options: EMULATOR_PORT (default 8080) and any emulator flags after `--`, e.g. `npm run dev -- --reboot-delay 500`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.EMULATOR_PORT ?? '8080';
const children = [];

function prefixed(stream, label, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      process.stdout.write(`[${label}] ${line}\n`);
      onLine?.(line);
    }
  });
}

function start(label, command, args, options, onLine) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.push(child);
  prefixed(child.stdout, label, onLine);
  prefixed(child.stderr, label);
  child.on('exit', (code) => {
    process.stdout.write(`[${label}] exited (${code ?? 'signal'})\n`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const emulatorArgs = [
  '--import',
  'tsx',
  'packages/emulator/src/cli.ts',
  '--port',
  port,
  ...process.argv.slice(2),
];
let viteStarted = false;
start('emulator', process.execPath, emulatorArgs, {}, (line) => {
  const url = /Virtual DTU listening on (http:\/\/\S+)/.exec(line)?.[1];
  if (url === undefined || viteStarted) return;
  viteStarted = true;
  // Vite proxies /api, /livedata, /console and /zones.json to the emulator (packages/web/vite.config.ts).
  start('vite', process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: join(root, 'packages', 'web'),
    env: { ...process.env, DTU_TARGET: url.replace(/\/$/, '') },
  });
});
