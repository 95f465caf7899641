import { LIMIT_PERIODS, type LimitView, MONEY_LIMIT_KINDS, type SetLimitRequest } from '@playdeck/contracts';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { deposits, memberLimits, members, rgHistory, rgUsage, sessions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Executor, Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import { playByDay } from '../ledger/play-sums';
import type { MerchantConfig } from '../settings/settings.service';
import { amountAt, checkLimitShape, decideChange, type LimitRow } from './limit-rules';
import type { RgDeps } from './rg-deps';
import { periodOfLimit } from './zoned-periods';

export interface Actor {
  merchant: MerchantConfig;
  memberId: number;
  /** Who changes the limit: the player (looser waits 24 hours) or an operator (its own row, at once). */
  by: 'player' | 'operator';
}

/** Every limit a player can set, in the screen's order. */
const SLOTS = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session' as const, period: 'session' as const },
];

const limitRowsOf = (executor: Executor, memberId: number) =>
  executor.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));

/**
 * Sets, changes or removes one limit. The member's row is updated first: that waits for the bets
 * and deposits under way (they hold it), and every later one sees the member guarded. A first
 * limit starts the member's usage from the ledger (this month's and this week's play).
 */
export async function setLimit(deps: RgDeps, actor: Actor, request: SetLimitRequest, now = new Date()) {
  checkLimitShape(request.kind, request.period, request.amount);
  return withTransaction(deps.database.db, async (tx) => {
    const [before] = await tx
      .select({ rgGuarded: members.rgGuarded })
      .from(members)
      .where(and(eq(members.id, actor.memberId), eq(members.merchantId, actor.merchant.id)))
      .for('update');
    if (!before) throw new AppError('member.not.exist');
    if (!before.rgGuarded) {
      await startUsage(deps, tx, actor, now);
      await tx.update(members).set({ rgGuarded: true }).where(eq(members.id, actor.memberId));
    }
    const key = and(
      eq(memberLimits.memberId, actor.memberId),
      eq(memberLimits.kind, request.kind),
      eq(memberLimits.period, request.period),
      eq(memberLimits.setBy, actor.by),
    );
    const [row] = await tx.select().from(memberLimits).where(key);
    const own = row ? amountAt(row as LimitRow, now) : null;
    // An operator's limit holds at once either way; the player's looser one waits (issue 15).
    const change =
      actor.by === 'operator'
        ? request.amount === own
          ? ({ type: 'none' } as const)
          : ({ type: 'apply', amount: request.amount } as const)
        : decideChange(own, request.amount, now);
    if (change.type === 'apply') {
      if (change.amount === null) await tx.delete(memberLimits).where(key);
      else
        await tx
          .insert(memberLimits)
          .values({
            merchantId: actor.merchant.id,
            memberId: actor.memberId,
            kind: request.kind,
            period: request.period,
            setBy: actor.by,
            amount: change.amount,
          })
          .onConflictDoUpdate({
            target: [memberLimits.memberId, memberLimits.kind, memberLimits.period, memberLimits.setBy],
            set: { amount: change.amount, pendingAmount: null, pendingFrom: null, updatedAt: now },
          });
      if (request.kind === 'session' && change.amount !== null)
        await shortenSessions(tx, actor.memberId, change.amount);
    }
    if (change.type === 'wait' && row)
      await tx
        .update(memberLimits)
        .set({ amount: own ?? row.amount, pendingAmount: change.amount, pendingFrom: change.from, updatedAt: now })
        .where(key);
    if (change.type === 'none' && row?.pendingFrom)
      await tx.update(memberLimits).set({ pendingAmount: null, pendingFrom: null, updatedAt: now }).where(key);
    await tx.insert(rgHistory).values({
      merchantId: actor.merchant.id,
      memberId: actor.memberId,
      actor: actor.by,
      action: change.type === 'wait' ? 'limit.requested' : 'limit.set',
      detail: {
        kind: request.kind,
        period: request.period,
        from: own,
        to: request.amount,
        ...(change.type === 'wait' ? { appliesAt: change.from.toISOString() } : {}),
      },
    });
    return { applied: change.type !== 'wait', appliesAt: change.type === 'wait' ? change.from.toISOString() : null };
  }).finally(() => {
    if (request.kind === 'session') void deps.sessions.forgetMember(actor.memberId);
  });
}

/** A tighter session limit ends the live sessions that already ran past it. */
async function shortenSessions(tx: Tx, memberId: number, minutes: number) {
  await tx
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${sessions.createdAt} + ${minutes} * interval '1 minute')` })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)));
}

/** The member's play of this month and week, per day, from the ledger: the usage their first limit starts from. */
async function startUsage(deps: RgDeps, tx: Tx, actor: Actor, now: Date) {
  const zone = actor.merchant.settings.promotions.timeZone;
  const from = [periodOfLimit('month', now, zone).startsAt, periodOfLimit('week', now, zone).startsAt].sort(
    (a, b) => a.getTime() - b.getTime(),
  )[0] as Date;
  const wallet = await deps.ledger.accountId(
    {
      merchantId: actor.merchant.id,
      currency: actor.merchant.currency.code,
      ref: { member: actor.memberId, purpose: 'main' },
    },
    tx,
  );
  const days = await playByDay(tx, wallet, from, zone);
  await tx.delete(rgUsage).where(eq(rgUsage.memberId, actor.memberId));
  if (days.length > 0) await tx.insert(rgUsage).values(days.map((day) => ({ memberId: actor.memberId, ...day })));
}

/** Every limit slot as the screen shows it: what holds, what waits, what is used of it and when it resets. */
export async function limitViews(
  executor: Executor,
  { merchant, memberId }: { merchant: MerchantConfig; memberId: number },
  now = new Date(),
): Promise<LimitView[]> {
  const rows = (await limitRowsOf(executor, memberId)) as (LimitRow & { memberId: number })[];
  const zone = merchant.settings.promotions.timeZone;
  const monthStart = periodOfLimit('month', now, zone);
  const weekStart = periodOfLimit('week', now, zone);
  const earliest = monthStart.startDay < weekStart.startDay ? monthStart : weekStart;
  const usage = rows.length
    ? await executor
        .select()
        .from(rgUsage)
        .where(and(eq(rgUsage.memberId, memberId), gte(rgUsage.day, earliest.startDay)))
    : [];
  const depositOrders = rows.some((row) => row.kind === 'deposit')
    ? await executor
        .select({ amount: deposits.amount, createdAt: deposits.createdAt })
        .from(deposits)
        .where(
          and(
            eq(deposits.memberId, memberId),
            inArray(deposits.status, ['pending', 'completed']),
            gte(deposits.createdAt, earliest.startsAt),
          ),
        )
    : [];
  return SLOTS.map(({ kind, period }) => {
    const mine = rows.filter((row) => row.kind === kind && row.period === period);
    const player = mine.find((row) => row.setBy === 'player');
    const operator = mine.find((row) => row.setBy === 'operator');
    const own = player ? amountAt(player, now) : null;
    const imposed = operator ? amountAt(operator, now) : null;
    const amounts = [own, imposed].filter((amount): amount is number => amount !== null);
    const waiting = player?.pendingFrom && player.pendingFrom.getTime() > now.getTime();
    let used: number | null = null;
    let resetsAt: string | null = null;
    if (period !== 'session' && amounts.length > 0) {
      const bounds = periodOfLimit(period, now, zone);
      resetsAt = bounds.resetsAt.toISOString();
      if (kind === 'deposit')
        used = depositOrders
          .filter((order) => order.createdAt.getTime() >= bounds.startsAt.getTime())
          .reduce((sum, order) => sum + Number(order.amount), 0);
      else
        used = usage
          .filter((day) => day.day >= bounds.startDay)
          .reduce((sum, day) => sum + Number(day.wagered) - (kind === 'loss' ? Number(day.won) : 0), 0);
    }
    return {
      kind,
      period,
      amount: amounts.length ? Math.min(...amounts) : null,
      own,
      operator: imposed,
      pending: waiting ? { amount: player.pendingAmount, from: (player.pendingFrom as Date).toISOString() } : null,
      used,
      resetsAt,
    };
  });
}

/** The session time limit in force (minutes), or null: read at login for a guarded member. */
export async function sessionLimitOf(executor: Executor, memberId: number, now = new Date()): Promise<number | null> {
  const rows = await executor
    .select()
    .from(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, 'session')));
  const amounts = rows.map((row) => amountAt(row as LimitRow, now)).filter((a): a is number => a !== null);
  return amounts.length ? Math.min(...amounts) : null;
}

/** The limits the merchant gives every new member (its `responsibleGaming.defaultLimits`), as the player's own. */
export async function applyDefaultLimits(deps: RgDeps, merchant: MerchantConfig, memberId: number) {
  for (const limit of merchant.settings.responsibleGaming.defaultLimits)
    await setLimit(deps, { merchant, memberId, by: 'player' }, limit);
}
