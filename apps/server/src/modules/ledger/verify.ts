import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import type { Db } from '../../db/types';

export interface LedgerCheck {
  name: string;
  problems: string[];
}

/**
 * Recomputes every balance from the entries and checks every invariant of the ledger
 * (`npm run ledger:verify`). Reads only; each check is one query over the whole ledger.
 */
export async function verifyLedger(db: Db): Promise<LedgerCheck[]> {
  const check = async (
    name: string,
    query: ReturnType<typeof sql>,
    describe: (row: Record<string, unknown>) => string,
  ) => ({
    name,
    problems: (await rawRows<Record<string, unknown>>(db, query)).map(describe),
  });
  return [
    // Every comparison is made in SQL (bigint and numeric), and numbers come back as text: a JS
    // number is exact only to 2^53 - 1, and a check must not round away a difference of one.
    await check(
      'each balance equals the sum of its entries',
      sql`select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id
          group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
      (r) => `account ${r.id}: balance ${r.balance}, entries sum ${r.entries}`,
    ),
    await check(
      "each entry's balance after is the running sum of its account's entries",
      sql`select id, balance_after::text as balance_after, running::text as running from (
            select e.id, e.balance_after, sum(e.amount) over (partition by e.account_id order by e.id) as running
            from ledger_entries e) s
          where balance_after <> running`,
      (r) => `entry ${r.id}: balance after ${r.balance_after}, running sum ${r.running}`,
    ),
    await check(
      'no balance passes what a JS number holds exactly',
      sql`select id, balance::text as balance from ledger_accounts
          where abs(balance::numeric) > ${sql.raw(String(Number.MAX_SAFE_INTEGER))}`,
      (r) => `account ${r.id}: ${r.balance}`,
    ),
    await check(
      'each transfer has two entries that cancel out, for its amount, between its accounts',
      sql`select t.id from ledger_transfers t
          left join ledger_entries e on e.transfer_id = t.id
          group by t.id, t.amount, t.from_account_id, t.to_account_id
          having count(e.id) <> 2 or coalesce(sum(e.amount), 1) <> 0
             or sum(case when e.account_id = t.to_account_id then e.amount else 0 end) <> t.amount
             or sum(case when e.account_id = t.from_account_id then e.amount else 0 end) <> -t.amount`,
      (r) => `transfer ${r.id} is not two matching entries`,
    ),
    await check(
      'the accounts of each currency sum to zero',
      sql`select merchant_id, currency, sum(balance)::text as total from ledger_accounts
          group by merchant_id, currency having sum(balance) <> 0`,
      (r) => `merchant ${r.merchant_id} ${r.currency}: total ${r.total}`,
    ),
    await check(
      'no member wallet below zero',
      sql`select id, balance::text as balance from ledger_accounts where kind = 'member' and balance < 0`,
      (r) => `account ${r.id}: ${r.balance}`,
    ),
    await check(
      'no member wallet ever went below zero',
      sql`select e.id, e.balance_after::text as balance_after from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = 'member' and e.balance_after < 0`,
      (r) => `entry ${r.id}: balance after ${r.balance_after}`,
    ),
    await check(
      'a transfer stays within one merchant and one currency',
      sql`select t.id from ledger_transfers t
          join ledger_accounts f on f.id = t.from_account_id join ledger_accounts d on d.id = t.to_account_id
          where f.currency <> t.currency or d.currency <> t.currency
             or f.merchant_id <> t.merchant_id or d.merchant_id <> t.merchant_id`,
      (r) => `transfer ${r.id} crosses merchants or currencies`,
    ),
    await check(
      'each settled or voided hold has exactly one resolution of its amount; a pending one has none',
      sql`select h.id, h.status, count(r.id) as resolutions from ledger_transfers h
          left join ledger_transfers r on r.hold_id = h.id
          where h.status in ('pending', 'settled', 'voided')
          group by h.id, h.status, h.amount
          having (h.status = 'pending' and count(r.id) <> 0)
              or (h.status <> 'pending' and (count(r.id) <> 1 or max(r.amount) <> h.amount))`,
      (r) => `hold ${r.id} (${r.status}) has ${r.resolutions} resolutions`,
    ),
  ];
}
