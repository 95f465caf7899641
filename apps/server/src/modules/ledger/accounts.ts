import { and, eq, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema';
import type { Executor } from '../../db/types';

/** A member's wallet: real money (main), free-trial play money (trial), or locked promotion money (bonus). */
export type MemberRef = { member: number; purpose: 'main' | 'trial' | 'bonus' };

/** A member's wallet, or a house account by name. */
export type AccountRef = MemberRef | { house: HouseAccount };

/** One account: a merchant's wallet or house account in one currency. */
export interface AccountKey {
  merchantId: number;
  currency: string;
  ref: AccountRef;
}

/**
 * House accounts: the other side of every movement of players' money. They may go below zero
 * (deposits clearing is negative by what players brought in).
 */
export type HouseAccount =
  | 'deposits_clearing'
  | 'withdrawals_pending'
  | 'withdrawals_paid'
  | 'promotions'
  | 'rebates'
  | 'agent_pay'
  | 'adjustments'
  | 'trial_funding'
  | `vendor:${string}`;

export const refKey = (merchantId: number, currency: string, ref: AccountRef) =>
  'member' in ref
    ? `${merchantId}|${currency}|m|${ref.member}|${ref.purpose}`
    : `${merchantId}|${currency}|h|${ref.house}`;

/**
 * A house account is kept as this many rows (slots), and each transfer touches one at random:
 * every bet of a vendor credits its house account, and one row would make all of them wait for
 * each other's commit. The sum over all accounts stays zero; a house balance is the sum of its slots.
 */
export const HOUSE_SLOTS = 32;

const slotPurpose = (house: string, slot: number) => `${house}#${slot}`;

/**
 * Finds or opens accounts. Ids never change, so they are remembered in this process; opening
 * is an insert that ignores a race with another opener. An account opened inside a transaction
 * is only remembered once that transaction commits (`opened` collects them): if it rolls back,
 * the account never existed.
 */
export function createAccountDirectory() {
  const ids = new Map<string, number>();
  /** Bounded: past this many, the directory starts again (ids are found again in one read). */
  const MAX_REMEMBERED = 200_000;
  const keep = (key: string, id: number) => {
    if (ids.size >= MAX_REMEMBERED) ids.clear();
    ids.set(key, id);
  };

  async function resolve(
    executor: Executor,
    { merchantId, currency, ref }: AccountKey,
    opened?: Map<string, number>,
  ): Promise<number> {
    const slot = 'house' in ref ? Math.floor(Math.random() * HOUSE_SLOTS) : 0;
    const key = `${refKey(merchantId, currency, ref)}#${slot}`;
    const known = ids.get(key) ?? opened?.get(key);
    if (known) return known;
    const kind = 'member' in ref ? ('member' as const) : ('house' as const);
    const memberId = 'member' in ref ? ref.member : null;
    const purpose = 'member' in ref ? ref.purpose : slotPurpose(ref.house, slot);
    const [created] = await executor
      .insert(ledgerAccounts)
      .values({ merchantId, currency, kind, memberId, purpose })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    if (created) {
      if (opened) opened.set(key, created.id);
      else keep(key, created.id);
      return created.id;
    }
    const id = (
      await executor
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            eq(ledgerAccounts.currency, currency),
            eq(ledgerAccounts.kind, kind),
            sql`coalesce(${ledgerAccounts.memberId}, 0) = ${memberId ?? 0}`,
            eq(ledgerAccounts.purpose, purpose),
          ),
        )
    )[0]?.id;
    if (!id) throw new Error(`ledger account ${key} could not be opened`);
    // Found inside a transaction, the row may be this transaction's own insert: remembered only
    // if it commits (a rolled-back operator decision left a dead id here: issue 8 item 17's test).
    if (opened) opened.set(key, id);
    else keep(key, id);
    return id;
  }

  /** Remembers the accounts a committed transaction opened. */
  const remember = (opened: Map<string, number>) => {
    for (const [key, id] of opened) keep(key, id);
  };

  return { resolve, remember };
}

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
