import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

// Columns many tables share, written once. Each call makes a new column (a builder belongs to one table).
// The references to a merchant and to a member sit beside their tables (merchantRef, memberRef).

/** A table's own id: a bigint the database numbers. */
export const identity = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** When the row was made. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** An order an operator decides (deposits, withdrawals): its request fingerprint and the decision. */
export const decisionColumns = () => ({
  /** Fingerprint of the request body: the same requestId with another body is a conflict. */
  requestHash: text(),
  /** The operator's internal note: audit log and operators only, never a member answer. */
  note: text(),
  /** What the operator wrote for the player (shown in the deposit record or withdraw report). */
  reason: text(),
  decidedBy: text(),
});
