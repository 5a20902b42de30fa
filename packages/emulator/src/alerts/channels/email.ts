/**
 * `email` over SMTP with nodemailer: TLS from the first byte when `secure`, else STARTTLS whenever the
 * server offers it; certificates are always verified. The error a server gives is passed on in words
 * ("SMTP server said 535 5.7.8 authentication failed").
 */
import type { EmailChannel } from '@dtu-web/protocol';
import { createTransport } from 'nodemailer';
import { SEND_TIMEOUT_MS, type Sender } from './types.ts';

export interface EmailOptions {
  /** Extra trusted certificates (PEM), e.g. a private mail server's own CA. */
  ca?: string;
}

function smtpReason(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { response, message, code } = error as { response?: unknown; message?: unknown; code?: unknown };
    if (typeof response === 'string' && response !== '') return `SMTP server said ${response}`;
    if (typeof message === 'string') return typeof code === 'string' ? `${message} (${code})` : message;
  }
  return String(error);
}

export function emailSender(options: EmailOptions = {}): Sender<EmailChannel> {
  return async (channel, message) => {
    const transport = createTransport({
      host: channel.host,
      port: channel.port,
      secure: channel.secure,
      ...(channel.user ? { auth: { user: channel.user, pass: channel.password ?? '' } } : {}),
      connectionTimeout: SEND_TIMEOUT_MS,
      greetingTimeout: SEND_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
      tls: { rejectUnauthorized: true, ...(options.ca === undefined ? {} : { ca: options.ca }) },
    });
    try {
      await transport.sendMail({
        from: channel.from,
        to: channel.to,
        subject: message.title,
        text: message.text,
      });
    } catch (error) {
      throw new Error(smtpReason(error), { cause: error });
    } finally {
      transport.close();
    }
  };
}
