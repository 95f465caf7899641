import type { ResponsibleGamingStatus } from '@playdeck/contracts';
import { and, eq } from 'drizzle-orm';
import { members, rgHistory, sessions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { MerchantConfig } from '../settings/settings.service';
import { limitViews } from './limits.service';
import { playBetween } from './play-sums';
import type { RgDeps } from './rg-deps';
import { breaksOf, mainWalletOf } from './rg-history';

interface MemberSession {
  merchant: MerchantConfig;
  memberId: number;
  sessionId: number;
}

/** The player's minutes between reality checks: their own choice, else the merchant's default. */
export const realityMinutesOf = (merchant: MerchantConfig, chosen: number | null) =>
  chosen ?? merchant.settings.responsibleGaming.realityCheckMinutes;

/** The responsible-gaming screen and the reality check: limits, the current session and its result, breaks. */
export async function statusOf(
  deps: RgDeps,
  { merchant, memberId, sessionId }: MemberSession,
): Promise<ResponsibleGamingStatus> {
  const db = deps.database.db;
  const [[member], [session], limits, breaks, wallet] = await Promise.all([
    db.select({ realityCheckMinutes: members.realityCheckMinutes }).from(members).where(eq(members.id, memberId)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId))),
    limitViews(db, { merchant, memberId }),
    breaksOf(db, memberId),
    mainWalletOf(deps, merchant, memberId),
  ]);
  if (!member || !session) throw new AppError('session.expired');
  const play = await playBetween(db, wallet, session.createdAt);
  const sessionLimit = limits.find((limit) => limit.kind === 'session')?.amount ?? null;
  return {
    currency: merchant.currency,
    limits,
    realityCheckMinutes: realityMinutesOf(merchant, member.realityCheckMinutes),
    session: {
      startedAt: session.createdAt.toISOString(),
      staked: play.staked,
      won: play.won,
      endsAt: sessionLimit === null ? null : session.expiresAt.toISOString(),
    },
    breaks,
  };
}

export async function setRealityCheck(
  deps: RgDeps,
  { merchant, memberId, minutes }: { merchant: MerchantConfig; memberId: number; minutes: number },
) {
  await withTransaction(deps.database.db, async (tx) => {
    await tx.update(members).set({ realityCheckMinutes: minutes }).where(eq(members.id, memberId));
    await tx.insert(rgHistory).values({
      merchantId: merchant.id,
      memberId,
      actor: 'player',
      action: 'reality.set',
      detail: { minutes },
    });
  });
}
