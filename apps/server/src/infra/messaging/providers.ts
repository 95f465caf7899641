import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { outboxMessages } from '../../db/schema';
import type { Db } from '../../db/types';

export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  /** E.164 number or e-mail address. */
  destination: string;
  subject?: string;
  body: string;
}

export interface MessageProvider {
  name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Shows a destination in logs without giving it away: +63••••4567, a••••@example.com. */
export function maskDestination(destination: string): string {
  if (destination.includes('@')) {
    const [user = '', domain = ''] = destination.split('@');
    return `${user.slice(0, 1)}••••@${domain}`;
  }
  return `${destination.slice(0, 3)}••••${destination.slice(-4)}`;
}

/**
 * The default provider: keeps the message in the outbox table (read it with
 * `npm run admin -- outbox`). The log says a message went out, never what it says: codes are secrets.
 */
export function outboxProvider(db: Db, logger: FastifyBaseLogger): MessageProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({ ...message, subject: message.subject ?? null, provider: 'outbox' });
      logger.info(
        { channel: message.channel, to: maskDestination(message.destination) },
        'message written to the outbox',
      );
    },
  };
}

/** E-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function smtpProvider(url: string, from: string, db: Db): MessageProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.destination, subject: message.subject ?? '', text: message.body });
      await db
        .insert(outboxMessages)
        .values({ ...message, body: '[sent by SMTP]', subject: message.subject ?? null, provider: 'smtp' });
    },
  };
}

/**
 * SMS through an HTTP gateway (SMS_GATEWAY_URL): POST { to, text } as JSON with
 * `Authorization: Bearer SMS_GATEWAY_TOKEN`; any 2xx is accepted.
 */
export function httpSmsProvider(url: string, token: string | undefined, db: Db): MessageProvider {
  return {
    name: 'http-sms',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.destination, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      await db
        .insert(outboxMessages)
        .values({ ...message, body: '[sent by SMS gateway]', subject: null, provider: 'http-sms' });
    },
  };
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** Routes each channel to its provider. */
export function createMessenger(providers: { sms: MessageProvider; email: MessageProvider }): Messenger {
  return {
    send: (message) => providers[message.channel].send(message),
  };
}
