/** A real mqtt.js client for the tests: subscribes, records every message, and waits for states. */
import mqtt, { type IClientPublishOptions, type MqttClient } from 'mqtt';
import { waitFor } from './gateway.ts';

export interface Received {
  topic: string;
  payload: string;
  retain: boolean;
  /** Order of arrival across all topics. */
  seq: number;
}

export class Probe {
  readonly received: Received[] = [];
  private readonly latest = new Map<string, Received>();
  private seq = 0;

  private constructor(private readonly client: MqttClient) {
    client.on('message', (topic, payload, packet) => {
      const message = { topic, payload: payload.toString('utf8'), retain: packet.retain, seq: ++this.seq };
      this.received.push(message);
      this.latest.set(topic, message);
    });
  }

  /** Connects to `url` and subscribes to `topics` (QoS 0). */
  static async connect(url: string, topics: readonly string[], clientId?: string): Promise<Probe> {
    const client = await mqtt.connectAsync(url, {
      clientId: clientId ?? `probe-${Math.random().toString(16).slice(2, 10)}`,
      reconnectPeriod: 0,
      connectTimeout: 3000,
    });
    const probe = new Probe(client);
    if (topics.length > 0) await client.subscribeAsync([...topics], { qos: 0 });
    return probe;
  }

  /** The last message on `topic`. */
  last(topic: string): Received | undefined {
    return this.latest.get(topic);
  }

  /** Every message on `topic`, oldest first. */
  all(topic: string): Received[] {
    return this.received.filter((m) => m.topic === topic);
  }

  /** Topics that got a message after sequence number `after`. */
  topicsSince(after: number): Set<string> {
    return new Set(this.received.filter((m) => m.seq > after).map((m) => m.topic));
  }

  get lastSeq(): number {
    return this.seq;
  }

  /** Waits until a message on `topic` (newer than `after`) satisfies `accept`; returns it. */
  async waitFor(
    topic: string,
    accept: (message: Received) => boolean = () => true,
    options: { after?: number; timeoutMs?: number } = {},
  ): Promise<Received> {
    const after = options.after ?? 0;
    let found: Received | undefined;
    await waitFor(
      () => {
        found = this.received.find((m) => m.topic === topic && m.seq > after && accept(m));
        return found !== undefined;
      },
      options.timeoutMs ?? 5000,
      `a message on ${topic}`,
    );
    if (found === undefined) throw new Error(`no message on ${topic}`);
    return found;
  }

  async publish(topic: string, payload: string, options: IClientPublishOptions = {}): Promise<void> {
    await this.client.publishAsync(topic, payload, { qos: 1, ...options });
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }
}

/** What the broker retained under `filter`: a fresh subscriber's messages before its own marker message. */
export async function retainedUnder(url: string, filter: string, markerTopic: string): Promise<Received[]> {
  const late = await Probe.connect(url, [filter, markerTopic]);
  try {
    await late.publish(markerTopic, 'marker');
    const marker = await late.waitFor(markerTopic);
    return late.received.filter((m) => m.seq < marker.seq && m.topic !== markerTopic);
  } finally {
    await late.close();
  }
}
