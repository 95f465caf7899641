import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';

/**
 * The in-house lotteries' draws (issue 14), one row per game and draw, shared by every merchant
 * (like a national lottery: the same result for all; each merchant decides whether its players
 * see a game and at what odds, and holds its own bets). The seed is made
 * when the draw is scheduled and its SHA-256 shown at once; the seed itself is shown only once
 * the draw is drawn (provably fair: modules/lottery/rules/draw.ts). `drawn` happens once: a
 * conditional update from `open`, whoever ticks first.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: identity(),
    game: text().notNull(),
    drawKey: text().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    drawsAt: timestamp({ withTimezone: true }).notNull(),
    seed: text().notNull(),
    seedHash: text().notNull(),
    /** The drawn digits, in order (null until drawn). */
    digits: text(),
    status: text({ enum: ['open', 'drawn', 'settled'] })
      .notNull()
      .default('open'),
    drawnAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_draws_key').on(t.game, t.drawKey),
    index('lottery_draws_due').on(t.drawsAt).where(sql`${t.status} <> 'settled'`),
    index('lottery_draws_game_time').on(t.game, t.drawsAt),
    check('lottery_draws_order', sql`${t.opensAt} < ${t.closesAt} and ${t.closesAt} <= ${t.drawsAt}`),
    check('lottery_draws_drawn', sql`(${t.status} = 'open') = (${t.digits} is null)`),
  ],
);
