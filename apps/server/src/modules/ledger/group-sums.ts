import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import type { Db } from '../../db/types';

/**
 * A set of members, each in a group, as a subquery with two columns: `member_id` and `grp`
 * (a bigint). The caller says who belongs (a team from the downline tree, say); the ledger
 * never learns why, and nobody outside the ledger names its tables.
 */
export type MemberGroups = SQL;

/** A merchant's member lines of some kinds in a span (from inclusive, to exclusive). */
export interface DayLinesQuery {
  merchantId: number;
  currency: string;
  kinds: string[];
  from: Date;
  to: Date;
}

export interface GroupSumsQuery {
  merchantId: number;
  currency: string;
  members: MemberGroups;
  /** The entry kinds to sum (deposit, withdraw, bonus, ...). */
  kinds: string[];
  /** From (inclusive) to (exclusive). */
  from: Date;
  to: Date;
}

/**
 * Sums over many members' main wallets at once, for team reports (issue 13). Each member's
 * wallet is found by the accounts' identity index, its lines in the span by the
 * (account, created_at) index: the cost follows the members and their lines in the span,
 * never the whole history.
 */
export function createGroupSums(db: Db) {
  const wallets = (merchantId: number, currency: string, members: MemberGroups) => sql`
    select g.grp, a.id as account_id
    from (${members}) g
    join ledger_accounts a
      on a.merchant_id = ${merchantId} and a.currency = ${currency} and a.kind = 'member'
      and coalesce(a.member_id, 0) = g.member_id and a.purpose = 'main'`;

  /** Member main wallets' lines of the kinds in the span, found through the merchant's transfers of the span. */
  const memberLinesIn = ({ merchantId, currency, kinds, from, to }: DayLinesQuery) => sql`
    select a.member_id, e.id, e.account_id, e.kind, e.amount
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'member' and a.purpose = 'main'
    where t.merchant_id = ${merchantId} and t.currency = ${currency}
      and t.created_at >= ${from} and t.created_at < ${to}
      and t.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`;

  return {
    /**
     * Each member's main-wallet totals by kind in a span, as a subquery with the columns
     * member_id, kind, incoming, outgoing: for the team rollup, which builds a closed day at a
     * time. The cost follows the merchant's movements of the span, not its members.
     */
    memberTotalsIn(query: DayLinesQuery): SQL {
      return sql`select l.member_id, l.kind,
          coalesce(sum(l.amount) filter (where l.amount > 0), 0)::bigint as incoming,
          coalesce(-sum(l.amount) filter (where l.amount < 0), 0)::bigint as outgoing
        from (${memberLinesIn(query)}) l
        group by l.member_id, l.kind`;
    },

    /**
     * The members whose first ever main-wallet line of `kind` (a first deposit) falls in the
     * span, as a subquery with the column member_id: the span's lines of that kind, each kept
     * when no earlier one exists (one step of the (account, kind, id) index).
     */
    memberFirstsIn({ kind, ...query }: Omit<DayLinesQuery, 'kinds'> & { kind: string }): SQL {
      return sql`select distinct l.member_id
        from (${memberLinesIn({ ...query, kinds: [kind] })}) l
        where not exists (
          select 1 from ledger_entries before
          where before.account_id = l.account_id and before.kind = l.kind and before.id < l.id
        )`;
    },

    /** What came in and went out of each group's main wallets, by kind, in the span. */
    async groupTotalsByKind({ merchantId, currency, members, kinds, from, to }: GroupSumsQuery) {
      if (kinds.length === 0) return [];
      const rows = await rawRows<{ grp: string; kind: string; incoming: string; outgoing: string }>(
        db,
        sql`select w.grp, e.kind,
            coalesce(sum(e.amount) filter (where e.amount > 0), 0)::bigint as incoming,
            coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::bigint as outgoing
          from (${wallets(merchantId, currency, members)}) w
          join ledger_entries e on e.account_id = w.account_id
            and e.created_at >= ${from} and e.created_at < ${to}
            and e.kind in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          group by w.grp, e.kind`,
      );
      return rows.map((r) => ({
        grp: Number(r.grp),
        kind: r.kind,
        incoming: Number(r.incoming),
        outgoing: Number(r.outgoing),
      }));
    },

    /**
     * How many members of each group made their first ever line of `kind` (a first deposit)
     * within the span: each wallet's first such line is one step of the (account, kind, id) index.
     */
    async groupFirstsIn({
      merchantId,
      currency,
      members,
      kind,
      from,
      to,
    }: Omit<GroupSumsQuery, 'kinds'> & { kind: string }) {
      const rows = await rawRows<{ grp: string; firsts: string }>(
        db,
        sql`select w.grp, count(*)::bigint as firsts
          from (${wallets(merchantId, currency, members)}) w
          cross join lateral (
            select e.created_at from ledger_entries e
            where e.account_id = w.account_id and e.kind = ${kind}
            order by e.id limit 1
          ) first
          where first.created_at >= ${from} and first.created_at < ${to}
          group by w.grp`,
      );
      return rows.map((r) => ({ grp: Number(r.grp), firsts: Number(r.firsts) }));
    },
  };
}
