/**
 * One broker connection with one set of MQTT settings (§8.1): client id, clean session, credentials or
 * TLS, the last will, reconnecting 2 s after a loss. A settings change makes a new link; the old one
 * says goodbye (LWT offline) and ends.
 */
import type { ConfigFileMqtt } from '@dtu-web/protocol';
import mqtt, { type IClientOptions, type IPublishPacket, type MqttClient } from 'mqtt';

type QoS = NonNullable<IClientOptions['will']>['qos'];
import type { Message } from './topics.ts';

/** §8.1: the device reconnects 2 s after a disconnect. */
export const RECONNECT_PERIOD_MS = 2000;
/** Bound on the goodbye: the offline message and the DISCONNECT must not hold up a reboot. */
const GOODBYE_TIMEOUT_MS = 1500;

export interface LinkHandlers {
  onConnect(): void;
  onClose(): void;
  onMessage(topic: string, payload: string, retained: boolean): void;
  onError(message: string): void;
}

export interface LinkOptions {
  reconnectPeriodMs?: number;
  keepaliveSeconds?: number;
}

function qos(value: number): QoS {
  return value === 1 ? 1 : value >= 2 ? 2 : 0;
}

/** mqtt.js options for the configured broker. */
export function clientOptions(
  config: ConfigFileMqtt,
  clientId: string,
  options: LinkOptions = {},
): IClientOptions {
  const result: IClientOptions = {
    protocol: config.tls.enabled ? 'mqtts' : 'mqtt',
    host: config.hostname,
    port: config.port,
    clientId,
    clean: config.clean_session,
    keepalive: options.keepaliveSeconds ?? 15,
    reconnectPeriod: options.reconnectPeriodMs ?? RECONNECT_PERIOD_MS,
    connectTimeout: 5000,
    // The device publishes nothing while disconnected; stale values must not arrive in a burst later.
    queueQoSZero: false,
    // Subscriptions are made on every connect (the prefix may have changed).
    resubscribe: false,
    will: {
      topic: config.topic + config.lwt.topic,
      payload: Buffer.from(config.lwt.value_offline),
      qos: qos(config.lwt.qos),
      retain: config.retain,
    },
  };
  if (config.tls.certlogin && config.tls.enabled) {
    result.cert = config.tls.client_cert;
    result.key = config.tls.client_key;
  } else if (config.username !== '') {
    result.username = config.username;
    result.password = config.password;
  }
  if (config.tls.enabled) {
    result.ca = config.tls.root_ca_cert;
    result.rejectUnauthorized = true;
  }
  return result;
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

export class MqttLink {
  private readonly client: MqttClient;
  private closed = false;

  constructor(
    readonly config: ConfigFileMqtt,
    readonly clientId: string,
    handlers: LinkHandlers,
    options: LinkOptions = {},
  ) {
    this.client = mqtt.connect(clientOptions(config, clientId, options));
    this.client.on('connect', () => {
      if (!this.closed) handlers.onConnect();
    });
    this.client.on('close', () => {
      handlers.onClose();
    });
    this.client.on('error', (error) => {
      handlers.onError(error.message);
    });
    this.client.on('message', (topic: string, payload: Buffer, packet: IPublishPacket) => {
      if (!this.closed) handlers.onMessage(topic, payload.toString('utf8'), packet.retain);
    });
  }

  get connected(): boolean {
    return !this.closed && this.client.connected;
  }

  get prefix(): string {
    return this.config.topic;
  }

  /** The LWT topic with the prefix. */
  get lwtTopic(): string {
    return this.config.topic + this.config.lwt.topic;
  }

  /** Publishes under the prefix with QoS 0 and retain = mqtt.retain; dropped while disconnected. */
  publish(messages: readonly Message[]): void {
    for (const { topic, payload } of messages) {
      this.publishRaw(this.prefix + topic, payload, this.config.retain);
    }
  }

  publishRaw(topic: string, payload: string, retain: boolean): void {
    if (!this.connected) return;
    this.client.publish(topic, payload.trim(), { qos: 0, retain });
  }

  subscribeCommands(): void {
    if (!this.connected) return;
    this.client.subscribe(`${this.prefix}+/cmd/+`, { qos: 0 });
  }

  /** A deliberate disconnect: LWT offline (if connected), DISCONNECT, no more reconnects. Bounded. */
  async close(): Promise<void> {
    if (this.closed) return;
    const wasConnected = this.client.connected;
    this.closed = true;
    if (wasConnected) {
      const goodbye = this.client.publishAsync(this.lwtTopic, this.config.lwt.value_offline.trim(), {
        qos: 0,
        retain: this.config.retain,
      });
      await withTimeout(goodbye, GOODBYE_TIMEOUT_MS);
    }
    const ended = await withTimeout(this.client.endAsync(!wasConnected), GOODBYE_TIMEOUT_MS);
    if (!ended) this.client.end(true);
  }
}
