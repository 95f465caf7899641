import type { RebateRates } from '@playdeck/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { agentRebateRates, merchantGames } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import { type Downline, directDownline } from './team-scope';

/** The game categories the merchant offers (its enabled games'): the rates a screen shows. */
export async function offeredCategories(db: Executor, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: merchantGames.category })
    .from(merchantGames)
    .where(and(eq(merchantGames.merchantId, merchantId), eq(merchantGames.enabled, true)))
    .orderBy(asc(merchantGames.category));
  return rows.map((r) => r.category);
}

/** A member's rates per category (basis points); a category never set is absent (it counts as 0). */
export async function ratesOf(db: Executor, merchantId: number, memberId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ category: agentRebateRates.category, rateBp: agentRebateRates.rateBp })
    .from(agentRebateRates)
    .where(and(eq(agentRebateRates.merchantId, merchantId), eq(agentRebateRates.memberId, memberId)));
  return Object.fromEntries(rows.map((r) => [r.category, r.rateBp]));
}

/** Categories the merchant does not offer are refused as the field they came in. */
async function assertOffered(db: Executor, merchantId: number, rates: Record<string, number>) {
  const offered = new Set(await offeredCategories(db, merchantId));
  const unknown = Object.keys(rates).filter((category) => !offered.has(category));
  if (unknown.length > 0)
    throw new AppError('validation.failed', {
      fields: unknown.map((category) => ({ field: `rates.${category}`, key: 'field.invalid' })),
    });
}

async function writeRates(
  tx: Executor,
  {
    merchantId,
    memberId,
    rates,
    setBy,
  }: { merchantId: number; memberId: number; rates: Record<string, number>; setBy: string },
) {
  const rows = Object.entries(rates).map(([category, rateBp]) => ({ merchantId, memberId, category, rateBp, setBy }));
  if (rows.length === 0) return;
  await tx
    .insert(agentRebateRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [agentRebateRates.memberId, agentRebateRates.category],
      set: { rateBp: sql`excluded.rate_bp`, setBy, updatedAt: new Date() },
    });
}

/**
 * Game rebate setting (/m/member/teamRebate): an agent sets the rates of its direct downline,
 * per category, never above its own (a category it has no rate for counts as 0). When an
 * upline later lowers an agent's rate, the rates that agent gave below it are left as stored,
 * but the settlement caps every rate by the lowest rate above it (the effective rate), so the
 * agents on one path never share more than the top agent's rate (docs/agent-pay-design.md).
 */
export function createRebateRates(db: Db) {
  async function view(merchantId: number, callerId: number, member: Downline): Promise<RebateRates> {
    return {
      categories: await offeredCategories(db, merchantId),
      own: await ratesOf(db, merchantId, callerId),
      member: { id: member.id, username: member.username, rates: await ratesOf(db, merchantId, member.id) },
    };
  }

  return {
    async get(merchantId: number, callerId: number, memberId: number): Promise<RebateRates> {
      return view(merchantId, callerId, await directDownline(db, { merchantId, callerId, memberId }));
    },

    /** Sets some of a direct downline's rates; any one above the caller's own refuses them all. */
    async set(
      merchantId: number,
      callerId: number,
      memberId: number,
      rates: Record<string, number>,
    ): Promise<RebateRates> {
      const member = await directDownline(db, { merchantId, callerId, memberId });
      await assertOffered(db, merchantId, rates);
      await withTransaction(db, async (tx) => {
        const own = await ratesOf(tx, merchantId, callerId);
        const above = Object.entries(rates).filter(([category, rate]) => rate > (own[category] ?? 0));
        if (above.length > 0)
          throw new AppError('agent.rate.above.own', {
            data: { categories: above.map(([category]) => category) },
          });
        await writeRates(tx, { merchantId, memberId: member.id, rates, setBy: `member:${callerId}` });
      });
      return view(merchantId, callerId, member);
    },

    /**
     * The operator sets a top agent's rates (no upline bounds them): a type-2 agent, or an agent
     * the operator made without an upline.
     */
    async setTopAgent(
      tx: Executor,
      {
        merchantId,
        memberId,
        rates,
        actor,
      }: { merchantId: number; memberId: number; rates: Record<string, number>; actor: string },
    ) {
      await assertOffered(tx, merchantId, rates);
      await writeRates(tx, { merchantId, memberId, rates, setBy: actor });
    },
  };
}

export type RebateRatesService = ReturnType<typeof createRebateRates>;

/** The merchants where any member has a rate (the settlement job's merchants). */
export async function merchantsWithRates(db: Executor): Promise<number[]> {
  const rows = await db.selectDistinct({ merchantId: agentRebateRates.merchantId }).from(agentRebateRates);
  return rows.map((r) => r.merchantId);
}
