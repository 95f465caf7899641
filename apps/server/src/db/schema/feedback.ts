import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

/** A member's feedback (spec 2 /m/feedback) and the operator's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: identity(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    category: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** The stored pictures' random names (in the file store, never under the web root). */
    images: text().array().notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: text(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_member').on(t.memberId, t.id), index('feedback_merchant').on(t.merchantId, t.id)],
);
