/**
 * `virtual-dtu` command line: parses the options and starts the gateway. Bad options print a message
 * and exit with code 2; Ctrl-C (SIGINT) and SIGTERM stop the gateway cleanly.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_REBOOT_DELAY,
  DEFAULT_WEB_ROOT,
  startGateway,
  type GatewayOptions,
} from './gateway.ts';

export const USAGE = `Usage: virtual-dtu [options]

Starts a virtual DTU: the HTTP/WebSocket API of an OpenDTU v24.10.6 gateway plus the web app.

Options:
  --host <addr>         Address to listen on (default ${DEFAULT_HOST}). Use 0.0.0.0 to reach it from
                        other machines.
  --port <n>            TCP port (default ${DEFAULT_PORT}); 0 picks a free port, the printed URL tells which.
                        The port stays the same across emulated reboots.
  --data-dir <dir>      Where config.json and pin_mapping.json live (default ./.data). Created when
                        missing; a factory reset empties it except pin_mapping.json.
  --reboot-delay <ms>   How long an emulated reboot keeps the gateway unreachable (default
                        ${DEFAULT_REBOOT_DELAY}). Reboots come from the maintenance page, restores, factory
                        reset, firmware updates and pin-profile changes.
  --web-root <dir>      The built web app to serve (default packages/web/dist). When it has no
                        index.html, a page explaining how to build it is served instead.
  --help                Show this text.
`;

export class UsageError extends Error {}

function nonNegativeInt(name: string, text: string, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${max}, got "${text}"`);
  }
  return Number(text);
}

/** Options for startGateway, or 'help'. Throws UsageError for anything it does not understand. */
export function parseCli(argv: readonly string[], cwd: string = process.cwd()): GatewayOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'reboot-delay': { type: 'string' },
        'web-root': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help === true) return 'help';
  if (values.host === '') throw new UsageError('--host must not be empty');
  return {
    host: values.host ?? DEFAULT_HOST,
    port: values.port === undefined ? DEFAULT_PORT : nonNegativeInt('port', values.port, 65535),
    dataDir: resolve(cwd, values['data-dir'] ?? '.data'),
    rebootDelay:
      values['reboot-delay'] === undefined
        ? DEFAULT_REBOOT_DELAY
        : nonNegativeInt('reboot-delay', values['reboot-delay'], 600_000),
    webRoot: values['web-root'] === undefined ? DEFAULT_WEB_ROOT : resolve(cwd, values['web-root']),
  };
}

async function main(): Promise<void> {
  let options: GatewayOptions | 'help';
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`virtual-dtu: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const gateway = await startGateway({ ...options, log: (line) => process.stdout.write(line + '\n') });
  const shutdown = (): void => {
    void gateway.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

// Run only as the entry point, so tests can import parseCli.
if (
  process.argv[1] !== undefined &&
  resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
) {
  main().catch((error: unknown) => {
    process.stderr.write(`virtual-dtu: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
