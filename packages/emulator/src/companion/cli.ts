/**
 * `npm start -- --device <url>`: the companion's part of the command line. Its options are checked before
 * anything starts (address form, host name resolution, free port); problems end the process with a
 * message and exit code 2.
 */
import { startCompanion, PortInUseError } from './server.ts';
import { checkResolves, parseTarget, TargetError, type DeviceTarget } from './target.ts';

export const COMPANION_USAGE = `Companion for a real gateway (no simulation):
  --device <url>        Serve the web app and forward /api, /livedata and /console to this OpenDTU,
                        e.g. http://192.168.1.50 or http://opendtu.local (http or https; a login in the
                        URL, http://admin:secret@192.168.1.50, is used like the two options below).
  --device-user <name>  Log in to the gateway with this user for requests that bring no login of their
  --device-password <p> own (otherwise the browser's login, typed on the login screen, is passed on).
  With --device, only --host, --port and --web-root apply.`;

/** Options only the simulation understands: refused beside --device, so nothing is silently ignored. */
export const SIMULATION_ONLY = [
  'data-dir',
  'reboot-delay',
  'inverters',
  'clock',
  'time-scale',
  'quiet',
] as const;

export interface CompanionCliOptions {
  mode: 'companion';
  host: string;
  port: number;
  webRoot: string;
  target: DeviceTarget;
}

export class CompanionUsageError extends Error {}

export function companionTarget(url: string, user?: string, password?: string): DeviceTarget {
  try {
    return parseTarget({ url, user, password });
  } catch (error) {
    if (error instanceof TargetError) throw new CompanionUsageError(error.message);
    throw error;
  }
}

/** Runs the companion until SIGINT/SIGTERM; resolves once it listens. */
export async function runCompanion(
  options: CompanionCliOptions,
  print: (line: string) => void,
  fail: (message: string) => never,
): Promise<void> {
  try {
    await checkResolves(options.target);
  } catch (error) {
    if (error instanceof TargetError) fail(error.message);
    throw error;
  }
  let companion;
  try {
    companion = await startCompanion({ ...options, log: print });
  } catch (error) {
    if (error instanceof PortInUseError) fail(error.message);
    throw error;
  }
  const shutdown = (): void => {
    void companion.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
