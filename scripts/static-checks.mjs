// `npm run check`: lint (ESLint, then Prettier) and the type checks side by side — each is mostly one
// core's work, so together they take the time of the longer. Each one's output is printed whole when
// it ends (never interleaved); the exit code is non-zero when either failed.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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

const codes = await Promise.all(['lint', 'typecheck'].map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
