import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { merchants } from './merchants';

/** Every operator action, appended and never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identity(),
    merchantId: integer().references(() => merchants.id),
    actor: text().notNull(),
    action: text().notNull(),
    target: text(),
    detail: jsonb().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_merchant_created').on(t.merchantId, t.createdAt)],
);
