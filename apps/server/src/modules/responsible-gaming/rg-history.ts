import type { ResponsibleGamingHistory } from '@playdeck/contracts';
import { desc, eq } from 'drizzle-orm';
import { memberExclusions, rgHistory, sessions } from '../../db/schema';
import type { Executor } from '../../db/types';
import { playBetween } from '../ledger/play-sums';
import type { MerchantConfig } from '../settings/settings.service';
import type { RgDeps } from './rg-deps';

const SESSIONS_SHOWN = 20;
const CHANGES_SHOWN = 50;

/** The member's wallet of real money (what limits and session results count). */
export const mainWalletOf = (deps: Pick<RgDeps, 'ledger'>, merchant: MerchantConfig, memberId: number) =>
  deps.ledger.accountId({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    ref: { member: memberId, purpose: 'main' },
  });

/** The member's limit changes, breaks and reality-check choices, and their last sessions with each one's net result. */
export async function historyOf(
  deps: RgDeps,
  { merchant, memberId }: { merchant: MerchantConfig; memberId: number },
): Promise<ResponsibleGamingHistory> {
  const db = deps.database.db;
  const [changes, recent, wallet] = await Promise.all([
    db
      .select()
      .from(rgHistory)
      .where(eq(rgHistory.memberId, memberId))
      .orderBy(desc(rgHistory.id))
      .limit(CHANGES_SHOWN),
    db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(desc(sessions.id)).limit(SESSIONS_SHOWN),
    mainWalletOf(deps, merchant, memberId),
  ]);
  const sessionsShown = await Promise.all(
    recent.map(async (session) => {
      const end = session.endedAt ?? (session.expiresAt < new Date() ? session.expiresAt : null);
      const last = end ?? session.lastSeenAt;
      const play = await playBetween(db, wallet, session.createdAt, end ?? undefined);
      return {
        startedAt: session.createdAt.toISOString(),
        endedAt: end?.toISOString() ?? null,
        endReason: session.endedAt ? session.endReason : end ? 'expired' : null,
        minutes: Math.max(0, Math.round((Math.min(last.getTime(), Date.now()) - session.createdAt.getTime()) / 60_000)),
        net: play.won - play.staked,
      };
    }),
  );
  return {
    changes: changes.map((row) => ({
      at: row.createdAt.toISOString(),
      actor: row.actor,
      action: row.action,
      detail: row.detail,
    })),
    sessions: sessionsShown,
  };
}

/** The member's breaks as stored, newest first. */
export const breakRowsOf = (executor: Executor, memberId: number) =>
  executor
    .select()
    .from(memberExclusions)
    .where(eq(memberExclusions.memberId, memberId))
    .orderBy(desc(memberExclusions.id));

/** The member's breaks as the screen and the operator see them, newest first. */
export async function breaksOf(executor: Executor, memberId: number) {
  const rows = await breakRowsOf(executor, memberId);
  return rows.map((row) => ({
    kind: row.kind,
    duration: row.duration,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}
