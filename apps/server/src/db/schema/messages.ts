import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { memberRef, members } from './members';
import { merchantRef } from './merchants';

/**
 * Messages of the message centre (spec 2 /m/webEmail): to one member, to a group (players,
 * agents, VIP level and up) or to everyone of a merchant. `content` is sanitised HTML.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: identity(),
    merchantId: merchantRef(),
    audience: text({ enum: ['all', 'member', 'players', 'agents', 'vip'] }).notNull(),
    /** The one member of audience `member`. */
    memberId: bigint({ mode: 'number' }).references(() => members.id),
    /** The lowest VIP level of audience `vip`. */
    minVipLevel: smallint(),
    title: text().notNull(),
    content: text().notNull(),
    sentBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_messages_merchant_audience').on(t.merchantId, t.audience, t.id),
    index('member_messages_member').on(t.memberId, t.id),
    check('member_messages_member_audience', sql`(${t.audience} = 'member') = (${t.memberId} is not null)`),
    check('member_messages_vip_audience', sql`(${t.audience} = 'vip') = (${t.minVipLevel} is not null)`),
  ],
);

/** What one member did with a message: read it, deleted it from the centre. */
export const memberMessageStates = pgTable(
  'member_message_states',
  {
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => memberMessages.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    readAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);
