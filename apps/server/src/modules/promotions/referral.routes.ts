import { type LanguageCode, operations, promotionRules, type ReferralView } from '@playdeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import { configuredOrigin } from '../merchants/trusted-origin';
import type { MerchantConfig } from '../settings/settings.service';
import { invitationLinks, liveReferral, maskName, referralsOf } from './referral';

type Deps = { database: Pick<Database, 'db'>; env: Pick<Env, 'PUBLIC_URL'> };

const FRIEND_STATE = { claimable: 'claim', credited: 'claimed', rejected: 'rejected' } as const;

/**
 * The member's invitation: code, a link per channel on the site's configured address (never the
 * request's Host: a link is shared, so it must point at the operator's site), the friends.
 */
async function referralOf(deps: Deps, merchant: MerchantConfig, memberId: number, language: LanguageCode) {
  const db = deps.database.db;
  const [me] = await db
    .select({ code: members.inviteCode })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.id, memberId)));
  if (!me) throw new AppError('resource.not.found');
  const promotion = await liveReferral(db, merchant.id);
  const origin = await configuredOrigin(deps, merchant);
  const { friends, invited, earned } = await referralsOf(db, merchant.id, memberId, promotion?.id);
  const rule = promotion ? promotionRules.referral.parse(promotion.rule) : undefined;
  const view: ReferralView = {
    promotion:
      promotion && rule
        ? {
            id: promotion.id,
            title: promotion.title[language] ?? promotion.title[merchant.settings.languages.default] ?? '',
            claimMode: promotion.claimMode,
            reward: rule.reward,
            minDeposit: rule.minDeposit,
            wageringMultiplier: promotion.wageringMultiplier,
          }
        : null,
    code: me.code,
    links: invitationLinks(origin, me.code),
    invited,
    earned,
    friends: friends.map((f) => ({
      name: maskName(f.username),
      registeredAt: f.registeredAt.toISOString(),
      state:
        f.state === 'credited' && promotion?.claimMode === 'auto'
          ? 'issued'
          : f.state && f.state in FRIEND_STATE
            ? FRIEND_STATE[f.state as keyof typeof FRIEND_STATE]
            : 'waiting',
      amount: f.amount,
    })),
  };
  return view;
}

/** Invite friends (spec 2 /m/inviteFriends): scoped to the request's merchant and member. */
export async function referralRoutes(app: FastifyInstance, deps: Deps) {
  addOperation(app, operations.getReferral, ({ request }) =>
    referralOf(deps, request.merchant, request.member.memberId, request.language),
  );
}
