import { and, eq, inArray, sql } from 'drizzle-orm';
import { announceCommitted } from '../../db/committed';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { TransferResult } from './requests';

/** The topic under which the ledger tells, after each commit, which accounts' balances changed. */
export const BALANCES_CHANGED = 'ledger.accounts';

/** One posted movement: the transfer row it belongs to, and the two accounts it changes. */
type Movement = { transferId: number; fromId: number; toId: number; amount: number; kind: string };

/** Changes the two balances (in id order) and writes the two entries. */
export async function moveBalances(tx: Tx, m: Movement): Promise<{ fromBalance: number; toBalance: number }> {
  const deltas = new Map([
    [m.fromId, -m.amount],
    [m.toId, m.amount],
  ]);
  const after = new Map<number, number>();
  for (const id of [...deltas.keys()].sort((a, b) => a - b)) {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${deltas.get(id)}` })
      .where(eq(ledgerAccounts.id, id))
      .returning({ balance: ledgerAccounts.balance });
    if (!row) throw new Error(`ledger account ${id} vanished`);
    after.set(id, row.balance);
  }
  await tx.insert(ledgerEntries).values([
    {
      transferId: m.transferId,
      accountId: m.fromId,
      amount: -m.amount,
      balanceAfter: after.get(m.fromId) as number,
      kind: m.kind,
    },
    {
      transferId: m.transferId,
      accountId: m.toId,
      amount: m.amount,
      balanceAfter: after.get(m.toId) as number,
      kind: m.kind,
    },
  ]);
  announceCommitted(tx, BALANCES_CHANGED, [...after.keys()]);
  return { fromBalance: after.get(m.fromId) as number, toBalance: after.get(m.toId) as number };
}

async function balancesOf(tx: Tx | Db, ids: number[]) {
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  return new Map(rows.map((r) => [r.id, r.balance]));
}

/** The first transfer under this key, if any: the same request is a replay, another is a conflict. */
export async function existingTransfer(
  tx: Tx,
  {
    merchantId,
    source,
    externalId,
    requestHash,
  }: { merchantId: number; source: string; externalId: string; requestHash: string },
) {
  const [row] = await tx
    .select()
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.merchantId, merchantId),
        eq(ledgerTransfers.source, source),
        eq(ledgerTransfers.externalId, externalId),
      ),
    );
  if (!row) return undefined;
  if (row.requestHash !== requestHash)
    throw new AppError('conflict', { data: { idempotencyKey: `${source}:${externalId}` } });
  const balances = await balancesOf(tx, [row.fromAccountId, row.toAccountId]);
  return {
    transferId: row.id,
    status: row.status,
    replayed: true,
    fromBalance: balances.get(row.fromAccountId) as number,
    toBalance: balances.get(row.toAccountId) as number,
  } satisfies TransferResult;
}
