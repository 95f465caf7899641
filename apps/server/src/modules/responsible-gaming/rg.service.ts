import type { ResponsibleGamingStatus } from '@playdeck/contracts';
import { and, eq } from 'drizzle-orm';
import { members, rgHistory, sessions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { playBetween } from '../ledger/play-sums';
import type { MerchantConfig } from '../settings/settings.service';
import { limitViews } from './limits.service';
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

/**
 * One member session as the reality check tells it: when it started, when it ends, the member's
 * minutes between reminders, and what was staked and won in it so far (real money only).
 */
export async function sessionPlayOf(
  deps: Pick<RgDeps, 'database' | 'ledger'>,
  { merchant, memberId, sessionId }: MemberSession,
) {
  const db = deps.database.db;
  const [[member], [session], wallet] = await Promise.all([
    db.select({ realityCheckMinutes: members.realityCheckMinutes }).from(members).where(eq(members.id, memberId)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId))),
    mainWalletOf(deps, merchant, memberId),
  ]);
  if (!member || !session) throw new AppError('session.expired');
  const play = await playBetween(db, wallet, session.createdAt);
  return {
    startedAt: session.createdAt,
    expiresAt: session.expiresAt,
    realityCheckMinutes: realityMinutesOf(merchant, member.realityCheckMinutes),
    ...play,
  };
}

/** The responsible-gaming screen and the reality check: limits, the current session and its result, breaks. */
export async function statusOf(deps: RgDeps, who: MemberSession): Promise<ResponsibleGamingStatus> {
  const db = deps.database.db;
  const [session, limits, breaks] = await Promise.all([
    sessionPlayOf(deps, who),
    limitViews(db, who),
    breaksOf(db, who.memberId),
  ]);
  const sessionLimit = limits.find((limit) => limit.kind === 'session')?.amount ?? null;
  return {
    currency: who.merchant.currency,
    limits,
    realityCheckMinutes: session.realityCheckMinutes,
    session: {
      startedAt: session.startedAt.toISOString(),
      staked: session.staked,
      won: session.won,
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
