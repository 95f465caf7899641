import type { AccountRecord } from '@playdeck/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import { ledgerEntries, ledgerTransfers } from '../../db/schema';
import type { Services } from '../../services';
import type { MerchantConfig } from '../settings/settings.service';
import { type WalletOwner, walletOf } from './wallet.service';

const DAY_MS = 86_400_000;

/** A calendar date as the start of that day in UTC; `to` dates include their whole day. */
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const dayEnd = (date: string) => new Date(dayStart(date).getTime() + DAY_MS);

interface RecordQuery {
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

/**
 * The account record (spec: /m/transaction/record): every ledger line of the member's wallet,
 * newest first, filtered by kind and dates, paged from a cursor by the (account, kind, id)
 * or (account, id) index, whatever the history length.
 */
export async function accountRecords(
  services: Services,
  merchant: MerchantConfig,
  owner: WalletOwner,
  query: RecordQuery,
) {
  const wallet = walletOf(merchant, owner);
  const accountId = await services.ledger.accountId(merchant.id, wallet.currency, wallet.ref);
  const rows = await services.database.db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
      detail: sql<string | null>`${ledgerTransfers.metadata}->>'detail'`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        query.kind ? eq(ledgerEntries.kind, query.kind) : undefined,
        query.cursor ? lt(ledgerEntries.id, Number(query.cursor)) : undefined,
        query.from ? gte(ledgerEntries.createdAt, dayStart(query.from)) : undefined,
        query.to ? lt(ledgerEntries.createdAt, dayEnd(query.to)) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const content: AccountRecord[] = page.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.toISOString(),
    detail: r.detail,
  }));
  return { content, nextCursor: rows.length > query.pageSize ? String(page.at(-1)?.id) : null };
}

/** Personal profit and loss (spec: /m/profitandloss) over a period, from the ledger lines. */
export async function profitLoss(
  services: Services,
  merchant: MerchantConfig,
  owner: WalletOwner,
  from: string,
  to: string,
) {
  const wallet = walletOf(merchant, owner);
  const accountId = await services.ledger.accountId(merchant.id, wallet.currency, wallet.ref);
  const rows = await rawRows<{ kind: string; incoming: number; outgoing: number }>(
    services.database.db,
    sql`select kind,
          coalesce(sum(amount) filter (where amount > 0), 0)::bigint as incoming,
          coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as outgoing
        from ledger_entries
        where account_id = ${accountId} and created_at >= ${dayStart(from)} and created_at < ${dayEnd(to)}
        group by kind`,
  );
  const sum = (kinds: string[], side: 'incoming' | 'outgoing') =>
    rows.filter((r) => kinds.includes(r.kind)).reduce((total, r) => total + Number(r[side]), 0);
  const bets = sum(['bet'], 'outgoing') - sum(['refund'], 'incoming');
  const wins = sum(['win'], 'incoming');
  const bonuses = sum(['bonus'], 'incoming');
  const rebates = sum(['rebate'], 'incoming');
  return {
    from,
    to,
    deposits: sum(['deposit'], 'incoming'),
    withdrawals: sum(['withdraw'], 'outgoing') - sum(['withdraw_refund'], 'incoming'),
    bets,
    wins,
    bonuses,
    rebates,
    transfersIn: sum(['transfer'], 'incoming'),
    transfersOut: sum(['transfer'], 'outgoing'),
    adjustments: sum(['adjustment'], 'incoming') - sum(['adjustment'], 'outgoing'),
    profit: wins + bonuses + rebates - bets,
  };
}
