import type { WithdrawalRecord } from '@playdeck/contracts';
import type { Db } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import { lockedBonusOf } from '../promotions/bonus-grants';
import { activeCards, publicCard } from '../security-centre/cards.service';
import type { MerchantConfig } from '../settings/settings.service';
import { turnoverOf } from './wallet.service';
import { type WithdrawalRow, withdrawalsRepo } from './withdrawals.repo';

export const DAY_MS = 86_400_000;

interface Deps {
  database: { db: Db };
  ledger: Pick<Ledger, 'balance'>;
}

/** What the withdraw screen shows: balance, what can go now, limits, turnover, cards. */
export async function withdrawInfo({ database, ledger }: Deps, merchant: MerchantConfig, memberId: number) {
  const db = database.db;
  const rules = merchant.settings.withdrawal;
  const [balance, turnover, usedToday, cards, member, locked] = await Promise.all([
    ledger.balance({
      merchantId: merchant.id,
      currency: merchant.currency.code,
      ref: { member: memberId, purpose: 'main' },
    }),
    turnoverOf(db, memberId),
    withdrawalsRepo(db).countSince(memberId, new Date(Date.now() - DAY_MS)),
    activeCards(db, merchant.id, memberId),
    db.query.members.findFirst({ where: (m, { eq: equals }) => equals(m.id, memberId) }),
    lockedBonusOf(db, memberId),
  ]);
  return {
    balance,
    withdrawable: turnover.remaining > 0 ? 0 : balance,
    minAmount: rules.minAmount,
    maxAmount: rules.maxAmount,
    dailyCountLimit: rules.dailyCount,
    usedToday,
    turnover,
    lockedBonus: { amount: locked.amount, remaining: locked.remaining },
    hasPaymentPassword: Boolean(member?.paymentPasswordHash),
    payeeName: member?.payeeName ?? null,
    cards: cards.map(publicCard),
  };
}

export function publicWithdrawal(w: WithdrawalRow): WithdrawalRecord {
  return {
    id: w.id,
    amount: w.amount,
    status: w.status,
    bankName: w.bankName,
    accountNumberMasked: w.accountNumberMasked,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
    // The player's reason only: the operator's note is internal (issue 8 item 21).
    reason: w.reason,
  };
}

interface RecordPage {
  merchantId: number;
  memberId: number;
  cursor: number | null;
  pageSize: number;
}

/** Withdraw report (spec 7), newest first, a page at a time from the cursor. */
export async function withdrawalRecords({ database }: Pick<Deps, 'database'>, query: RecordPage) {
  const { merchantId, memberId, cursor, pageSize } = query;
  const rows = await withdrawalsRepo(database.db).pageOf({ merchantId, memberId, before: cursor, limit: pageSize + 1 });
  const page = rows.slice(0, pageSize);
  return { content: page.map(publicWithdrawal), nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null };
}
