import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Every operator action, appended and never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer().references(() => merchants.id),
    actor: text().notNull(),
    action: text().notNull(),
    target: text(),
    detail: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_merchant_created').on(t.merchantId, t.createdAt)],
);
