import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { bonusGrants } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor, Tx } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';

/**
 * Bonus money (docs/promotions-design.md): a grant moves promotion money into the member's
 * `bonus` wallet, locked; stakes of the member's own money count toward its wagering; once met
 * it is released to the main wallet; a withdrawal before that forfeits it, and so does expiry.
 * Every move is a ledger transfer keyed by the grant (or its entry), so each happens once.
 */
export interface GrantRequest {
  merchantId: number;
  memberId: number;
  /** The promotion entry it pays: one grant per entry. */
  entryId: number;
  currency: string;
  amount: number;
  /** Wagered this many times before release (0: released at once). */
  multiplier: number;
  /** Per game category, the percent of a stake that counts (absent: 100). */
  weights: Record<string, number>;
  days: number;
}

export interface LockedBonus {
  /** Locked bonus money, all grants together (minor units). */
  amount: number;
  /** What is still to bet, weighted, before all of it is released. */
  remaining: number;
  /** When the first of them expires. */
  expiresAt: string | null;
}

type Settlement = 'released' | 'forfeited' | 'expired';

const SETTLEMENT_SOURCE: Record<Settlement, string> = {
  released: 'bonus-release',
  forfeited: 'bonus-forfeit',
  expired: 'bonus-expire',
};

/** A stake of a member's own money: what it was, and in which game category. */
export interface Stake {
  memberId: number;
  category: string;
  amount: number;
}

/**
 * Stakes of members' own money count toward their locked grants not yet met, oldest first,
 * each weighted by its grant's category weights; what one grant does not need goes on to the
 * next. Runs in the bets' transaction (the game engine's batch and single paths); for members
 * without a locked grant it costs one index lookup. `done` never passes `required`, and a grant
 * released meanwhile is not touched (the state guard).
 */
export async function countBonusWagering(tx: Tx, stakes: readonly Stake[]) {
  const members = [...new Set(stakes.map((s) => s.memberId))].sort((a, b) => a - b);
  if (members.length === 0) return;
  const open = await tx
    .select({
      id: bonusGrants.id,
      memberId: bonusGrants.memberId,
      done: bonusGrants.done,
      required: bonusGrants.required,
      weights: bonusGrants.weights,
    })
    .from(bonusGrants)
    .where(
      and(
        inArray(bonusGrants.memberId, members),
        eq(bonusGrants.state, 'locked'),
        sql`${bonusGrants.done} < ${bonusGrants.required}`,
      ),
    )
    .orderBy(asc(bonusGrants.memberId), asc(bonusGrants.id));
  if (open.length === 0) return;
  const added = new Map<number, number>();
  for (const stake of stakes) {
    let left = stake.amount;
    for (const grant of open) {
      if (left <= 0) break;
      if (grant.memberId !== stake.memberId) continue;
      const weight = grant.weights[stake.category] ?? 100;
      const need = grant.required - grant.done - (added.get(grant.id) ?? 0);
      if (weight <= 0 || need <= 0) continue;
      const counted = Math.floor((left * weight) / 100);
      const used = Math.min(counted, need);
      added.set(grant.id, (added.get(grant.id) ?? 0) + used);
      // The part of the stake this grant took; the rest counts toward the next one.
      left = used < counted ? left - Math.ceil((used * 100) / weight) : 0;
    }
  }
  for (const [id, amount] of added)
    if (amount > 0)
      await tx
        .update(bonusGrants)
        .set({ done: sql`least(${bonusGrants.required}, ${bonusGrants.done} + ${amount})` })
        .where(and(eq(bonusGrants.id, id), eq(bonusGrants.state, 'locked')));
}

/** What the player is shown: locked money, what is left to bet, the first expiry. */
export async function lockedBonusOf(db: Executor, memberId: number): Promise<LockedBonus> {
  // A grant whose wagering is met is the player's, released at the next sweep: not locked.
  const rows = await db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.memberId, memberId),
        eq(bonusGrants.state, 'locked'),
        sql`${bonusGrants.done} < ${bonusGrants.required}`,
      ),
    )
    .orderBy(asc(bonusGrants.expiresAt));
  return {
    amount: rows.reduce((sum, g) => sum + g.amount, 0),
    remaining: rows.reduce((sum, g) => sum + Math.max(0, g.required - g.done), 0),
    expiresAt: rows[0]?.expiresAt.toISOString() ?? null,
  };
}

export function createBonusGrants({ db, ledger }: { db: Db; ledger: Ledger }) {
  /**
   * Ends one locked grant (one conditional update: only its first caller moves the money). The
   * member's main wallet is locked first, as the game engine and withdrawals lock it before they
   * touch grants: every path takes the wallet, then the grant, so they never deadlock. A release
   * needs the wagering met; a forfeit or an expiry only takes a grant not met (a met one is the
   * player's money, released instead).
   */
  async function settle(tx: Tx, grantId: number, outcome: Settlement, actor: string) {
    const [found] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grantId));
    if (found?.state !== 'locked') return null;
    await ledger.lock({
      tx,
      merchantId: found.merchantId,
      currency: found.currency,
      account: { member: found.memberId, purpose: 'main' },
    });
    const met = sql`${bonusGrants.done} >= ${bonusGrants.required}`;
    const [grant] = await tx
      .update(bonusGrants)
      .set({ state: outcome, settledAt: new Date() })
      .where(
        and(
          eq(bonusGrants.id, grantId),
          eq(bonusGrants.state, 'locked'),
          outcome === 'released' ? met : sql`not (${met})`,
        ),
      )
      .returning();
    if (!grant) return null;
    const bonusWallet = { member: grant.memberId, purpose: 'bonus' as const };
    await ledger.transfer(
      {
        merchantId: grant.merchantId,
        currency: grant.currency,
        from: bonusWallet,
        to: outcome === 'released' ? { member: grant.memberId, purpose: 'main' } : { house: 'promotions' },
        amount: grant.amount,
        kind: 'bonus',
        source: SETTLEMENT_SOURCE[outcome],
        externalId: String(grant.id),
        actor,
        metadata: { detail: outcome, grant: grant.id },
      },
      tx,
    );
    return grant;
  }

  /** The member's locked grants, met or not, inside the caller's transaction. */
  const lockedIn = (tx: Tx, memberId: number) =>
    tx
      .select({ id: bonusGrants.id, done: bonusGrants.done, required: bonusGrants.required })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.state, 'locked')));

  return {
    /** Gives a bonus, inside the caller's transaction (the entry's move to credited). */
    async grant(tx: Tx, request: GrantRequest) {
      await ledger.transfer(
        {
          merchantId: request.merchantId,
          currency: request.currency,
          from: { house: 'promotions' },
          to: { member: request.memberId, purpose: 'bonus' },
          amount: request.amount,
          kind: 'bonus',
          source: 'promo-grant',
          externalId: String(request.entryId),
          actor: 'system',
          metadata: { detail: 'promotion', entry: request.entryId },
        },
        tx,
      );
      const [grant] = await tx
        .insert(bonusGrants)
        .values({
          merchantId: request.merchantId,
          memberId: request.memberId,
          entryId: request.entryId,
          currency: request.currency,
          amount: request.amount,
          required: request.amount * request.multiplier,
          weights: request.weights,
          expiresAt: new Date(Date.now() + request.days * 86_400_000),
        })
        .onConflictDoNothing()
        .returning();
      // Nothing to wager: released in the same transaction.
      if (grant && grant.required === 0) await settle(tx, grant.id, 'released', 'system');
      return grant ?? null;
    },

    countWagering: countBonusWagering,

    /** Releases the member's grants whose wagering is met (the wallet read and the sweep call it). */
    async releaseMet(memberId?: number) {
      const due = await db
        .select({ id: bonusGrants.id })
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.state, 'locked'),
            sql`${bonusGrants.done} >= ${bonusGrants.required}`,
            memberId === undefined ? undefined : eq(bonusGrants.memberId, memberId),
          ),
        )
        .limit(500);
      let released = 0;
      for (const { id } of due) if (await withTransaction(db, (tx) => settle(tx, id, 'released', 'system'))) released++;
      return released;
    },

    /**
     * A withdrawal: grants already met are released first (they are the player's); every grant
     * still locked is forfeited (never own money). Inside the withdrawal's transaction.
     */
    async forfeitAll(tx: Tx, memberId: number, actor: string) {
      let forfeited = 0;
      for (const grant of await lockedIn(tx, memberId)) {
        if (grant.done >= grant.required) await settle(tx, grant.id, 'released', 'system');
        else forfeited += (await settle(tx, grant.id, 'forfeited', actor))?.amount ?? 0;
      }
      return forfeited;
    },

    /** Expires the locked grants past their date (the sweep). */
    async expireDue(now = new Date()) {
      const due = await db
        .select({ id: bonusGrants.id })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.state, 'locked'), lte(bonusGrants.expiresAt, now)))
        .limit(500);
      let expired = 0;
      for (const { id } of due) if (await withTransaction(db, (tx) => settle(tx, id, 'expired', 'system'))) expired++;
      return expired;
    },

    lockedOf: (memberId: number) => lockedBonusOf(db, memberId),
  };
}

export type BonusGrants = ReturnType<typeof createBonusGrants>;
