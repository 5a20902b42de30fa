// Runs the npm scripts named on the command line side by side, as many at once as the machine has cores,
// in the order given, each next one starting as soon as one ends. Most of them are one core's work and
// they take very different times (measured on 2 cores: ESLint 127 s CPU, types 50 s, Prettier 17 s, the
// builds 14 + 12 s): with the longest named first, the other core works through the rest meanwhile
// instead of idling. `npm test`: ESLint, types, Prettier and both builds; `npm run check`: the first
// three. Each one's output is printed whole when it ends (never interleaved); the exit code is non-zero
// when any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`--- npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

const queue = [...scripts];
const codes = [];
async function lane() {
  for (let script = queue.shift(); script !== undefined; script = queue.shift())
    codes.push(await run(script));
}
const lanes = Math.max(1, Math.min(availableParallelism(), scripts.length));
await Promise.all(Array.from({ length: lanes }, lane));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
