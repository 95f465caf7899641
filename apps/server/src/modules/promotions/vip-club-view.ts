import { type LanguageCode, promotionRules, type VipClubView } from '@playdeck/contracts';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { promotions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor } from '../../db/types';
import type { MerchantConfig } from '../settings/settings.service';
import type { PromotionRow } from './promotions.repo';
import { levelsOf, liveClub, reachedBy, totalsOf, type VipClub, type VipTotals, waitingOf } from './vip-club';

/** The live rebate promotions' rates per category at a VIP level (their vipExtra added), summed. */
async function rebateRates(db: Executor, merchantId: number, now: Date) {
  const live = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'rebate'),
        eq(promotions.status, 'live'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
  const rules = live.map((p) => promotionRules.rebate.parse(p.rule));
  return (level: number) => {
    const rates = new Map<string, number>();
    for (const rule of rules) {
      const extra = Math.max(0, ...Object.entries(rule.vipExtra).map(([from, bp]) => (level >= Number(from) ? bp : 0)));
      for (const [category, base] of Object.entries(rule.rates))
        rates.set(category, (rates.get(category) ?? 0) + base + extra);
    }
    return [...rates].map(([category, basisPoints]) => ({ category, basisPoints }));
  };
}

const percent = (total: number, target: number) =>
  target <= 0 ? 100 : Math.min(100, Math.floor((total * 100) / target));

function pick(texts: Record<string, string>, language: string, fallback: string) {
  return texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
}

/** Levels with their benefits, the member's level and progress to the next one. */
function clubOf(
  club: PromotionRow | undefined,
  rates: (level: number) => VipClubView['levels'][number]['rebates'],
  level: number,
  totals: VipTotals,
  title: string,
) {
  const levels = club ? levelsOf(club) : [];
  const shown = Math.min(level, Math.max(0, levels.length - 1));
  const next = levels[shown + 1];
  return {
    promotionId: club?.id ?? null,
    title,
    claimMode: club?.claimMode ?? 'claim',
    levels: levels.map((l, n) => ({
      level: n,
      name: l.name,
      deposits: l.deposits,
      bets: l.bets,
      upgradeBonus: l.upgradeBonus,
      birthdayBonus: l.birthdayBonus,
      withdrawDailyMax: l.withdrawDailyMax ?? null,
      rebates: rates(n),
    })),
    level: shown,
    totals,
    reachedBy: reachedBy(levels[shown], shown, totals),
    next: next
      ? {
          level: shown + 1,
          name: next.name,
          depositsLeft: Math.max(0, next.deposits - totals.deposits),
          betsLeft: Math.max(0, next.bets - totals.bets),
          depositsPercent: percent(totals.deposits, next.deposits),
          betsPercent: percent(totals.bets, next.bets),
        }
      : null,
  } satisfies Partial<VipClubView>;
}

/** The club as the member sees it, their level recomputed first (spec 2 /m/member/benefits). */
export async function vipClubView(
  { db, vip }: { db: Db; vip: VipClub },
  merchant: MerchantConfig,
  memberId: number,
  language: LanguageCode,
  now = new Date(),
): Promise<VipClubView> {
  const done = await withTransaction(db, (tx) => vip.recompute(tx, merchant, memberId, now));
  const club = done?.club ?? (await liveClub(db, merchant.id, now));
  const [member, totals, rates] = await Promise.all([
    db.query.members.findFirst({ where: (m, { eq: equals }) => equals(m.id, memberId) }),
    done?.totals ?? totalsOf(db, merchant, memberId),
    rebateRates(db, merchant.id, now),
  ]);
  const title = club ? pick(club.title, language, merchant.settings.languages.default) : '';
  return {
    ...clubOf(club, rates, member?.vipLevel ?? 0, totals, title),
    birthDate: member?.birthDate ?? null,
    ...(club ? await waitingOf(db, club.id, memberId) : { claimable: 0, claimableAmount: 0 }),
  };
}
