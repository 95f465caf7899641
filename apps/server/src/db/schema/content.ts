import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { merchantRef } from './merchants';

/**
 * Operator-written announcements of a merchant in one language (spec 3, 7): banners (B), player
 * notices (PL), popups (PU), agent notices (A) and promotion notices (PR). `content` is HTML that
 * was sanitised with an allow-list before it was stored.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: identity(),
    merchantId: merchantRef(),
    language: text().notNull(),
    type: text({ enum: ['B', 'PL', 'PU', 'A', 'PR'] }).notNull(),
    groupName: text({ enum: ['m_home', 'm_reg'] }).notNull(),
    title: text().notNull(),
    content: text().notNull(),
    imageUrl: text(),
    link: text(),
    execution: text({ enum: ['A', 'B', 'F'] }),
    sortOrder: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_merchant_language_type').on(t.merchantId, t.language, t.type)],
);

/** Matches the home ticker and its modal show (spec 3 hot match); play opens vendor, room, node. */
export const hotMatches = pgTable(
  'hot_matches',
  {
    id: identity(),
    merchantId: merchantRef(),
    language: text().notNull(),
    league: text().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    homeTeamImageUrl: text(),
    awayTeamImageUrl: text(),
    matchTime: timestamp({ withTimezone: true }).notNull(),
    vendor: text().notNull(),
    roomId: text().notNull(),
    nodeId: integer().notNull(),
    sortOrder: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('hot_matches_merchant_language').on(t.merchantId, t.language)],
);

/** The help centre's entries (spec 2, 3): a title and sanitised HTML. */
export const helpEntries = pgTable(
  'help_entries',
  {
    id: identity(),
    merchantId: merchantRef(),
    language: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    sortOrder: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('help_entries_merchant_language').on(t.merchantId, t.language)],
);
