/**
 * The virtual gateway's MQTT client (§8): connects when `mqtt.enabled`, announces itself with the LWT,
 * publishes the topic tree, takes commands for the simulated inverters and publishes Home Assistant
 * discovery. It follows the gateway's life: connect after boot, reconnect after an MQTT config save,
 * re-announce discovery after an inverter change, say offline and disconnect on reboot and stop.
 */
import { DEFAULT_INVERTER_FLAGS, formatSerial, hasFeature, type ConfigFile } from '@dtu-web/protocol';
import type { ConfigArea } from '../config/store.ts';
import type { GatewayContext, GatewayExtension } from '../context.ts';
import { CHIP, cpuTemperature, HeapModel } from '../device/chip.ts';
import { effectiveClientId } from '../device/identity.ts';
import { gatewayNetworkStatus } from '../device/network.ts';
import { toSerialBigint, type Plant } from '../sim/index.ts';
import { parseCommandTopic, runCommand } from './commands.ts';
import { MqttLink, type LinkOptions } from './connection.ts';
import { discoveryMessages, type DiscoveryInverter, type DiscoverySettings } from './discovery.ts';
import { Publisher, type PublisherTiming } from './publisher.ts';
import type { DtuFacts } from './topics.ts';
import type { LogLetter } from '../ws/logLevels.ts';

export interface MqttOptions extends LinkOptions {
  /** The publish interval in ms for the configured seconds (default s × 1000; tests shorten it). */
  intervalMs?: (seconds: number) => number;
  /** Longest wait for an idle radio before publishing the inverters anyway (default 5 s). */
  radioWaitMs?: number;
  /** Where lifecycle and command lines go besides the serial console. */
  log?: (line: string) => void;
  /** v25.5.10+: the least time between two Home Assistant config publishes (default 60 s; tests shorten it). */
  hassConfigGapMs?: number;
}

/** `millis()` is a uint32: before v25.1.14 `dtu/uptime` restarts from 0 every 2^32 ms (49.7 days). */
const MILLIS_WRAP = 2 ** 32;
/** `MAX_CONFIG_PUBLISH_RATIO` of v25.5.10+ (firmware-versions §6, MQTT). */
const HASS_CONFIG_GAP_MS = 60_000;

class MqttService {
  private link: MqttLink | undefined;
  private queue: Promise<void> = Promise.resolve();
  private lastError: string | undefined;
  private readonly heap = new HeapModel();
  private readonly publisher: Publisher;
  /** Host time (performance.now) of the last Home Assistant config publish, and one waiting for its turn. */
  private lastDiscoveryAt: number | undefined;
  private discoveryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: GatewayContext,
    private readonly getPlant: () => Plant | undefined,
    private readonly options: MqttOptions,
  ) {
    const timing: PublisherTiming = {
      intervalMs: options.intervalMs ?? ((seconds) => seconds * 1000),
      radioWaitMs: options.radioWaitMs ?? 5000,
      radioPollMs: 20,
    };
    this.publisher = new Publisher(
      {
        plant: getPlant,
        dtuFacts: () => this.dtuFacts(),
        publishIntervalSeconds: () => this.link?.config.publish_interval ?? 5,
      },
      timing,
    );
  }

  /** Lifecycle steps run one after another, so a quick series of saves cannot interleave them. */
  private enqueue(step: () => Promise<void> | void): Promise<void> {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      this.log(`MQTT: ${error instanceof Error ? error.message : String(error)}`, 'W');
    });
    return this.queue;
  }

  connect(): Promise<void> {
    return this.enqueue(() => {
      this.open();
    });
  }

  disconnect(): Promise<void> {
    // A reboot (or stop) forgets the rate limit's last publish, as the device's RAM does.
    this.lastDiscoveryAt = undefined;
    return this.enqueue(() => this.close());
  }

  reconnect(): Promise<void> {
    return this.enqueue(async () => {
      await this.close();
      this.open();
    });
  }

  configChanged(area: ConfigArea): void {
    if (area === 'mqtt') {
      void this.reconnect();
    } else if (area === 'inverter') {
      // After the other listeners of this save (the runtime reconfigures the plant in one).
      setImmediate(() => {
        this.publishDiscovery();
      });
    }
  }

  private open(): void {
    const config = this.ctx.store.config.mqtt;
    if (!config.enabled || config.hostname === '') return;
    const clientId = effectiveClientId(config.clientid, this.ctx.identity);
    // A copy: the link keeps the settings it connected with until the next reconnect.
    const settings = structuredClone(config);
    const link: MqttLink = new MqttLink(
      settings,
      clientId,
      {
        onConnect: () => {
          this.connected(link);
        },
        onClose: () => {
          if (this.link === link) {
            this.ctx.mqttConnected = false;
            this.publisher.stop();
          }
        },
        onMessage: (topic, payload, retained) => {
          this.command(link, topic, payload, retained);
        },
        onError: (message) => {
          // A broker that stays away fails every 2 s; say so once, not on every attempt.
          if (message === this.lastError) return;
          this.lastError = message;
          this.log(`MQTT: ${message}`, 'W');
        },
      },
      this.options,
    );
    this.link = link;
  }

  private connected(link: MqttLink): void {
    if (this.link !== link) return;
    this.ctx.mqttConnected = true;
    this.lastError = undefined;
    this.log(`MQTT: connected to ${link.config.hostname}:${link.config.port} as ${link.clientId}`);
    link.publish([{ topic: link.config.lwt.topic, payload: link.config.lwt.value_online }]);
    link.subscribeCommands();
    this.publishDiscovery();
    this.publisher.start({
      connected: () => link.connected,
      publish: (messages) => {
        link.publish(messages);
      },
    });
  }

  private async close(): Promise<void> {
    clearTimeout(this.discoveryTimer);
    this.discoveryTimer = undefined;
    const link = this.link;
    this.link = undefined;
    this.publisher.stop();
    this.ctx.mqttConnected = false;
    if (link === undefined) return;
    await link.close();
    this.log('MQTT: disconnected');
  }

  private command(link: MqttLink, topic: string, payload: string, retained: boolean): void {
    const parsed = parseCommandTopic(topic, link.prefix);
    if (parsed === undefined) return;
    const result = runCommand(this.getPlant(), parsed, payload, retained);
    this.log(`MQTT: ${parsed.name} "${payload}" for ${parsed.serial}: ${result}`);
  }

  publishDiscovery(): void {
    const link = this.link;
    if (link === undefined || !link.connected || !link.config.hass.enabled) return;
    if (hasFeature(this.ctx.release, 'hassPublishRateLimit')) {
      // v25.5.10+: at most once a minute; a request within it is done when the minute is over.
      const gap = this.options.hassConfigGapMs ?? HASS_CONFIG_GAP_MS;
      const wait = this.lastDiscoveryAt === undefined ? 0 : this.lastDiscoveryAt + gap - performance.now();
      if (wait > 0) {
        this.discoveryTimer ??= setTimeout(() => {
          this.discoveryTimer = undefined;
          this.publishDiscovery();
        }, wait);
        return;
      }
      this.lastDiscoveryAt = performance.now();
    }
    const config = this.ctx.store.config;
    for (const message of discoveryMessages(this.discoverySettings(link, config), this.inverters(config))) {
      link.publishRaw(message.topic, message.payload, message.retain);
    }
  }

  private discoverySettings(link: MqttLink, config: ConfigFile): DiscoverySettings {
    const { hass, lwt } = link.config;
    return {
      prefix: link.prefix,
      lwt: { topic: lwt.topic, online: lwt.value_online, offline: lwt.value_offline },
      hass: {
        topic: hass.topic,
        retain: hass.retain,
        expire: hass.expire,
        individualPanels: hass.individual_panels,
      },
      dtu: {
        hostname: this.ctx.hostname(),
        chipId: this.ctx.identity.chipId,
        ip: gatewayNetworkStatus(this.ctx).network_ip,
        firmware: this.ctx.release,
      },
      pollIntervalSeconds: config.dtu.poll_interval,
      publishIntervalSeconds: link.config.publish_interval,
      release: this.ctx.release,
    };
  }

  private inverters(config: ConfigFile): DiscoveryInverter[] {
    const thresholds = new Map<string, number>();
    for (const inverter of config.inverters) {
      const serial = toSerialBigint(inverter.serial);
      if (serial !== 0n) thresholds.set(formatSerial(serial), inverter.reachable_threshold);
    }
    return (this.getPlant()?.states() ?? []).map((state) => ({
      state,
      reachableThreshold: thresholds.get(state.serial) ?? DEFAULT_INVERTER_FLAGS.reachable_threshold,
    }));
  }

  private dtuFacts(): DtuFacts {
    const uptime = this.ctx.uptimeSeconds();
    const heap = this.heap.sample(uptime);
    const network = gatewayNetworkStatus(this.ctx);
    const sinceBoot = this.ctx.clock.monotonic() - this.ctx.boot.startedAt;
    return {
      uptime: hasFeature(this.ctx.release, 'uptimeNoWrap')
        ? uptime
        : Math.floor((sinceBoot % MILLIS_WRAP) / 1000),
      ip: network.network_ip,
      hostname: this.ctx.hostname(),
      heap: {
        size: CHIP.heap_total,
        free: CHIP.heap_total - heap.heap_used,
        minfree: heap.heap_min_free,
        maxalloc: heap.heap_max_block,
      },
      // The emulated network is always WiFi station mode.
      wifi: { rssi: network.sta_rssi, bssid: network.sta_bssid },
      temperature: cpuTemperature(uptime),
    };
  }

  private log(line: string, level: LogLetter = 'I'): void {
    this.options.log?.(line);
    this.ctx.printConsole(line, { tag: 'mqtt', level });
  }
}

/**
 * The MQTT part of the virtual gateway. `getPlant` returns the running simulation (undefined while there
 * is none: then only the DTU topics and zero totals are published).
 */
export function mqttExtension(
  getPlant: () => Plant | undefined,
  options: MqttOptions = {},
): GatewayExtension {
  return {
    setup(ctx) {
      const service = new MqttService(ctx, getPlant, options);
      ctx.onBoot(() => service.connect());
      ctx.onReboot(() => service.disconnect());
      ctx.onStop(() => service.disconnect());
      ctx.onConfigChanged((area) => {
        service.configChanged(area);
      });
    },
  };
}
