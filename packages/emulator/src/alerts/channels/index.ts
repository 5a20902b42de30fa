import type { AlertChannel } from '@dtu-web/protocol';
import { emailSender, type EmailOptions } from './email.ts';
import { sendMqtt } from './mqtt.ts';
import type { OutMessage } from './types.ts';
import { sendNtfy, sendWebhook } from './webhook.ts';

export type { OutMessage } from './types.ts';

/** Delivers a message on any channel. */
export type Deliver = (channel: AlertChannel, message: OutMessage) => Promise<void>;

export function channelSender(options: EmailOptions = {}): Deliver {
  const email = emailSender(options);
  return (channel, message) => {
    switch (channel.kind) {
      case 'webhook':
        return sendWebhook(channel, message);
      case 'ntfy':
        return sendNtfy(channel, message);
      case 'mqtt':
        return sendMqtt(channel, message);
      case 'email':
        return email(channel, message);
    }
  };
}
