/**
 * A real Mosquitto broker for the MQTT tests: started from `/usr/sbin/mosquitto` with a generated config
 * in a temp dir, listening on a free loopback port, and stopped (or restarted on the same port) on demand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MOSQUITTO_BINARY = '/usr/sbin/mosquitto';
const START_TIMEOUT_MS = 5000;
const STOP_TIMEOUT_MS = 3000;

export interface BrokerOptions {
  /** User name → password; with users, anonymous clients are refused. */
  users?: Record<string, string>;
  /** A TLS listener with these PEM files; with `requireClientCert` the certificate's CN is the user. */
  tls?: { caFile: string; certFile: string; keyFile: string; requireClientCert: boolean };
}

export interface Broker {
  readonly port: number;
  /** `mqtt://127.0.0.1:<port>` */
  readonly url: string;
  readonly running: boolean;
  /** Stops the broker (SIGTERM; SIGKILL if it does not end in time). Retained messages are lost. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  restart(): Promise<void>;
  /** Stops it and removes its temp dir. */
  dispose(): Promise<void>;
}

/** A password-file line in Mosquitto 2's PBKDF2-SHA512 format (`$7$<iterations>$<salt>$<hash>`). */
export function passwordLine(user: string, password: string): string {
  const salt = randomBytes(12);
  const hash = pbkdf2Sync(password, salt, 101, 64, 'sha512');
  return `${user}:$7$101$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

class MosquittoBroker implements Broker {
  private child: ChildProcess | undefined;
  private stderr = '';

  constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly configFile: string,
    private readonly tls: boolean,
  ) {}

  get url(): string {
    return `${this.tls ? 'mqtts' : 'mqtt'}://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  async restart(): Promise<void> {
    if (this.child !== undefined) return;
    this.stderr = '';
    const child = spawn(MOSQUITTO_BINARY, ['-c', this.configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      this.stderr += text;
    });
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await accepts(this.port))) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`mosquitto exited at start:\n${this.stderr}`);
      if (Date.now() > deadline) {
        await this.stop();
        throw new Error(
          `mosquitto did not accept connections within ${START_TIMEOUT_MS} ms:\n${this.stderr}`,
        );
      }
      await new Promise((done) => setTimeout(done, 20));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child === undefined) return;
    const ended = new Promise<void>((resolve) => {
      child.once('exit', () => {
        resolve();
      });
    });
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await ended;
    clearTimeout(timer);
    this.child = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Starts Mosquitto on a free loopback port. Fails with a hint when the binary is not installed. */
export async function startMosquitto(options: BrokerOptions = {}): Promise<Broker> {
  try {
    await access(MOSQUITTO_BINARY, constants.X_OK);
  } catch {
    throw new Error('Mosquitto not found: apt-get install mosquitto');
  }
  const dir = await mkdtemp(join(tmpdir(), 'dtu-mosquitto-'));
  const port = await freePort();
  const lines = [`listener ${port} 127.0.0.1`, 'persistence false', 'log_dest stderr', 'log_type error'];
  if (options.tls !== undefined) {
    const { caFile, certFile, keyFile, requireClientCert } = options.tls;
    lines.push(`cafile ${caFile}`, `certfile ${certFile}`, `keyfile ${keyFile}`);
    if (requireClientCert) lines.push('require_certificate true', 'use_identity_as_username true');
  }
  if (options.users === undefined) {
    lines.push('allow_anonymous true');
  } else {
    const passwordFile = join(dir, 'passwords');
    const entries = Object.entries(options.users).map(([user, password]) => passwordLine(user, password));
    await writeFile(passwordFile, entries.join('\n') + '\n');
    lines.push('allow_anonymous false', `password_file ${passwordFile}`);
  }
  // As root, Mosquitto would switch to its own user, which cannot read our private temp dir.
  if (process.getuid?.() === 0) lines.push('user root');
  const configFile = join(dir, 'mosquitto.conf');
  await writeFile(configFile, lines.join('\n') + '\n');
  const broker = new MosquittoBroker(port, dir, configFile, options.tls !== undefined);
  try {
    await broker.restart();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return broker;
}
