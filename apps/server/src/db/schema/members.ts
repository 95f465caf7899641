import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { merchantRef } from './merchants';

export const members = pgTable(
  'members',
  {
    id: identity(),
    merchantId: merchantRef(),
    /** As typed at registration; unique per merchant regardless of case. */
    username: text().notNull(),
    /** E.164, unique per merchant. */
    mobile: text(),
    email: text(),
    nickname: text(),
    payeeName: text(),
    idNumber: text(),
    /** Messaging handles from the register form (qqNum, facebook, wechat, line, whatsapp, zalo). */
    contacts: text().array().notNull().default(sql`'{}'::text[]`),
    /** argon2id; null for an account that signs in by SMS code or a social provider only. */
    passwordHash: text(),
    paymentPasswordHash: text(),
    /** Spec 6 customer type (contracts CUSTOMER_TYPE). */
    customerType: smallint().notNull().default(0),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    uplineId: bigint({ mode: 'number' }).references((): AnyPgColumn => members.id),
    /** This member's own invitation (affiliate) code. */
    inviteCode: text().notNull(),
    headIcon: smallint().notNull().default(1),
    vipLevel: smallint().notNull().default(0),
    registerMethod: text(),
    registerUrl: text(),
    registerIp: text(),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** A change of password or reset ends every other session; tokens issued before this are dead. */
    credentialsChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isTrial: boolean().notNull().default(false),
    /** Given once by the member (VIP birthday bonus); never changed afterwards. */
    birthDate: date({ mode: 'string' }),
    /** When the birth date was given: a birthday bonus needs it given well before the day. */
    birthDateSetAt: timestamp({ withTimezone: true }),
    /**
     * Responsible gaming (issue 15). The money paths read these three under the row's share lock;
     * a change of limits or a break writes the row, so it waits for the bets under way and every
     * later one sees it. `rgGuarded`: the member has limits, so their play is counted (rg_usage).
     */
    rgGuarded: boolean().notNull().default(false),
    /** The end of a cool-off or self-exclusion (9999-12-31 for a permanent one): no login, play or deposit before. */
    excludedUntil: timestamp({ withTimezone: true }),
    /** Minutes between reality checks (null: the merchant's default; 0: off). */
    realityCheckMinutes: smallint(),
    /** The register consent: when it was given and the agreement version it was given to. */
    consentedAt: timestamp({ withTimezone: true }),
    agreementVersion: text(),
  },
  (t) => [
    uniqueIndex('members_merchant_username').on(t.merchantId, sql`lower(${t.username})`),
    uniqueIndex('members_merchant_mobile').on(t.merchantId, t.mobile),
    uniqueIndex('members_merchant_invite_code').on(t.merchantId, t.inviteCode),
    index('members_merchant_email').on(t.merchantId, sql`lower(${t.email})`),
    index('members_upline').on(t.uplineId),
    // Team figures: who registered in a date range (issue 13).
    index('members_merchant_registered').on(t.merchantId, t.registeredAt),
    check('members_customer_type', sql`${t.customerType} in (0, 1, 2, 4, 40, 41, 42)`),
  ],
);

/** The member a row belongs to. */
export const memberRef = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => members.id);

export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    /** SHA-256 of the 256-bit token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
    ip: text(),
    userAgent: text(),
    device: text(),
    /** The browser's own random id (X-Device-Id), for one-bonus-per-person checks. */
    deviceId: text(),
  },
  (t) => [
    index('sessions_member_active').on(t.memberId, t.endedAt),
    // Team figures: who logged in within a date range (issue 13).
    index('sessions_merchant_created').on(t.merchantId, t.createdAt),
    index('sessions_device').on(t.merchantId, t.deviceId).where(sql`${t.deviceId} is not null`),
  ],
);
