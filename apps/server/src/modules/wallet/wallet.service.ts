import type { BalanceResponse } from '@playdeck/contracts';
import { eq, sql } from 'drizzle-orm';
import { memberTurnover } from '../../db/schema';
import type { Executor, Tx } from '../../db/types';
import type { AccountRef } from '../ledger/accounts';
import type { MerchantConfig } from '../settings/settings.service';
import type { WalletDeps } from './wallet-deps';

/** Free-trial money has a currency of its own, so it can never meet real money (not even in a sum). */
export const TRIAL_CURRENCY = 'XTR';

export interface WalletOwner {
  memberId: number;
  isTrial: boolean;
}

/** The wallet a member plays and pays with: real money, or trial money for a trial account. */
export function walletOf(merchant: MerchantConfig, owner: WalletOwner): { currency: string; ref: AccountRef } {
  return owner.isTrial
    ? { currency: TRIAL_CURRENCY, ref: { member: owner.memberId, purpose: 'trial' } }
    : { currency: merchant.currency.code, ref: { member: owner.memberId, purpose: 'main' } };
}

/** Spec 7 wallet refresh: sumBalance with the currency's code, symbol and exponent. One row read. */
export async function balanceOf(
  services: WalletDeps,
  merchant: MerchantConfig,
  owner: WalletOwner,
): Promise<BalanceResponse> {
  const wallet = walletOf(merchant, owner);
  const sumBalance = await services.ledger.balance({
    merchantId: merchant.id,
    currency: wallet.currency,
    ref: wallet.ref,
  });
  return {
    sumBalance,
    currencySymbol: merchant.currency.symbol,
    currency: merchant.currency,
    trial: owner.isTrial,
  };
}

/** A new trial account's play money, from the house's trial funding (spec 6, free trial). */
export async function fundTrialWallet(services: WalletDeps, merchant: MerchantConfig, memberId: number) {
  const amount = merchant.settings.trial.balance;
  if (amount <= 0) return;
  await services.ledger.transfer({
    merchantId: merchant.id,
    currency: TRIAL_CURRENCY,
    from: { house: 'trial_funding' },
    to: { member: memberId, purpose: 'trial' },
    amount,
    kind: 'bonus',
    source: 'trial-funding',
    externalId: String(memberId),
    actor: 'system',
    metadata: { detail: 'trial' },
  });
}

export interface Turnover {
  required: number;
  done: number;
  remaining: number;
}

export async function turnoverOf(executor: Executor, memberId: number): Promise<Turnover> {
  const [row] = await executor.select().from(memberTurnover).where(eq(memberTurnover.memberId, memberId));
  const required = row?.required ?? 0;
  const done = row?.done ?? 0;
  return { required, done, remaining: Math.max(0, required - done) };
}

/**
 * A deposit adds `percent` of its amount to what must be bet. A member whose wallet was empty
 * starts a fresh requirement (what was bet before no longer counts, nor does what was owed).
 */
export async function requireTurnover(
  tx: Tx,
  {
    merchantId,
    memberId,
    amount,
    percent,
    walletWasEmpty,
  }: { merchantId: number; memberId: number; amount: number; percent: number; walletWasEmpty: boolean },
) {
  const add = Math.floor((amount * percent) / 100);
  await tx
    .insert(memberTurnover)
    .values({ memberId, merchantId, required: add, done: 0 })
    .onConflictDoUpdate({
      target: memberTurnover.memberId,
      set: walletWasEmpty
        ? { required: add, done: 0, updatedAt: new Date() }
        : { required: sql`${memberTurnover.required} + ${add}`, updatedAt: new Date() },
    });
}

/** A batch of bets counts toward the requirements at once: one row per member, in member order. */
export async function countTurnoverMany(tx: Tx, stakes: Map<number, { merchantId: number; done: number }>) {
  if (stakes.size === 0) return;
  const rows = [...stakes].sort(([a], [b]) => a - b);
  await tx
    .insert(memberTurnover)
    .values(rows.map(([memberId, { merchantId, done }]) => ({ memberId, merchantId, required: 0, done })))
    .onConflictDoUpdate({
      target: memberTurnover.memberId,
      set: { done: sql`${memberTurnover.done} + excluded.done`, updatedAt: new Date() },
    });
}

/** A settled bet counts toward the requirement (the games call this in the bet's transaction). */
export async function countTurnover(
  tx: Tx,
  { merchantId, memberId, betAmount }: { merchantId: number; memberId: number; betAmount: number },
) {
  await tx
    .insert(memberTurnover)
    .values({ memberId, merchantId, required: 0, done: betAmount })
    .onConflictDoUpdate({
      target: memberTurnover.memberId,
      set: { done: sql`${memberTurnover.done} + ${betAmount}`, updatedAt: new Date() },
    });
}
