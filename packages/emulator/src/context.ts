/**
 * What the HTTP plugins (and later the simulation, websockets and MQTT) see of the gateway. Long-lived
 * parts (store, clock, sockets, hooks) survive emulated reboots; `boot` is replaced on every boot.
 */
import type { ConfigFile, CurrentPinMapping, EmulatedRelease, PinMappingEntry } from '@dtu-web/protocol';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ConfigArea, ConfigStore } from './config/store.ts';
import type { RadioPresence } from './config/pinMapping.ts';
import type { DeviceIdentity } from './device/identity.ts';
import type { EmulatedClock } from './ntp/clock.ts';
import type { ConsoleMessageOptions } from './ws/consoleOutput.ts';
import type { WebSocketHub } from './ws/hub.ts';

/** Facts fixed at boot: pins are read once, uptime starts, the reset reason is known. */
export interface BootState {
  /** 1 for the first boot, +1 per emulated reboot. */
  count: number;
  /** The clock's monotonic reading at boot, for uptime. */
  startedAt: number;
  resetReason: string;
  pinProfiles: readonly PinMappingEntry[];
  /** Pins in effect (name is the mapping name configured at boot). */
  pins: CurrentPinMapping;
  radios: RadioPresence;
  /** The clock's monotonic reading when the admin access point was last switched on (boot, network apply). */
  apStartedAt: number;
  /** The clock was synchronised since boot (by NTP or by hand); v26.3.28+ report it (§2.8). */
  ntpSynced: boolean;
}

export interface GatewayHooks {
  /** After every boot, once the server is listening (first start and after each emulated reboot). */
  onBoot(listener: (ctx: GatewayContext) => void | Promise<void>): () => void;
  /** When an emulated reboot begins, before the websockets are dropped and the server closes. */
  onReboot(listener: () => void | Promise<void>): () => void;
  /** After every successful config save; `area` says which part changed ('all' for a full reload). */
  onConfigChanged(listener: (area: ConfigArea, config: ConfigFile) => void): () => void;
  /** When the gateway stops for good. */
  onStop(listener: () => void | Promise<void>): () => void;
}

export interface GatewayContext extends GatewayHooks {
  /**
   * The OpenDTU release this gateway is (`--firmware`, fixed for its life): every wire difference is
   * asked of protocol's firmware table with it (`hasFeature(ctx.release, …)`, `hasEndpoint`, …).
   */
  readonly release: EmulatedRelease;
  readonly identity: DeviceIdentity;
  readonly dataDir: string;
  readonly store: ConfigStore;
  readonly clock: EmulatedClock;
  readonly sockets: WebSocketHub;
  /** The current boot's facts. */
  readonly boot: BootState;
  /** Size of the last flashed firmware image (OTA), 0 for the factory image; shown as sketch_used. */
  firmwareSize: number;
  /** Whether the MQTT client is connected to its broker (set by the MQTT publisher). */
  mqttConnected: boolean;
  /** The hostname in use: the template in effect expanded with the chip id and sanitised (§1.9). */
  hostname(): string;
  /** The WiFi settings in effect: the saved ones once a network save has been applied. */
  wifiInEffect(): ConfigFile['wifi'];
  /**
   * Seconds since boot (what the device calls uptime), on the clock's monotonic reading: setting the
   * time does not move it, and it runs at the clock's speed like the plant's data ages.
   */
  uptimeSeconds(): number;
  /** Schedules an emulated reboot about `restartDelay` ms from now (after the answer went out). */
  requestReboot(): void;
  /**
   * Applies the saved network settings and switches the admin access point on: at once, or from v25.2.3
   * 500 ms from now, after the reply (firmware-versions.md §2.7, `networkApplyDelayMs`).
   */
  applyNetworkSettings(): void;
  /**
   * A message on the serial console, as the release prints it: v24 raw lines ("\r\n", buffered per
   * device-api §2.6), v25.5.10+ `L (ms) tag: text` lines filtered by the log levels (default tag CORE,
   * level I), in chunked frames, and to syslog when it is on (firmware-versions.md §3.2, §3.8).
   */
  printConsole(line: string, message?: ConsoleMessageOptions): void;
  /** Whether console lines reach anyone (a client or the echo); skip building costly lines otherwise. */
  consoleActive(): boolean;
  /**
   * A line of the emulator's own (the CLI's standard output), not of the emulated device: the device's
   * console filters by the release's log levels, and v25.5.10+ keeps only errors by default.
   */
  logHost(line: string): void;
}

/** One Fastify plugin per API area; registered on every boot with the gateway context. */
export type AreaPlugin = FastifyPluginAsync<{ ctx: GatewayContext }>;

/** An area plugin from a synchronous route registration. */
export function defineArea(register: (app: FastifyInstance, ctx: GatewayContext) => void): AreaPlugin {
  return (app, options) => {
    register(app, options.ctx);
    return Promise.resolve();
  };
}

/** Adds behaviour to the gateway from outside the built-in API areas (simulation, MQTT, tests). */
export interface GatewayExtension {
  /** Once, before the first boot: subscribe to hooks, start long-lived parts. */
  setup?(ctx: GatewayContext): void | Promise<void>;
  /** Registered on every boot (the HTTP server is rebuilt on each emulated reboot). */
  routes?: AreaPlugin;
}
