import { promotionRules } from '@playdeck/contracts';
import { and, count, desc, eq, gt, isNull, lte, or, sql, sum } from 'drizzle-orm';
import { members, promotionEntries, promotions } from '../../db/schema';
import type { Db, Executor, Tx } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { createBonusGrants } from './bonus-grants';
import { isEligible, NEVER_ELIGIBLE } from './eligibility';
import { promotionsRepo } from './promotions.repo';

/** The share channels of an invitation link (spec 3 downline link object: url and labelNameEn). */
export const REFERRAL_CHANNELS = [
  { channel: 'copy', labelNameEn: 'Link' },
  { channel: 'facebook', labelNameEn: 'Facebook' },
  { channel: 'messenger', labelNameEn: 'Messenger' },
  { channel: 'telegram', labelNameEn: 'Telegram' },
  { channel: 'whatsapp', labelNameEn: 'WhatsApp' },
  { channel: 'viber', labelNameEn: 'Viber' },
] as const;

/**
 * An invitation's share links on the site's configured origin (never a request's Host: a link
 * is shared, so it must point at the operator's site); none when no origin is configured.
 * Invite friends and the agent's open-account links are the same links.
 */
export function invitationLinks(origin: string | null, code: string) {
  if (!origin) return [];
  return REFERRAL_CHANNELS.map(({ channel, labelNameEn }) => ({
    channel,
    labelNameEn,
    url: `${origin}/m/register?affiliateCode=${encodeURIComponent(code)}&channel=${channel}`,
  }));
}

/** The merchant's live referral promotion now (the first in the operator's order). */
export async function liveReferral(db: Executor, merchantId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'referral'),
        eq(promotions.status, 'live'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(promotions.sortOrder, promotions.id)
    .limit(1);
  return row;
}

/**
 * A completed deposit of a referred member (issue 12, REFERRAL): the first one reaching the
 * rule's minimum earns the referrer the reward, once per referred member — the entry's period
 * `ref-<member id>` is unique. Nothing when the referrer may not take part, or when the two
 * accounts are one person (same mobile, e-mail, device or payout card): that is flagged for the
 * operator instead. Runs in the deposit's transaction, so reward and deposit commit together.
 */
export async function qualifyReferral(
  tx: Tx,
  { db, ledger }: { db: Db; ledger: Ledger },
  merchant: MerchantConfig,
  deposit: { id: number; memberId: number; amount: number },
) {
  const promotion = await liveReferral(tx, merchant.id);
  if (!promotion) return;
  const rule = promotionRules.referral.parse(promotion.rule);
  if (deposit.amount < rule.minDeposit) return;
  const [referred] = await tx
    .select({ uplineId: members.uplineId, customerType: members.customerType })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.id, deposit.memberId)));
  // A friend is a real player: a free-trial or restricted account's deposit earns nothing.
  if (!referred?.uplineId || NEVER_ELIGIBLE.includes(referred.customerType)) return;
  const [referrer] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.id, referred.uplineId)));
  if (referrer?.status !== 'active' || !isEligible(promotion.eligibility, referrer)) return;

  const repo = promotionsRepo(tx, merchant.id);
  const entry = await repo.enter({
    promotionId: promotion.id,
    memberId: referrer.id,
    period: `ref-${deposit.memberId}`,
    state: 'claimable',
    amount: rule.reward,
    reference: `deposit:${deposit.id}`,
  });
  if (!entry) return; // This friend already earned the referrer their reward.
  const matched = await repo.samePersonAmong(deposit.memberId, [referrer.id]);
  if (matched) {
    // Inviting oneself: the entry stays, refused, so a later deposit does not try again.
    await repo.refuse(entry.id, 'promotion.duplicate.person');
    await repo.flag({
      promotionId: promotion.id,
      memberId: referrer.id,
      matched: { ...matched, memberId: deposit.memberId },
    });
    return;
  }
  if (promotion.claimMode !== 'auto') return;
  const [credited] = await tx
    .update(promotionEntries)
    .set({ state: 'credited', updatedAt: new Date() })
    .where(and(eq(promotionEntries.id, entry.id), eq(promotionEntries.state, 'claimable')))
    .returning();
  if (credited)
    await createBonusGrants({ db, ledger }).grant(tx, {
      merchantId: merchant.id,
      memberId: referrer.id,
      entryId: credited.id,
      currency: merchant.currency.code,
      amount: rule.reward,
      multiplier: promotion.wageringMultiplier,
      weights: promotion.wageringWeights,
      days: promotion.bonusDays,
    });
}

/** Names shown to the referrer: the first two and last letters, the rest hidden. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username[0] ?? ''}**`;
  return `${username.slice(0, 2)}${'*'.repeat(Math.min(4, username.length - 3))}${username.slice(-1)}`;
}

/** The member's invited friends (newest first) and what each earned them. */
export async function referralsOf(db: Executor, merchantId: number, memberId: number, promotionId: number | undefined) {
  const friends = await db
    .select({
      id: members.id,
      username: members.username,
      registeredAt: members.registeredAt,
      state: promotionEntries.state,
      amount: promotionEntries.amount,
    })
    .from(members)
    .leftJoin(
      promotionEntries,
      and(
        eq(promotionEntries.memberId, memberId),
        promotionId === undefined ? sql`false` : eq(promotionEntries.promotionId, promotionId),
        eq(promotionEntries.period, sql`'ref-' || ${members.id}`),
      ),
    )
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, memberId)))
    .orderBy(desc(members.id))
    .limit(50);
  const [totals] = await db
    .select({ invited: count() })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, memberId)));
  const [earned] =
    promotionId === undefined
      ? [{ total: 0 }]
      : await db
          .select({ total: sum(promotionEntries.amount).mapWith(Number) })
          .from(promotionEntries)
          .where(
            and(
              eq(promotionEntries.merchantId, merchantId),
              eq(promotionEntries.memberId, memberId),
              eq(promotionEntries.promotionId, promotionId),
              eq(promotionEntries.state, 'credited'),
            ),
          );
  return { friends, invited: totals?.invited ?? 0, earned: earned?.total ?? 0 };
}
