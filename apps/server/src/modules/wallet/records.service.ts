import type { AccountRecord } from '@playdeck/contracts';
import { gameNamesById } from '../games/catalogue/catalogue.service';
import type { MerchantConfig } from '../settings/settings.service';
import { type WalletOwner, walletOf } from './wallet.service';
import type { WalletDeps } from './wallet-deps';

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
  services: WalletDeps,
  { merchant, owner, query }: { merchant: MerchantConfig; owner: WalletOwner; query: RecordQuery },
) {
  const wallet = walletOf(merchant, owner);
  const rows = await services.ledger.entries({
    merchantId: merchant.id,
    currency: wallet.currency,
    account: wallet.ref,
    kind: query.kind,
    before: query.cursor ? Number(query.cursor) : undefined,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayEnd(query.to) : undefined,
    limit: query.pageSize + 1,
  });
  const page = rows.slice(0, query.pageSize);
  // Game lines name their game from the catalogue, not from text frozen (in English) at bet time.
  const gameIdOf = (r: (typeof page)[number]) => (r.gameId && /^\d+$/.test(r.gameId) ? Number(r.gameId) : null);
  const gameList = await gameNamesById(
    services.database.db,
    page.map(gameIdOf).filter((id): id is number => id !== null),
  );
  const content: AccountRecord[] = page.map((r) => {
    const id = gameIdOf(r);
    const game = id === null ? undefined : gameList.get(id);
    return {
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString(),
      detail: game ? null : r.detail,
      game: game ?? null,
    };
  });
  return { content, nextCursor: rows.length > query.pageSize ? String(page.at(-1)?.id) : null };
}

/** Personal profit and loss (spec: /m/profitandloss) over a period, from the ledger lines. */
export async function profitLoss(
  services: WalletDeps,
  { merchant, owner, from, to }: { merchant: MerchantConfig; owner: WalletOwner; from: string; to: string },
) {
  const wallet = walletOf(merchant, owner);
  const rows = await services.ledger.totalsByKind({
    merchantId: merchant.id,
    currency: wallet.currency,
    account: wallet.ref,
    from: dayStart(from),
    to: dayEnd(to),
  });
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
