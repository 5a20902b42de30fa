/** `webhook`: a POST of the alert JSON (with the event), or of the message for reports and summaries. */
import type { NtfyChannel, WebhookChannel } from '@dtu-web/protocol';
import { request } from 'undici';
import { SEND_TIMEOUT_MS, type OutMessage, type Sender } from './types.ts';

/** What a webhook receives. */
export function webhookBody(message: OutMessage): string {
  const base = { event: message.kind, gateway: message.gateway, title: message.title, text: message.text };
  return JSON.stringify(message.alert === undefined ? base : { ...message.alert, ...base });
}

/** Posts and checks the answer: anything but 2xx is the receiver's refusal, said with its status. */
export async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  who: string,
): Promise<void> {
  let answer;
  try {
    answer = await request(url, {
      method: 'POST',
      headers,
      body,
      headersTimeout: SEND_TIMEOUT_MS,
      bodyTimeout: SEND_TIMEOUT_MS,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${who} could not be reached: ${reason(error)}`, { cause: error });
  }
  const text = (await answer.body.text()).trim().slice(0, 200);
  if (answer.statusCode < 200 || answer.statusCode > 299) {
    throw new Error(`${who} answered ${String(answer.statusCode)}${text === '' ? '' : `: ${text}`}`);
  }
}

export function reason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${error.message} (${code})`
      : error.message;
  }
  return String(error);
}

export const sendWebhook: Sender<WebhookChannel> = (channel, message) =>
  post(
    channel.url,
    { 'content-type': 'application/json', ...channel.headers },
    webhookBody(message),
    'The webhook',
  );

const PRIORITY = { info: '3', warning: '4', critical: '5' } as const;
const TAGS = { info: 'sunny', warning: 'warning', critical: 'rotating_light' } as const;

/** `ntfy`: the publish format — the text as the body, Title, Priority and Tags as headers. */
export const sendNtfy: Sender<NtfyChannel> = (channel, message) => {
  const headers: Record<string, string> = {
    'content-type': 'text/plain; charset=utf-8',
    Title: message.title,
    Priority: message.kind === 'resolved' ? '3' : PRIORITY[message.severity],
    Tags: message.kind === 'resolved' ? 'white_check_mark' : TAGS[message.severity],
  };
  if (channel.token !== undefined && channel.token !== '') headers.Authorization = `Bearer ${channel.token}`;
  const url = `${channel.server.replace(/\/+$/, '')}/${encodeURIComponent(channel.topic)}`;
  return post(url, headers, message.text, 'The ntfy server');
};
