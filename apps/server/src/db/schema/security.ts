import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { merchantRef, merchants } from './merchants';

/** Single-use captchas: the answer stored hashed, dead after use or five minutes. */
export const captchas = pgTable('captchas', {
  id: uuid().primaryKey().defaultRandom(),
  merchantId: integer()
    .notNull()
    .references(() => merchants.id),
  answerHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/**
 * SMS and e-mail codes (and e-mail reset links): stored hashed, bound to a purpose and a
 * destination, single use, dead after five wrong tries or their expiry.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: identity(),
    merchantId: merchantRef(),
    purpose: text().notNull(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    /** E.164 number or lower-case e-mail address. */
    destination: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [index('verification_codes_lookup').on(t.merchantId, t.channel, t.destination, t.purpose, t.createdAt)],
);

/** Messages out (SMS, e-mail): the default provider keeps them here and in the log. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: identity(),
    merchantId: integer().references(() => merchants.id),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    destination: text().notNull(),
    subject: text(),
    body: text().notNull(),
    provider: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created').on(t.createdAt)],
);

/** Rate-limit counters when there is no Redis: one row per key and fixed window. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** The key pair of the encrypted login and register bodies, shared by every instance. */
export const serverKeys = pgTable('server_keys', {
  id: text().primaryKey(),
  privateKeyPem: text().notNull(),
  publicKeySpki: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp({ withTimezone: true }),
});

/** Each encrypted body can be used once: its wrapped key is remembered until the body is too old anyway. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Deployment secrets made on first start and shared by every instance (for example the code pepper). */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
