import { promotionRules, type VipClubView } from '@playdeck/contracts';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { announceCommitted } from '../../db/committed';
import { deposits, gameRounds, members, promotionEntries, promotions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor, Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { Ledger } from '../ledger/ledger.service';
import { MEMBERS_CHANGED, type MemberRow } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import { createBonusGrants } from './bonus-grants';
import { isEligible } from './eligibility';
import { dayIn } from './periods';
import type { PromotionRow } from './promotions.repo';
import { promotionsRepo } from './promotions.repo';

type Level = ReturnType<typeof promotionRules.vip_club.parse>['levels'][number];
export interface VipTotals {
  deposits: number;
  bets: number;
}

/**
 * The merchant's VIP club (issue 12, docs/promotions-design.md): its live `vip_club` promotion.
 * At most one is live; should two be, the older one counts.
 */
export async function liveClub(db: Executor, merchantId: number, now = new Date()) {
  const [club] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'vip_club'),
        eq(promotions.status, 'live'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.id))
    .limit(1);
  return club;
}

export const levelsOf = (club: PromotionRow) => promotionRules.vip_club.parse(club.rule).levels;

/** Lifetime approved deposits and valid bets (stakes of settled real-money rounds, as rebates count them). */
export async function totalsOf(db: Executor, merchant: MerchantConfig, memberId: number): Promise<VipTotals> {
  const [[deposited], [bet]] = await Promise.all([
    db
      .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)::bigint` })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'completed'))),
    db
      .select({ sum: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::bigint` })
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.memberId, memberId),
          eq(gameRounds.merchantId, merchant.id),
          eq(gameRounds.status, 'settled'),
          eq(gameRounds.currency, merchant.currency.code),
        ),
      ),
  ]);
  return { deposits: Number(deposited?.sum ?? 0), bets: Number(bet?.sum ?? 0) };
}

/** The highest level either of whose thresholds the totals reach. */
export function levelFor(levels: readonly Level[], totals: VipTotals): number {
  let reached = 0;
  levels.forEach((level, n) => {
    if (totals.deposits >= level.deposits || totals.bets >= level.bets) reached = n;
  });
  return reached;
}

/** Which of a level's thresholds the totals reach (level 0 is everyone's: none). */
export function reachedBy(level: Level | undefined, n: number, totals: VipTotals): VipClubView['reachedBy'] {
  if (!level || n === 0) return null;
  const byDeposits = totals.deposits >= level.deposits;
  const byBets = totals.bets >= level.bets;
  return byDeposits && byBets ? 'both' : byDeposits ? 'deposits' : byBets ? 'bets' : null;
}

/** Free-trial and restricted accounts (types 4, 40-42) are no members of the club (spec 6). */
export function isMemberOf(member: MemberRow, club: PromotionRow, now: Date): boolean {
  return isEligible(club.eligibility, member, now);
}

/**
 * The birth date is the member's own word: one given on the day itself (or a few days before)
 * would pay a birthday bonus to anyone who asks, on every account. It counts from this long after
 * it was given.
 */
export const BIRTH_DATE_NOTICE_DAYS = 30;

function givenLongBefore(setAt: Date | null, now: Date): boolean {
  return setAt !== null && now.getTime() - setAt.getTime() >= BIRTH_DATE_NOTICE_DAYS * 86_400_000;
}

/** A birthday on 29 February is kept on 28 February in other years. */
export function isBirthday(birthDate: string, today: string): boolean {
  const [year, month, day] = today.split('-') as [string, string, string];
  const born = birthDate.slice(5);
  if (born === `${month}-${day}`) return true;
  const leap = new Date(Date.UTC(Number(year), 1, 29)).getUTCMonth() === 1;
  return born === '02-29' && !leap && `${month}-${day}` === '02-28';
}

/** The most the member may withdraw today at their level; undefined when the level sets none. */
export async function vipWithdrawDailyMax(db: Executor, merchantId: number, memberId: number) {
  const club = await liveClub(db, merchantId);
  if (!club) return undefined;
  const [member] = await db
    .select({ vipLevel: members.vipLevel })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  const levels = levelsOf(club);
  return levels[Math.min(member?.vipLevel ?? 0, levels.length - 1)]?.withdrawDailyMax;
}

export function createVipClub({ db, ledger }: { db: Db; ledger: Ledger }) {
  const grants = createBonusGrants({ db, ledger });

  /** One reward of the club: claimable, or credited at once (claim mode auto); once per period, ever. */
  async function reward(
    tx: Tx,
    merchant: MerchantConfig,
    club: PromotionRow,
    memberId: number,
    period: string,
    amount: number,
  ) {
    const auto = club.claimMode === 'auto';
    const entry = await promotionsRepo(tx, merchant.id).enter({
      promotionId: club.id,
      memberId,
      period,
      state: auto ? 'credited' : 'claimable',
      amount,
      reference: `vip:${period}`,
    });
    if (entry && auto)
      await grants.grant(tx, {
        merchantId: merchant.id,
        memberId,
        entryId: entry.id,
        currency: merchant.currency.code,
        amount,
        multiplier: club.wageringMultiplier,
        weights: club.wageringWeights,
        days: club.bonusDays,
      });
    return entry;
  }

  /**
   * Raises the member's level to what their totals reach (never lowers it) and pays the upgrade
   * bonus of every level passed; on their birthday, the level's birthday bonus. The raise is one
   * conditional update, and each reward's entry is unique (promotion, member, `level-<n>` or
   * `birthday-<year>`): recomputes at the same moment pay each bonus once.
   */
  async function recompute(tx: Tx, merchant: MerchantConfig, memberId: number, now = new Date()) {
    const club = await liveClub(tx, merchant.id, now);
    if (!club) return undefined;
    const [member] = await tx
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.merchantId, merchant.id)));
    if (!member || !isMemberOf(member, club, now)) return undefined;
    const levels = levelsOf(club);
    const totals = await totalsOf(tx, merchant, memberId);
    let level = member.vipLevel;
    const reached = levelFor(levels, totals);
    if (reached > member.vipLevel) {
      const [raised] = await tx
        .update(members)
        .set({ vipLevel: reached })
        .where(and(eq(members.id, memberId), lt(members.vipLevel, reached)))
        .returning({ id: members.id });
      if (raised) {
        level = reached;
        announceCommitted(tx, MEMBERS_CHANGED, [memberId]);
        for (let n = member.vipLevel + 1; n <= reached; n++) {
          const bonus = levels[n]?.upgradeBonus ?? 0;
          if (bonus > 0) await reward(tx, merchant, club, memberId, `level-${n}`, bonus);
        }
      }
    }
    const today = dayIn(now, merchant.settings.promotions.timeZone);
    const birthday = levels[Math.min(level, levels.length - 1)]?.birthdayBonus ?? 0;
    if (
      member.birthDate &&
      birthday > 0 &&
      isBirthday(member.birthDate, today) &&
      givenLongBefore(member.birthDateSetAt, now)
    )
      await reward(tx, merchant, club, memberId, `birthday-${today.slice(0, 4)}`, birthday);
    return { club, level, totals };
  }

  return {
    recompute,

    /** The birth date, given once (it never changes): a second time is refused. */
    async setBirthDate(merchant: MerchantConfig, memberId: number, birthDate: string) {
      const [row] = await db
        .update(members)
        .set({ birthDate, birthDateSetAt: new Date() })
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchant.id), isNull(members.birthDate)))
        .returning({ birthDate: members.birthDate });
      if (!row?.birthDate) throw new AppError('vip.birth.date.set');
      announceCommitted(db, MEMBERS_CHANGED, [memberId]);
      return { birthDate: row.birthDate };
    },

    /**
     * The housekeeping pass: members of each live club with rounds settled since `since`, and
     * those whose birthday it is, recomputed one transaction each (idempotent: every instance may).
     */
    async sweep(merchantOf: (id: number) => Promise<MerchantConfig | undefined>, since: Date, now = new Date()) {
      const clubs = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.kind, 'vip_club'), eq(promotions.status, 'live'), lte(promotions.startsAt, now)));
      let seen = 0;
      for (const merchantId of new Set(clubs.map((c) => c.merchantId))) {
        const merchant = await merchantOf(merchantId);
        if (!merchant) continue;
        const today = dayIn(now, merchant.settings.promotions.timeZone);
        const [played, born] = await Promise.all([
          db
            .selectDistinct({ id: gameRounds.memberId })
            .from(gameRounds)
            .where(and(eq(gameRounds.merchantId, merchantId), gte(gameRounds.settledAt, since)))
            .limit(5_000),
          db
            .select({ id: members.id })
            .from(members)
            .where(
              and(
                eq(members.merchantId, merchantId),
                inArray(sql`to_char(${members.birthDate}, 'MM-DD')`, [
                  today.slice(5),
                  ...(today.endsWith('02-28') ? ['02-29'] : []),
                ]),
              ),
            )
            .limit(5_000),
        ]);
        for (const id of new Set([...played, ...born].map((m) => m.id))) {
          await withTransaction(db, (tx) => recompute(tx, merchant, id, now));
          seen++;
        }
      }
      return seen;
    },
  };
}

/** Rewards of the club still waiting for the member. */
export async function waitingOf(db: Executor, clubId: number, memberId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${promotionEntries.amount}), 0)` })
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.promotionId, clubId),
        eq(promotionEntries.memberId, memberId),
        eq(promotionEntries.state, 'claimable'),
      ),
    );
  return { claimable: Number(row?.count ?? 0), claimableAmount: Number(row?.amount ?? 0) };
}

export type VipClub = ReturnType<typeof createVipClub>;
