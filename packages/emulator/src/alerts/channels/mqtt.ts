/**
 * `mqtt`: the alert JSON to `<prefix>/alerts/<rule>` and the gateway's firing count, retained, to
 * `<prefix>/alerts/active` (a Home Assistant sensor can read it). One short connection a message:
 * alerts are rare, and a broker that is away does not keep a socket waiting.
 */
import type { MqttChannel } from '@dtu-web/protocol';
import { connectAsync } from 'mqtt';
import { webhookBody } from './webhook.ts';
import { SEND_TIMEOUT_MS, type Sender } from './types.ts';
import { reason } from './webhook.ts';

export const sendMqtt: Sender<MqttChannel> = async (channel, message) => {
  const prefix = channel.topic_prefix.replace(/\/+$/, '');
  let client;
  try {
    client = await connectAsync(channel.url, {
      ...(channel.user ? { username: channel.user } : {}),
      ...(channel.password ? { password: channel.password } : {}),
      connectTimeout: SEND_TIMEOUT_MS,
      reconnectPeriod: 0,
    });
  } catch (error) {
    throw new Error(`The MQTT broker refused the connection: ${reason(error)}`, { cause: error });
  }
  try {
    const topic = `${prefix}/alerts/${message.alert?.rule ?? message.kind}`;
    await client.publishAsync(topic, webhookBody(message), { qos: 1 });
    await client.publishAsync(`${prefix}/alerts/active`, String(message.active), { qos: 1, retain: true });
  } catch (error) {
    throw new Error(`The MQTT broker did not take the message: ${reason(error)}`, { cause: error });
  } finally {
    await client.endAsync().catch(() => undefined);
  }
};
