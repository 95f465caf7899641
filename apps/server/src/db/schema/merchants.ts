import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

export const merchants = pgTable(
  'merchants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Upper-case code sent in the `Merchant` header. */
    code: text().notNull().unique(),
    name: text().notNull(),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** The ledger's currency for this merchant; fixed once money has moved. */
    currency: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('merchants_code_upper', sql`${t.code} = upper(${t.code})`)],
);

/** Host names that select a merchant when a request carries no `Merchant` header. */
/** The merchant a row belongs to. */
export const merchantRef = () =>
  integer()
    .notNull()
    .references(() => merchants.id);

export const merchantDomains = pgTable('merchant_domains', {
  host: text().primaryKey(),
  merchantId: integer()
    .notNull()
    .references(() => merchants.id),
});

/** One row per top-level settings key (contracts `merchantSettingsShape`), validated on write and read. */
export const merchantSettings = pgTable(
  'merchant_settings',
  {
    merchantId: merchantRef(),
    key: text().notNull(),
    value: jsonb().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);
