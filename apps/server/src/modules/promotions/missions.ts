import { promotionRules } from '@playdeck/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { deposits, gameRounds, members, promotionEntries } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { MerchantConfig } from '../settings/settings.service';
import type { BonusGrants } from './bonus-grants';
import { isEligible } from './eligibility';
import { periodBounds, periodOf } from './periods';
import { DUPLICATE_PERSON, type PromotionRow, promotionsRepo } from './promotions.repo';

export type MissionRule = ReturnType<typeof promotionRules.mission.parse>;

/**
 * What the member did in the period, inside the promotion's schedule: valid bets (stakes of
 * settled real-money rounds, as rebates count them) and completed deposits. Counted from the
 * records themselves when asked, so progress is exact and nothing on the betting path changes.
 */
async function doneIn(
  db: Executor,
  merchant: MerchantConfig,
  promotion: PromotionRow,
  memberId: number,
  rule: MissionRule,
  period: string,
) {
  const { from, to } = periodBounds(rule.period, period, merchant.settings.promotions.timeZone);
  const [bets] = await db
    .select({ total: sql<string>`coalesce(sum(${gameRounds.stake}), 0)` })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.merchantId, merchant.id),
        eq(gameRounds.status, 'settled'),
        eq(gameRounds.currency, merchant.currency.code),
        sql`${gameRounds.settledAt} >= ${from} and ${gameRounds.settledAt} < ${to}`,
        gte(gameRounds.settledAt, promotion.startsAt),
        promotion.endsAt ? lt(gameRounds.settledAt, promotion.endsAt) : undefined,
      ),
    );
  const [deposited] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.merchantId, merchant.id),
        eq(deposits.status, 'completed'),
        sql`${deposits.completedAt} >= ${from} and ${deposits.completedAt} < ${to}`,
        gte(deposits.completedAt, promotion.startsAt),
        promotion.endsAt ? lt(deposits.completedAt, promotion.endsAt) : undefined,
      ),
    );
  return { bet: Number(bets?.total ?? 0), deposit: Number(deposited?.total ?? 0) };
}

/** A task's entry: its period and place, `2026-11-24#0`, so each task pays once a period. */
const taskPeriod = (period: string, task: number) => `${period}#${task}`;

/** The MISSION promotions (issue 12): tasks counted from bets and deposits, each paid once a period. */
export function createMissions({ db, grants }: { db: Db; grants: BonusGrants }) {
  return {
    /** The member's tasks of the current period with their progress and state. */
    async progress(merchant: MerchantConfig, promotion: PromotionRow, memberId: number, now = new Date()) {
      const rule = promotionRules.mission.parse(promotion.rule);
      const period = periodOf('mission', rule, now, merchant.settings.promotions.timeZone);
      const done = await doneIn(db, merchant, promotion, memberId, rule, period);
      const paid = await db
        .select({ period: promotionEntries.period })
        .from(promotionEntries)
        .where(
          and(
            eq(promotionEntries.promotionId, promotion.id),
            eq(promotionEntries.memberId, memberId),
            sql`${promotionEntries.period} like ${`${period}#%`}`,
          ),
        );
      const claimed = new Set(paid.map((p) => p.period));
      return {
        period,
        tasks: rule.tasks.map((task, index) => {
          const value = Math.min(done[task.metric], task.target);
          return {
            index,
            metric: task.metric,
            target: task.target,
            reward: task.reward,
            progress: value,
            state: claimed.has(taskPeriod(period, index))
              ? ('claimed' as const)
              : value >= task.target
                ? ('claim' as const)
                : ('process' as const),
          };
        }),
      };
    },

    /**
     * Pays a finished task of the current period: the entry (promotion, member, period#task) is
     * unique, so however many presses arrive at once one of them pays.
     */
    async claim(merchant: MerchantConfig, promotion: PromotionRow, memberId: number, task: number, now = new Date()) {
      const rule = promotionRules.mission.parse(promotion.rule);
      const goal = rule.tasks[task];
      if (!goal) throw new AppError('resource.not.found');
      const period = periodOf('mission', rule, now, merchant.settings.promotions.timeZone);
      const paid = await withTransaction(db, async (tx) => {
        const [member] = await tx
          .select()
          .from(members)
          .where(and(eq(members.merchantId, merchant.id), eq(members.id, memberId)));
        if (!member || !isEligible(promotion.eligibility, member, now)) throw new AppError('promotion.not.eligible');
        const done = await doneIn(tx, merchant, promotion, memberId, rule, period);
        if (done[goal.metric] < goal.target) throw new AppError('promotion.mission.unfinished');
        const [entry] = await tx
          .insert(promotionEntries)
          .values({
            merchantId: merchant.id,
            promotionId: promotion.id,
            memberId,
            period: taskPeriod(period, task),
            state: promotion.onePerPerson ? 'claimable' : 'credited',
            amount: goal.reward,
            reference: `task:${task}`,
          })
          .onConflictDoNothing()
          .returning();
        if (!entry) throw new AppError('promotion.nothing.to.claim');
        if (promotion.onePerPerson) {
          // One reward a task and period per person, checked one claim at a time (as claims are):
          // another account of the claimant paid for this task this period refuses it, flagged.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promo-person:${promotion.id}`}))`);
          const repo = promotionsRepo(tx, merchant.id);
          const matched = await repo.samePersonAmong(
            memberId,
            tx
              .select({ id: promotionEntries.memberId })
              .from(promotionEntries)
              .where(
                and(
                  eq(promotionEntries.promotionId, promotion.id),
                  eq(promotionEntries.period, entry.period),
                  eq(promotionEntries.state, 'credited'),
                ),
              ),
          );
          if (matched) {
            await repo.refuse(entry.id, DUPLICATE_PERSON);
            await repo.flag({ promotionId: promotion.id, memberId, matched });
            return null;
          }
          await tx
            .update(promotionEntries)
            .set({ state: 'credited', updatedAt: new Date() })
            .where(eq(promotionEntries.id, entry.id));
        }
        await grants.grant(tx, {
          merchantId: merchant.id,
          memberId,
          entryId: entry.id,
          currency: merchant.currency.code,
          amount: goal.reward,
          multiplier: promotion.wageringMultiplier,
          weights: promotion.wageringWeights,
          days: promotion.bonusDays,
        });
        return entry;
      });
      if (!paid) throw new AppError(DUPLICATE_PERSON);
      return paid;
    },
  };
}

export type Missions = ReturnType<typeof createMissions>;
