import { promotionRules } from '@playdeck/contracts';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { deposits, members, promotionEntries, promotions } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { createBonusGrants } from './bonus-grants';
import { DUPLICATE_PERSON, promotionsRepo } from './promotions.repo';

/**
 * A completed deposit makes the member's joined deposit bonuses claimable (issue 12): the
 * rule's percent of the deposit up to its cap, when the deposit reaches the minimum (and is the
 * member's first, where the rule says so). Runs in the deposit's transaction, so the bonus and
 * the deposit commit together; an `auto` promotion is credited in the same transaction.
 */
export async function qualifyDepositBonuses(
  tx: Tx,
  { db, ledger }: { db: Db; ledger: Ledger },
  merchant: MerchantConfig,
  deposit: { id: number; memberId: number; amount: number },
) {
  const now = new Date();
  const joined = await tx
    .select({ entry: promotionEntries, promotion: promotions })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(
      and(
        eq(promotionEntries.merchantId, merchant.id),
        eq(promotionEntries.memberId, deposit.memberId),
        eq(promotionEntries.state, 'joined'),
        eq(promotions.kind, 'deposit_bonus'),
        eq(promotions.status, 'live'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  if (joined.length === 0) return;
  // An order made before a break may complete during it: no bonus then (issue 15).
  const [member] = await tx
    .select({ excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, deposit.memberId));
  if (member?.excludedUntil && member.excludedUntil.getTime() > now.getTime()) return;
  const [completed] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(deposits)
    .where(and(eq(deposits.memberId, deposit.memberId), eq(deposits.status, 'completed')));
  // This deposit is already completed in this transaction: the first deposit counts one.
  const isFirst = Number(completed?.count ?? 0) <= 1;

  for (const { entry, promotion } of joined) {
    const rule = promotionRules.deposit_bonus.parse(promotion.rule);
    if (deposit.amount < rule.minDeposit || (rule.firstDepositOnly && !isFirst)) continue;
    const amount = Math.min(Math.floor((deposit.amount * rule.percent) / 100), rule.cap);
    if (amount <= 0) continue;
    // One per person: another account of the same person already credited earns nothing here.
    if (promotion.onePerPerson) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promo-person:${promotion.id}`}))`);
      const repo = promotionsRepo(tx, merchant.id);
      const matched = await repo.samePersonCredited(promotion.id, deposit.memberId);
      if (matched) {
        await repo.refuse(entry.id, DUPLICATE_PERSON);
        await repo.flag({ promotionId: promotion.id, memberId: deposit.memberId, matched });
        continue;
      }
    }
    const [qualified] = await tx
      .update(promotionEntries)
      .set({
        state: promotion.claimMode === 'auto' ? 'credited' : 'claimable',
        amount,
        reference: `deposit:${deposit.id}`,
        updatedAt: now,
      })
      .where(and(eq(promotionEntries.id, entry.id), eq(promotionEntries.state, 'joined')))
      .returning();
    if (qualified && promotion.claimMode === 'auto')
      await createBonusGrants({ db, ledger }).grant(tx, {
        merchantId: merchant.id,
        memberId: deposit.memberId,
        entryId: qualified.id,
        currency: merchant.currency.code,
        amount,
        multiplier: promotion.wageringMultiplier,
        weights: promotion.wageringWeights,
        days: promotion.bonusDays,
      });
  }
}
