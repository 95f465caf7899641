import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

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

/**
 * One line of a player's lottery slip: a bet on one draw (issue 14). Its stake and payout move
 * through the seamless wallet as vendor PDLOT, one game round per line (`lottery-<id>`), so bet
 * records, P&L, rebates and team reports count it like any game. The odds are the merchant's at
 * placement. A slip is written once per (member, requestId): a retried slip places nothing twice.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: identity(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    drawId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    game: text().notNull(),
    betType: text().notNull(),
    /** The numbers (Vietnamese lottery) or the pick (fast draws), as the player chose them. */
    selection: jsonb().notNull(),
    stake: bigint({ mode: 'number' }).notNull(),
    oddsBp: integer().notNull(),
    requestId: text().notNull(),
    line: smallint().notNull(),
    /** cancelled: taken back before the draw closed (stake returned; hits and payout 0). */
    status: text({ enum: ['pending', 'won', 'lost', 'cancelled'] })
      .notNull()
      .default('pending'),
    hits: smallint(),
    payout: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_once').on(t.memberId, t.requestId, t.line),
    index('lottery_bets_draw').on(t.drawId, t.status),
    index('lottery_bets_member').on(t.memberId, t.id),
    check('lottery_bets_stake', sql`${t.stake} > 0`),
    check('lottery_bets_settled', sql`(${t.status} = 'pending') = (${t.payout} is null)`),
  ],
);
