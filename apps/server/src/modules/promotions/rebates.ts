import { promotionRules } from '@playdeck/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { gameRounds, members } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import type { MerchantConfig } from '../settings/settings.service';
import type { BonusGrants } from './bonus-grants';
import { isEligible } from './eligibility';
import { periodBounds } from './periods';
import { type PromotionRow, promotionsRepo } from './promotions.repo';

/**
 * Player rebate (PLYRBT, issue 12): a percent of each member's valid bets of one period — the
 * stakes of settled rounds of real money, per game category, plus the VIP level's extra — as
 * one entry per member and period. The entry's key (promotion, member, period) makes a second
 * run of the same period pay nothing. Claim mode `auto` credits at once, `claim` waits.
 */
export async function settleRebates(
  { db, grants }: { db: Db; grants: BonusGrants },
  merchant: MerchantConfig,
  promotion: PromotionRow,
  period: string,
): Promise<{ members: number; total: number }> {
  const rule = promotionRules.rebate.parse(promotion.rule);
  const zone = merchant.settings.promotions.timeZone;
  const { from, to } = periodBounds(rule.period, period, zone);
  const stakes = await db
    .select({
      memberId: gameRounds.memberId,
      category: gameRounds.category,
      stake: sql<number>`sum(${gameRounds.stake})::bigint`,
      vipLevel: members.vipLevel,
      customerType: members.customerType,
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
        // Bets inside the promotion's own schedule only.
        gte(gameRounds.settledAt, promotion.startsAt),
        promotion.endsAt ? lt(gameRounds.settledAt, promotion.endsAt) : undefined,
      ),
    )
    .groupBy(
      gameRounds.memberId,
      gameRounds.category,
      members.vipLevel,
      members.customerType,
      members.registeredAt,
      members.excludedUntil,
    );
  const extraFor = (level: number) =>
    Math.max(0, ...Object.entries(rule.vipExtra).map(([from, bp]) => (level >= Number(from) ? bp : 0)));
  const owed = new Map<number, number>();
  for (const row of stakes) {
    // The promotion's rule, and no rebate for a member on a break (issue 15).
    if (!isEligible(promotion.eligibility, row)) continue;
    const base = rule.rates[row.category];
    const rate = base === undefined ? 0 : base + extraFor(row.vipLevel);
    owed.set(row.memberId, (owed.get(row.memberId) ?? 0) + Math.floor((Number(row.stake) * rate) / 10_000));
  }

  let paid = 0;
  let total = 0;
  for (const [memberId, amount] of owed) {
    if (amount <= 0) continue;
    const entered = await withTransaction(db, async (tx) => {
      const entry = await promotionsRepo(tx, merchant.id).enter({
        promotionId: promotion.id,
        memberId,
        period,
        state: promotion.claimMode === 'auto' ? 'credited' : 'claimable',
        amount,
        reference: `rebate:${period}`,
      });
      if (entry && promotion.claimMode === 'auto')
        await grants.grant(tx, {
          merchantId: merchant.id,
          memberId,
          entryId: entry.id,
          currency: merchant.currency.code,
          amount,
          multiplier: promotion.wageringMultiplier,
          weights: promotion.wageringWeights,
          days: promotion.bonusDays,
        });
      return entry;
    });
    if (entered) {
      paid++;
      total += amount;
    }
  }
  return { members: paid, total };
}
