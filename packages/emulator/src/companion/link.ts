/**
 * Everything the companion holds for one gateway (companion-api §3): its id and address, its own HTTP
 * client and timeouts, its shared sockets, who it admits, whether it is there (asked every few seconds,
 * never while a request waits), its time zone and its inverters' latest frames. Gateways share nothing:
 * a silent one slows no other.
 */
import { readGatewayClock } from './gatewayClock.ts';
import { askGateway } from './browserSockets.ts';
import { GatewayDispatcher } from './forward/dispatcher.ts';
import type { GatewayTimeouts } from './forward/timeouts.ts';
import { LiveRecord } from './fleet/record.ts';
import { describeProbe, probeGateway, type ProbeResult } from './probe.ts';
import type { DeviceTarget } from './target.ts';
import { Admission, type AdmissionAnswer } from './upstream/admission.ts';
import { GatewayUpstream } from './upstream/gatewayUpstream.ts';
import type { LiveFrame } from './upstream/liveFrames.ts';
import type { GatewayAccess } from '@dtu-web/protocol';

/** An endpoint that always needs the admin login (device-api §3). */
const ADMIN_PATH = '/api/security/config';
/** How often the time zone is read again (the owner may change it). */
const ZONE_REFRESH_MS = 10 * 60_000;

export interface GatewayEntry {
  /** `[a-z0-9-]{1,32}` (GATEWAY_ID_PATTERN). */
  id: string;
  target: DeviceTarget;
}

export interface LinkOptions {
  timeouts: GatewayTimeouts;
  socketLingerMs?: number;
  log: (line: string) => void;
  now?: () => number;
  /** The name it had when last seen (kept across restarts), shown while it is away. */
  knownName?: string;
  /** The name its owner gave it in the companion (issue 30), which wins over its host name. */
  ownName?: string;
  /** Told each new name the gateway answers with. */
  onName?: (name: string) => void;
  /** Whether it let anyone read when last asked (kept across restarts): judged so while it is away. */
  knownOpen?: boolean;
  /** Told each answer to whether anyone may read. */
  onOpen?: (open: boolean) => void;
}

export type AccessLevel = 'readonly' | 'admin';

export class GatewayLink {
  readonly id: string;
  readonly target: DeviceTarget;
  readonly timeouts: GatewayTimeouts;
  readonly dispatcher: GatewayDispatcher;
  readonly upstream: GatewayUpstream;
  /** Who may read (the live sockets, `/api/x/*` reads). */
  readonly readers: Admission;
  /** Who is the gateway's admin (`POST /api/x/*`). */
  readonly admins: Admission;
  /** The gateway's last verdict per login, kept while it is away (its history stays as protected). */
  private readonly verdicts = new Map<string, AdmissionAnswer>();
  /** Its inverters' frames and last known values, kept when it goes away (the fleet shows them). */
  readonly record = new LiveRecord();
  private lastProbe: ProbeResult | undefined;
  private zone = '';
  private zoneAt = 0;
  private offsetS: number | null = null;
  private clockRead = false;
  private readonly clockListeners = new Set<() => void>();
  private watch: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private stopFrames: (() => void) | undefined;
  private knownName: string | undefined;
  private own: string | undefined;
  private readonly onName: ((name: string) => void) | undefined;
  private knownFirmware: string | null = null;
  private readonly onOpen: ((open: boolean) => void) | undefined;

  constructor(entry: GatewayEntry, options: LinkOptions) {
    this.id = entry.id;
    this.target = entry.target;
    this.timeouts = options.timeouts;
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.knownName = options.knownName;
    this.own = options.ownName;
    this.onName = options.onName;
    this.onOpen = options.onOpen;
    // Read by anyone when last asked before this start: so judged until it answers again.
    if (options.knownOpen !== undefined) {
      this.verdicts.set(
        'readonly ',
        options.knownOpen ? { kind: 'admitted' } : { kind: 'refused', status: 401 },
      );
    }
    this.dispatcher = new GatewayDispatcher(entry.target, options.timeouts);
    this.upstream = new GatewayUpstream({
      origin: entry.target.origin,
      ca: entry.target.ca,
      authorization: entry.target.authorization,
      handshakeMs: options.timeouts.upgradeMs,
      lingerMs: options.socketLingerMs,
    });
    this.readers = new Admission(askGateway(this.dispatcher, entry.target, options.timeouts.upgradeMs));
    this.admins = new Admission(
      askGateway(this.dispatcher, entry.target, options.timeouts.upgradeMs, ADMIN_PATH),
    );
    // The gateway drops its websocket clients when security settings are saved; what the companion
    // knew about logins is forgotten then too.
    this.upstream.channel('/livedata').onLost(() => {
      this.readers.forget();
      this.admins.forget();
      // A new connection (after a restart, say) must report afresh before its values count as current.
      this.record.lost();
    });
  }

  /**
   * Name for messages and the fleet: the name its owner gave it, else the gateway's host name, also
   * while it is away (the last one it answered with); its id only until it has ever answered with one.
   */
  get name(): string {
    return this.own ?? this.knownName ?? this.id;
  }

  /** The name its owner gave it in the companion, null when none. */
  get ownName(): string | null {
    return this.own ?? null;
  }

  set ownName(name: string | null) {
    this.own = name ?? undefined;
  }

  /** There when its last check reached it (an answer of any kind but an untrusted certificate). */
  get online(): boolean {
    return (
      this.lastProbe !== undefined && this.lastProbe.kind !== 'away' && this.lastProbe.kind !== 'untrusted'
    );
  }

  /** Whether it has been asked at all yet (before, `online` says nothing). */
  get probed(): boolean {
    return this.lastProbe !== undefined;
  }

  /** The gateway's POSIX time zone (device-api ntp), '' until read (then UTC days). */
  get timezone(): string {
    return this.zone;
  }

  /** Whether `/api/ntp/status` has answered once (with or without a zone): `timezone` is final then. */
  get clockAnswered(): boolean {
    return this.clockRead;
  }

  /** Told each time `/api/ntp/status` answered (the zone and clock offset are read then). */
  onClock(listener: () => void): () => void {
    this.clockListeners.add(listener);
    return () => this.clockListeners.delete(listener);
  }

  /** The gateway's clock minus this machine's (seconds, from `/api/ntp/status`); null until known. */
  get clockOffset(): number | null {
    return this.offsetS;
  }

  /** Its first check, logged later by `logState`; the caller decides what an untrusted certificate means. */
  async firstProbe(): Promise<ProbeResult> {
    const result = await probeGateway(this.target, this.dispatcher);
    this.lastProbe = result;
    this.learnName(result);
    return result;
  }

  /** Logs what its last check found. */
  logState(): void {
    if (this.lastProbe !== undefined) this.log(describeProbe(this.lastProbe, this.target));
  }

  /** Asks every `everyMs` whether the gateway is there, logging when it goes and comes back. */
  startWatch(everyMs: number): void {
    let busy = false;
    this.watch = setInterval(() => {
      if (busy) return;
      busy = true;
      void probeGateway(this.target, this.dispatcher)
        .then((result) => {
          this.report(result);
          return this.refreshZone();
        })
        .finally(() => {
          busy = false;
        });
    }, everyMs);
    this.watch.unref();
    void this.refreshZone();
  }

  /** Keeps the live socket open and hears every frame (the fleet's values, the recorder). */
  listen(listener?: (frame: LiveFrame) => void): void {
    this.stopFrames = this.upstream.onFrame((frame) => {
      this.record.record(frame);
      listener?.(frame);
    });
  }

  /**
   * What the request's login opens of this gateway (issue 30): read access by the gateway's own rule,
   * and whether the login is its admin login. Asked with that login only (cached, one question at a
   * time); a gateway that is away is judged by its last answer.
   */
  async access(authorization: string | undefined): Promise<GatewayAccess> {
    if (authorization === undefined) {
      const read = await this.admit('readonly', undefined);
      return { locked: read.kind !== 'admitted', login: 'none' };
    }
    const admin = await this.admit('admin', authorization);
    if (admin.kind === 'admitted') return { locked: false, login: 'opens' };
    const read = await this.admit('readonly', authorization);
    return { locked: read.kind !== 'admitted', login: admin.kind === 'refused' ? 'refused' : 'unknown' };
  }

  /** Asks the gateway (or its cached answer) whether this login may read, or is its admin. */
  async admit(level: AccessLevel, authorization: string | undefined): Promise<AdmissionAnswer> {
    const key = `${level} ${authorization ?? ''}`;
    // A gateway that is away is judged by its last answer, without asking it again for every request.
    const kept = this.online ? undefined : this.verdicts.get(key);
    if (kept !== undefined) return kept;
    // Asked as a script: the gateway's verdict without its login prompt (the companion answers that).
    const credentials = authorization === undefined ? { script: true } : { authorization, script: true };
    const answer = await (level === 'admin' ? this.admins : this.readers).admit(credentials);
    if (answer.kind === 'admitted' || answer.kind === 'refused') {
      this.verdicts.set(key, answer);
      if (authorization === undefined && level === 'readonly') this.onOpen?.(answer.kind === 'admitted');
      return answer;
    }
    return this.verdicts.get(key) ?? answer;
  }

  /** Forgets every login answer (after the gateway's security settings were saved). */
  forgetLogins(): void {
    this.readers.forget();
    this.admins.forget();
    this.verdicts.clear();
  }

  private report(result: ProbeResult): void {
    const wasOnline = this.online;
    this.lastProbe = result;
    this.learnName(result);
    if (wasOnline !== this.online) this.log(describeProbe(result, this.target));
  }

  /** The firmware it reported (`git_hash`), kept while it is away; null until it has answered. */
  get firmware(): string | null {
    return this.knownFirmware;
  }

  private learnName(result: ProbeResult): void {
    if (result.kind === 'ok' && result.firmware !== '?') this.knownFirmware = result.firmware;
    if (result.kind !== 'ok' || result.hostname === '?' || result.hostname === this.knownName) return;
    this.knownName = result.hostname;
    this.onName?.(result.hostname);
  }

  /**
   * The gateway's zone and clock (issue 29) from its readable `/api/ntp/status` (with the companion's
   * login when it has one), the admin-only `/api/ntp/config` only when the status names no zone.
   */
  private async refreshZone(): Promise<void> {
    if (!this.online) return;
    if (this.zoneAt > 0 && this.now() - this.zoneAt < ZONE_REFRESH_MS) return;
    const clock = await readGatewayClock(this.target.origin, {
      dispatcher: this.dispatcher.questions,
      authorization: this.target.authorization,
      timeoutMs: this.timeouts.answerMs,
      now: this.now,
    });
    if (clock === undefined) return;
    this.offsetS = clock.offsetS;
    if (clock.zone !== undefined) this.zone = clock.zone;
    this.zoneAt = this.now();
    this.clockRead = true;
    for (const listener of this.clockListeners) listener();
  }

  async close(): Promise<void> {
    if (this.watch !== undefined) clearInterval(this.watch);
    this.stopFrames?.();
    this.upstream.close();
    await this.dispatcher.close();
  }
}
