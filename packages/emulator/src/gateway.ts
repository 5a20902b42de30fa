/**
 * The virtual gateway: assembles config store, identity, clock, websocket hub and the HTTP server, and
 * owns the lifecycle — start, emulated reboot (drop every websocket, stop answering for `rebootDelay` ms,
 * come back on the same port with everything reloaded from the data directory) and stop.
 */
import {
  configDefaults,
  DEFAULT_EMULATED_RELEASE,
  defaultLogging,
  hasEndpoint,
  hasFeature,
  mergeConfigWithDefaults,
  networkApplyDelayMs,
  type ConfigFile,
  type EmulatedRelease,
} from '@dtu-web/protocol';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { activePins, ensurePinMappingFile, radioPresence, readPinMapping } from './config/pinMapping.ts';
import { ConfigStore, type ConfigArea } from './config/store.ts';
import type { AreaPlugin, BootState, GatewayContext, GatewayExtension } from './context.ts';
import { RESET_REASON_POWER_ON, RESET_REASON_SOFTWARE } from './device/chip.ts';
import {
  DEFAULT_CHIP_ID,
  deviceIdentity,
  effectiveHostname,
  type DeviceIdentity,
} from './device/identity.ts';
import { NetworkInEffect } from './device/networkApply.ts';
import { buildApp } from './http/app.ts';
import { BootServer } from './http/server.ts';
import { API_PLUGINS } from './http/plugins.ts';
import { ListenerSet } from './listenerSet.ts';
import { PACKAGE_ROOT } from './packageRoot.ts';
import { EmulatedClock } from './ntp/clock.ts';
import { loadZonesAsset, ruleOfZone } from './static/zones.ts';
import { WebAssets } from './static/webAssets.ts';
import { ConsoleOutput, type ConsoleMessageOptions } from './ws/consoleOutput.ts';
import { WebSocketHub } from './ws/hub.ts';

export const DEFAULT_WEB_ROOT = resolve(PACKAGE_ROOT, '../web/dist');
export const SAMPLE_PIN_MAPPING = resolve(PACKAGE_ROOT, 'assets/pin_mapping.json');

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;
/** How long an emulated reboot keeps the gateway unreachable. */
export const DEFAULT_REBOOT_DELAY = 2000;
/** The device restarts about a second after answering the request that asked for it. */
export const DEFAULT_RESTART_DELAY = 1000;

export type { GatewayExtension } from './context.ts';

export interface GatewayOptions {
  /** Where config.json and pin_mapping.json live; created when missing. */
  dataDir: string;
  /** The OpenDTU release to be (default DEFAULT_EMULATED_RELEASE, v26.3.30). */
  firmware?: EmulatedRelease;
  host?: string;
  /** 0 picks a free port; it is kept across emulated reboots. */
  port?: number;
  rebootDelay?: number;
  /** Time between the answer and the start of a reboot the request asked for. */
  restartDelay?: number;
  /** The web build to serve (default packages/web/dist). */
  webRoot?: string;
  /** Emulated chip id (default 0x1A2B3C); it drives hostname, AP name, MACs and the DTU serial. */
  chipId?: number;
  clock?: EmulatedClock;
  extensions?: readonly GatewayExtension[];
  /** Receives the start-up lines and lifecycle messages (the CLI prints them). */
  log?: (line: string) => void;
  /** Receives every serial-console line as well (the CLI prints them on stdout unless --quiet). */
  consoleEcho?: (line: string) => void;
  /**
   * Whether the configured NTP server answers (default true): then the clock is synchronised at boot;
   * otherwise only by setting the time by hand, which v26.3.28+ reports in `ntp_status` (§2.8).
   */
  ntpReachable?: boolean;
}

export type GatewayState = 'running' | 'rebooting' | 'stopped';

export interface Gateway extends Pick<GatewayContext, 'onBoot' | 'onReboot' | 'onConfigChanged' | 'onStop'> {
  /** `http://<host>:<port>/` */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly state: GatewayState;
  readonly ctx: GatewayContext;
  /** Reboots now (no restart delay); resolves once the gateway answers again. */
  reboot(): Promise<void>;
  stop(): Promise<void>;
}

class VirtualGateway implements Gateway, GatewayContext {
  readonly release: EmulatedRelease;
  readonly identity: DeviceIdentity;
  readonly dataDir: string;
  readonly store: ConfigStore;
  readonly clock: EmulatedClock;
  readonly sockets = new WebSocketHub();
  private readonly console: ConsoleOutput;
  private readonly network: NetworkInEffect;
  firmwareSize = 0;
  mqttConnected = false;
  host: string;
  port: number;
  state: GatewayState = 'stopped';
  boot: BootState;

  private server: BootServer | undefined;
  private restartTimer: NodeJS.Timeout | undefined;
  private rebooting: Promise<void> | undefined;
  private endPause: (() => void) | undefined;
  private stopRequested = false;
  private readonly bootListeners = new ListenerSet<[GatewayContext]>();
  private readonly rebootListeners = new ListenerSet<[]>();
  private readonly configListeners = new ListenerSet<[ConfigArea, ConfigFile]>();
  private readonly stopListeners = new ListenerSet<[]>();
  private readonly log: (line: string) => void;
  private readonly plugins: AreaPlugin[];

  constructor(private readonly options: GatewayOptions) {
    this.release = options.firmware ?? DEFAULT_EMULATED_RELEASE;
    this.identity = deviceIdentity(options.chipId ?? DEFAULT_CHIP_ID);
    this.dataDir = resolve(options.dataDir);
    this.host = options.host ?? DEFAULT_HOST;
    this.port = options.port ?? DEFAULT_PORT;
    this.clock = options.clock ?? new EmulatedClock();
    this.log = options.log ?? (() => undefined);
    const layout = { chipId: this.identity.chipId, release: this.release };
    this.store = new ConfigStore({
      dataDir: this.dataDir,
      release: this.release,
      defaults: () => configDefaults(layout),
      merge: (raw) => mergeConfigWithDefaults(raw, layout),
      afterLoad: (config) => {
        // v26.3.28+ keeps only the zone's name; the rule in effect is looked up from it (§2.8, §3.4).
        if (hasFeature(this.release, 'ntpZonesApi'))
          config.ntp.timezone = ruleOfZone(config.ntp.timezone_descr);
      },
      generatedDtuSerial: this.identity.generatedDtuSerial,
      onSaved: (area, config) => void this.configListeners.emit(this.log, area, config),
    });
    this.plugins = [
      ...API_PLUGINS,
      ...(options.extensions ?? []).flatMap((e) => (e.routes === undefined ? [] : [e.routes])),
    ];
    this.boot = bootState(0, RESET_REASON_POWER_ON, [], '', this.clock.monotonic());
    this.network = new NetworkInEffect(this.clock, this.store.config.wifi, (at) => {
      this.boot.apStartedAt = at;
    });
    this.console = new ConsoleOutput({
      release: () => this.release,
      logging: () => this.store.config.logging ?? defaultLogging(),
      syslog: () => {
        const syslog = this.store.config.syslog;
        return syslog?.enabled === true ? { hostname: syslog.hostname, port: syslog.port } : undefined;
      },
      hostname: () => this.hostname(),
      uptimeMs: () => this.clock.monotonic() - this.boot.startedAt,
      send: (text) => {
        this.sockets.broadcast('console', text);
      },
      hasClients: () => this.sockets.count('console') > 0,
      echo: options.consoleEcho,
    });
    this.sockets.consoleLog = (line) => {
      this.printConsole(line, { tag: 'webapi', level: 'D' });
    };
  }

  get ctx(): GatewayContext {
    return this;
  }

  get url(): string {
    const host = this.host.includes(':') ? `[${this.host}]` : this.host;
    return `http://${host}:${this.port}/`;
  }

  // --- hooks ---
  onBoot(listener: (ctx: GatewayContext) => void | Promise<void>): () => void {
    return this.bootListeners.add(listener);
  }
  onReboot(listener: () => void | Promise<void>): () => void {
    return this.rebootListeners.add(listener);
  }
  onConfigChanged(listener: (area: ConfigArea, config: ConfigFile) => void): () => void {
    return this.configListeners.add(listener);
  }
  onStop(listener: () => void | Promise<void>): () => void {
    return this.stopListeners.add(listener);
  }

  uptimeSeconds(): number {
    return Math.floor((this.clock.monotonic() - this.boot.startedAt) / 1000);
  }

  applyNetworkSettings(): void {
    this.network.schedule(this.store.config.wifi, networkApplyDelayMs(this.release));
  }

  wifiInEffect(): ConfigFile['wifi'] {
    return this.network.current();
  }

  printConsole(line: string, message?: ConsoleMessageOptions): void {
    this.console.print(line, message);
  }

  logHost(line: string): void {
    this.log(line);
  }

  consoleActive(): boolean {
    return this.console.active;
  }

  // --- lifecycle ---
  async start(): Promise<void> {
    await mkdir(this.dataDir, { recursive: true });
    for (const extension of this.options.extensions ?? []) await extension.setup?.(this);
    await this.bootUp(RESET_REASON_POWER_ON);
    this.log(`Virtual DTU listening on ${this.url}`);
    this.log(`Admin login: admin / ${this.store.config.security.password}`);
  }

  requestReboot(): void {
    if (this.state !== 'running' || this.restartTimer !== undefined) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      void this.reboot().catch((error: unknown) => {
        this.log(`Reboot failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, this.options.restartDelay ?? DEFAULT_RESTART_DELAY);
  }

  reboot(): Promise<void> {
    if (this.rebooting !== undefined) return this.rebooting;
    if (this.state !== 'running') return Promise.resolve();
    this.rebooting = this.runReboot().finally(() => {
      this.rebooting = undefined;
    });
    return this.rebooting;
  }

  async stop(): Promise<void> {
    if (this.stopRequested) return;
    this.stopRequested = true;
    if (this.restartTimer !== undefined) clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    this.endPause?.();
    this.state = 'stopped';
    await this.rebooting;
    await this.shutDown();
    await this.stopListeners.emit(this.log);
    this.console.stop();
  }

  private async runReboot(): Promise<void> {
    this.state = 'rebooting';
    this.log('Rebooting...');
    await this.rebootListeners.emit(this.log);
    await this.shutDown();
    // The emulated boot time; stop() ends it early and wins: the gateway stays down.
    await new Promise<void>((done) => {
      const timer = setTimeout(done, this.options.rebootDelay ?? DEFAULT_REBOOT_DELAY);
      this.endPause = () => {
        clearTimeout(timer);
        done();
      };
    });
    this.endPause = undefined;
    if (this.stopRequested) return;
    await this.bootUp(RESET_REASON_SOFTWARE);
    this.log(`Virtual DTU is back on ${this.url}`);
  }

  private async shutDown(): Promise<void> {
    this.sockets.closeAll('drop');
    const server = this.server;
    this.server = undefined;
    await server?.cut();
  }

  private async bootUp(resetReason: string): Promise<void> {
    await ensurePinMappingFile(this.dataDir, SAMPLE_PIN_MAPPING);
    await this.store.load();
    this.network.boot(this.store.config.wifi);
    const profiles = await readPinMapping(this.dataDir);
    this.boot = bootState(
      this.boot.count + 1,
      resetReason,
      profiles,
      this.store.config.device.pinmapping,
      this.clock.monotonic(),
    );
    this.boot.ntpSynced = this.options.ntpReachable !== false && this.store.config.ntp.server !== '';
    this.console.rebooted();
    // /zones.json is a web file up to v26.3.27; from v26.3.28 that path is the web page (§2.8).
    const zones = hasEndpoint(this.release, 'zonesJson') ? await loadZonesAsset() : new Map();
    // From v25.5.10 the ETags also hash `git_hash`, which is the release (§1, 95106e44).
    const gitHash = hasFeature(this.release, 'etagHashesGitHash') ? this.release : undefined;
    const assets = await WebAssets.load(this.options.webRoot ?? DEFAULT_WEB_ROOT, zones, gitHash);
    const server = new BootServer(await buildApp(this, assets, this.plugins));
    await server.listen(this.host, this.port);
    if (this.stopRequested) {
      await server.app.close();
      return;
    }
    this.port = server.port ?? this.port;
    this.server = server;
    this.state = 'running';
    await this.bootListeners.emit(this.log, this);
  }

  /** The hostname the device uses on the network (template in effect expanded, sanitised). */
  hostname(): string {
    return effectiveHostname(this.wifiInEffect().hostname, this.identity.chipId);
  }
}

function bootState(
  count: number,
  resetReason: string,
  profiles: BootState['pinProfiles'],
  mapping: string,
  now: number,
): BootState {
  const pins = activePins(profiles, mapping);
  return {
    count,
    startedAt: now,
    resetReason,
    pinProfiles: profiles,
    pins,
    radios: radioPresence(pins),
    apStartedAt: now,
    ntpSynced: false,
  };
}

/** Starts a virtual gateway and resolves once it listens. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const gateway = new VirtualGateway(options);
  await gateway.start();
  return gateway;
}
