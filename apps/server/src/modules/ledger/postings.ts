import { and, eq } from 'drizzle-orm';
import { ledgerTransfers } from '../../db/schema';
import { sqlState, withTransaction } from '../../db/transaction';
import type { Db, Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import { type AccountDirectory, type AccountRef, refKey } from './accounts';
import { existingTransfer, moveBalances } from './movements';
import {
  assertAmount,
  constraintOf,
  hashOf,
  type ResolveRequest,
  type TransferRequest,
  type TransferResult,
} from './requests';

/**
 * The writing half of the ledger: transfers, holds and their resolution. Accounts are changed
 * in the order of their ids so concurrent transfers cannot deadlock; the database refuses a
 * member balance below zero and a key used twice.
 */
export function createPostings(db: Db, accounts: AccountDirectory) {
  async function transferIn(
    tx: Tx,
    {
      opened,
      req,
      status,
      batchId,
    }: { opened: Map<string, number>; req: TransferRequest; status: 'posted' | 'pending'; batchId: string | null },
  ) {
    assertAmount(req.amount);
    const fromId = await accounts.resolve(
      tx,
      { merchantId: req.merchantId, currency: req.currency, ref: req.from },
      opened,
    );
    const toId = await accounts.resolve(
      tx,
      { merchantId: req.merchantId, currency: req.currency, ref: req.to },
      opened,
    );
    if (fromId === toId) throw new AppError('validation.failed', { fields: [{ field: 'to', key: 'field.invalid' }] });
    // The hash names the accounts, not their rows: a retry may land on another slot of a house account.
    const requestHash = hashOf([
      refKey(req.merchantId, req.currency, req.from),
      refKey(req.merchantId, req.currency, req.to),
      req.amount,
      req.kind,
      status,
    ]);
    const [inserted] = await tx
      .insert(ledgerTransfers)
      .values({
        merchantId: req.merchantId,
        currency: req.currency,
        fromAccountId: fromId,
        toAccountId: toId,
        amount: req.amount,
        kind: req.kind,
        status,
        source: req.source,
        externalId: req.externalId,
        requestHash,
        batchId,
        actor: req.actor,
        metadata: req.metadata ?? {},
      })
      .onConflictDoNothing()
      .returning({ id: ledgerTransfers.id });
    if (!inserted) {
      const first = await existingTransfer(tx, {
        merchantId: req.merchantId,
        source: req.source,
        externalId: req.externalId,
        requestHash,
      });
      if (!first) throw new Error('idempotency key neither new nor found');
      return first;
    }
    const balances = await moveBalances(tx, {
      transferId: inserted.id,
      fromId,
      toId,
      amount: req.amount,
      kind: req.kind,
    });
    return { transferId: inserted.id, status, replayed: false, ...balances } satisfies TransferResult;
  }

  /**
   * Runs `work` in a transaction and turns the database's refusals into coded errors. Accounts
   * it opened are remembered once it commits (in a caller's transaction, never: its fate is unknown).
   */
  async function guarded<T>(work: (tx: Tx, opened: Map<string, number>) => Promise<T>, given?: Tx): Promise<T> {
    try {
      if (given) return await work(given, new Map());
      let opened = new Map<string, number>();
      const result = await withTransaction(
        db,
        (tx) => {
          opened = new Map(); // a retried attempt starts afresh
          return work(tx, opened);
        },
        { retries: 5 },
      );
      accounts.remember(opened);
      return result;
    } catch (error) {
      // The database refused a member balance below zero: the wallet cannot pay.
      if (sqlState(error) === '23514' && /ledger_member_not_negative/.test(constraintOf(error))) {
        throw new AppError('insufficient.funds');
      }
      // A balance would pass 2^53 - 1, where the API and the database would stop agreeing.
      if (sqlState(error) === '23514' && /ledger_balance_bounded|ledger_transfer_bounded/.test(constraintOf(error))) {
        throw new AppError('amount.out.of.range');
      }
      throw error;
    }
  }

  async function resolveHold(
    { req, outcome, to }: { req: ResolveRequest; outcome: 'settled' | 'voided'; to: AccountRef | null },
    given?: Tx,
  ) {
    return guarded(async (tx, opened) => {
      const [hold] = await tx
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.id, req.holdId), eq(ledgerTransfers.merchantId, req.merchantId)))
        .for('update');
      if (!hold) throw new AppError('resource.not.found');
      const finalId =
        outcome === 'voided'
          ? hold.fromAccountId
          : await accounts.resolve(
              tx,
              { merchantId: req.merchantId, currency: hold.currency, ref: to as AccountRef },
              opened,
            );
      const requestHash = hashOf([
        hold.currency,
        outcome === 'voided' ? 'back' : refKey(req.merchantId, hold.currency, to as AccountRef),
        hold.amount,
        req.kind,
        outcome,
        hold.id,
      ]);
      const replay = await existingTransfer(tx, {
        merchantId: req.merchantId,
        source: req.source,
        externalId: req.externalId,
        requestHash,
      });
      if (replay) return replay;
      if (hold.status !== 'pending') throw new AppError('conflict', { data: { hold: hold.id, status: hold.status } });
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({
          merchantId: req.merchantId,
          currency: hold.currency,
          fromAccountId: hold.toAccountId,
          toAccountId: finalId,
          amount: hold.amount,
          kind: req.kind,
          status: 'posted',
          source: req.source,
          externalId: req.externalId,
          requestHash,
          holdId: hold.id,
          actor: req.actor,
          metadata: req.metadata ?? {},
        })
        .returning({ id: ledgerTransfers.id });
      if (!row) throw new Error('resolution insert returned no row');
      await tx.update(ledgerTransfers).set({ status: outcome }).where(eq(ledgerTransfers.id, hold.id));
      const balances = await moveBalances(tx, {
        transferId: row.id,
        fromId: hold.toAccountId,
        toId: finalId,
        amount: hold.amount,
        kind: req.kind,
      });
      return { transferId: row.id, status: 'posted' as const, replayed: false, ...balances };
    }, given);
  }

  return { transferIn, guarded, resolveHold };
}

export type Postings = ReturnType<typeof createPostings>;
