/**
 * What one gateway's firmware is (firmware-versions.md §5), read once and shared by every screen and by
 * the API client: `/api/system/status` names it; when that is not certain (a bare-hash build), the probes
 * protocol names are asked, each counting only an answer with `Content-Type: application/json`.
 */
import {
  endpoints,
  identifyFirmware,
  probesWorthAsking,
  refineByProbes,
  type FirmwareEvidence,
  type FirmwareIdentity,
  type FirmwareProbes,
} from '@dtu-web/protocol';
import type { AskFn } from './ask.ts';

export type FirmwareStatus = 'loading' | 'ready' | 'failed';

export interface FirmwareSnapshot {
  readonly status: FirmwareStatus;
  /** Set once ready: the release whose dialect the app speaks with this gateway. */
  readonly identity?: FirmwareIdentity;
  /**
   * When the gateway started, by the browser's clock (now − `uptime`), as of this read. An inverter
   * whose last data is that old has not answered since: the gateway counts its age from the start.
   */
  readonly bootAt?: number;
}

export interface FirmwareStoreOptions {
  ask: AskFn;
  /** Whether an admin-only probe (`/api/logging/config`) may be asked: there is a login. */
  loggedIn: () => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function evidenceOf(body: Record<string, unknown>): FirmwareEvidence {
  const evidence: FirmwareEvidence = {};
  if (typeof body.git_hash === 'string') evidence.git_hash = body.git_hash;
  if (typeof body.config_version === 'string') evidence.config_version = body.config_version;
  if ('git_branch' in body) evidence.git_branch = body.git_branch;
  if ('task_details' in body) evidence.task_details = body.task_details;
  return evidence;
}

/** `loglevel.modules` lists `async_ws` (v26.3.28+). */
function listsAsyncModules(body: unknown): boolean {
  if (!isRecord(body) || !isRecord(body.loglevel)) return false;
  const { modules } = body.loglevel;
  return Array.isArray(modules) && modules.some((module) => isRecord(module) && module.name === 'async_ws');
}

export class FirmwareStore {
  private snapshot: FirmwareSnapshot = { status: 'loading' };
  private pending: Promise<FirmwareIdentity> | undefined;
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: FirmwareStoreOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): FirmwareSnapshot => this.snapshot;

  /** The identity, asking the gateway once (a failed read is asked again on the next call). */
  load(): Promise<FirmwareIdentity> {
    const { identity } = this.snapshot;
    if (identity !== undefined) return Promise.resolve(identity);
    this.pending ??= this.read(this.generation);
    return this.pending;
  }

  /** Forget the identity (the gateway restarted, maybe with other firmware); screens in use read again. */
  invalidate(): void {
    this.generation += 1;
    this.pending = undefined;
    this.publish({ status: 'loading' });
    if (this.listeners.size > 0) this.load().catch(() => undefined);
  }

  private async read(generation: number): Promise<FirmwareIdentity> {
    const { ask, loggedIn } = this.options;
    try {
      const asked = Date.now();
      const status = await ask(endpoints.systemStatus.path);
      if (status.kind !== 'json' || !isRecord(status.body))
        throw new Error(`system status: ${status.kind === 'none' ? String(status.status) : 'not data'}`);
      // The uptime was taken about halfway through the request.
      const { uptime } = status.body;
      const bootAt = typeof uptime === 'number' ? (asked + Date.now()) / 2 - uptime * 1000 : undefined;
      let identity = identifyFirmware(evidenceOf(status.body));
      const probes: FirmwareProbes = {};
      for (const probe of probesWorthAsking(identity)) {
        if (probe === 'asyncLogModules' || (probe === 'loggingConfig' && !loggedIn())) continue;
        const answer = await ask(endpoints[probe].path);
        if (answer.kind === 'none') continue;
        probes[probe] = answer.kind === 'json';
        if (probe === 'loggingConfig' && answer.kind === 'json')
          probes.asyncLogModules = listsAsyncModules(answer.body);
      }
      identity = refineByProbes(identity, probes);
      if (generation === this.generation)
        this.publish(
          bootAt === undefined ? { status: 'ready', identity } : { status: 'ready', identity, bootAt },
        );
      return identity;
    } catch (error) {
      if (generation === this.generation) {
        this.pending = undefined;
        this.publish({ status: 'failed' });
      }
      throw error;
    }
  }

  private publish(snapshot: FirmwareSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
