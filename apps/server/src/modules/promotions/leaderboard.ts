import { promotionRules, type WinnerEntry } from '@playdeck/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { gameRounds, games, members, promotionEntries } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import type { MerchantConfig } from '../settings/settings.service';
import type { BonusGrants } from './bonus-grants';
import { isEligible } from './eligibility';
import { isPeriodKey, periodBounds, periodOf, previousPeriod } from './periods';
import { type PromotionRow, promotionsRepo } from './promotions.repo';
import { maskName } from './referral';

/** How many places a leaderboard shows (its prizes may be fewer). */
const SHOWN = 50;
/**
 * Standings and the winner board add up a whole period of a merchant's rounds: read at most this
 * often per board, however many players look (a period's payout is computed fresh).
 */
const SHOWN_FOR_MS = 30_000;
/**
 * A round settled in a period's last moment may commit a moment after it ends, and a period is
 * paid once: the job pays the period just ended only this long after its end.
 */
const SETTLE_AFTER_MS = 2 * 60_000;

export interface Standing {
  memberId: number;
  username: string;
  amount: number;
}

/**
 * The MISSION leaderboard (issue 12): members ranked by valid bets or by winnings (payouts of
 * settled real-money rounds) of one period, inside the promotion's schedule, the ineligible left
 * out; ties go to the earlier account. Prizes are paid to the first places when the period ends.
 */
export function createLeaderboards({ db, grants }: { db: Db; grants: BonusGrants }) {
  const shownStandings = new TtlCache<string, Standing[]>(SHOWN_FOR_MS, 1_000);
  const shownWinners = new TtlCache<string, WinnerEntry[]>(SHOWN_FOR_MS, 1_000);
  async function standings(
    merchant: MerchantConfig,
    promotion: PromotionRow,
    period: string,
    executor: Executor = db,
  ): Promise<Standing[]> {
    const rule = promotionRules.leaderboard.parse(promotion.rule);
    const { from, to } = periodBounds(rule.period, period, merchant.settings.promotions.timeZone);
    const measure = rule.metric === 'bet' ? gameRounds.stake : gameRounds.payout;
    const rows = await executor
      .select({
        memberId: gameRounds.memberId,
        amount: sql<string>`sum(${measure})`,
        username: members.username,
        customerType: members.customerType,
        vipLevel: members.vipLevel,
        registeredAt: members.registeredAt,
        excludedUntil: members.excludedUntil,
      })
      .from(gameRounds)
      .innerJoin(members, eq(members.id, gameRounds.memberId))
      .where(
        and(
          eq(gameRounds.merchantId, merchant.id),
          eq(gameRounds.status, 'settled'),
          eq(gameRounds.currency, merchant.currency.code),
          sql`${gameRounds.settledAt} >= ${from} and ${gameRounds.settledAt} < ${to}`,
          gte(gameRounds.settledAt, promotion.startsAt),
          promotion.endsAt ? lt(gameRounds.settledAt, promotion.endsAt) : undefined,
        ),
      )
      .groupBy(
        gameRounds.memberId,
        members.username,
        members.customerType,
        members.vipLevel,
        members.registeredAt,
        members.excludedUntil,
      )
      .having(sql`sum(${measure}) > 0`);
    return rows
      .filter((row) => isEligible(promotion.eligibility, row))
      .map((row) => ({ memberId: row.memberId, username: row.username, amount: Number(row.amount) }))
      .sort((a, b) => b.amount - a.amount || a.memberId - b.memberId);
  }

  return {
    /** The current period's board: the first places with their prizes, and the member's own place. */
    async board(merchant: MerchantConfig, promotion: PromotionRow, memberId: number | undefined, now = new Date()) {
      const rule = promotionRules.leaderboard.parse(promotion.rule);
      const period = periodOf('leaderboard', rule, now, merchant.settings.promotions.timeZone);
      const all = await shownStandings.get(`${promotion.id}:${period}`, () => standings(merchant, promotion, period));
      const mine = memberId === undefined ? -1 : all.findIndex((s) => s.memberId === memberId);
      return {
        period,
        metric: rule.metric,
        prizes: rule.prizes,
        places: all.slice(0, SHOWN).map((s, index) => ({
          rank: index + 1,
          name: maskName(s.username),
          amount: s.amount,
          prize: rule.prizes[index] ?? null,
          me: s.memberId === memberId,
        })),
        me: mine < 0 ? null : { rank: mine + 1, amount: all[mine]?.amount ?? 0 },
      };
    },

    /**
     * Pays an ended period's prizes (default: the one just ended): one entry per winner and
     * period, unique, so a second run pays nobody twice. Refused for a period still running. A
     * one-per-person board pays each person's best-placed account only.
     */
    async settle(merchant: MerchantConfig, promotion: PromotionRow, period?: string, now = new Date()) {
      const rule = promotionRules.leaderboard.parse(promotion.rule);
      const zone = merchant.settings.promotions.timeZone;
      const settled = period ?? previousPeriod(rule.period, new Date(now.getTime() - SETTLE_AFTER_MS), zone);
      if (!isPeriodKey(rule.period, settled) || settled >= periodOf('leaderboard', rule, now, zone))
        return { refused: rule.period };
      // Paid as a whole, once: under the period's lock, a period with any prize entry is done. The
      // standings may change later (a winner restricted, a VIP level or an account's age past the
      // rule), and a second run must not pay the places that shift up.
      const paid = await withTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leaderboard:${promotion.id}:${settled}`}))`);
        const [done] = await tx
          .select({ id: promotionEntries.id })
          .from(promotionEntries)
          .where(and(eq(promotionEntries.promotionId, promotion.id), eq(promotionEntries.period, settled)))
          .limit(1);
        if (done) return 0;
        const repo = promotionsRepo(tx, merchant.id);
        const winners: Standing[] = [];
        for (const standing of await standings(merchant, promotion, settled, tx)) {
          if (winners.length === rule.prizes.length) break;
          // One prize per person: another account of a winner above is flagged, and the next takes the place.
          const matched = promotion.onePerPerson
            ? await repo.samePersonAmong(
                standing.memberId,
                winners.map((w) => w.memberId),
              )
            : undefined;
          if (matched) await repo.flag({ promotionId: promotion.id, memberId: standing.memberId, matched });
          else winners.push(standing);
        }
        let count = 0;
        for (const [index, winner] of winners.entries()) {
          const prize = rule.prizes[index] as number;
          const [entry] = await tx
            .insert(promotionEntries)
            .values({
              merchantId: merchant.id,
              promotionId: promotion.id,
              memberId: winner.memberId,
              period: settled,
              state: promotion.claimMode === 'auto' ? 'credited' : 'claimable',
              amount: prize,
              reference: `rank:${index + 1}`,
            })
            .onConflictDoNothing()
            .returning();
          if (entry) count += 1;
          if (entry?.state === 'credited')
            await grants.grant(tx, {
              merchantId: merchant.id,
              memberId: winner.memberId,
              entryId: entry.id,
              currency: merchant.currency.code,
              amount: prize,
              multiplier: promotion.wageringMultiplier,
              weights: promotion.wageringWeights,
              days: promotion.bonusDays,
            });
        }
        return count;
      });
      return { period: settled, winners: paid };
    },

    /**
     * The winner board (spec 3 winner entry, spec 4 order): the biggest single wins of the last
     * day, highest first, names masked.
     */
    winners: (merchant: MerchantConfig, language: string, now = new Date()) =>
      shownWinners.get(`${merchant.id}:${language}`, () => winnersOf(merchant, language, now)),
  };

  async function winnersOf(merchant: MerchantConfig, language: string, now: Date): Promise<WinnerEntry[]> {
    const rows = await db
      .select({
        username: members.username,
        names: games.names,
        winAmount: gameRounds.payout,
        settledAt: gameRounds.settledAt,
      })
      .from(gameRounds)
      .innerJoin(members, eq(members.id, gameRounds.memberId))
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(
        and(
          eq(gameRounds.merchantId, merchant.id),
          gt(gameRounds.settledAt, new Date(now.getTime() - 86_400_000)),
          eq(gameRounds.status, 'settled'),
          eq(gameRounds.currency, merchant.currency.code),
          gt(gameRounds.payout, 0),
          inArray(members.customerType, [0, 1, 2]),
        ),
      )
      .orderBy(desc(gameRounds.payout), asc(gameRounds.id))
      .limit(20);
    return rows.map((row) => ({
      name: maskName(row.username),
      gameName: row.names[language] ?? Object.values(row.names)[0] ?? '',
      winAmount: row.winAmount,
      at: row.settledAt?.toISOString() ?? '',
    }));
  }
}

export type Leaderboards = ReturnType<typeof createLeaderboards>;
