import type { LimitPeriod } from '@playdeck/contracts';
import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import { memberLimits, members, rgUsage } from '../../db/schema';
import type { Tx } from '../../db/types';
import { dayIn } from '../promotions/periods';
import type { MerchantConfig } from '../settings/settings.service';
import { type LimitInForce, limitsInForce } from './limit-rules';
import { periodOfLimit } from './zoned-periods';

/** Why a stake is refused: an exclusion (until when; null for good) or a limit (which, and when it resets). */
export type PlayRefusal =
  | { type: 'excluded'; until: Date | null }
  | { type: 'limit'; kind: 'loss' | 'wager'; period: LimitPeriod; amount: number; resetsAt: Date };

/** A member as the money path sees them, read under the member row's share lock. */
export interface PlayerState {
  active: boolean;
  excludedUntil: Date | null;
  /** Set for a member with limits: their play is counted and checked. */
  guard: PlayGuard | null;
}

/**
 * One guarded member's play in one transaction: the loss and wager limits in force, what was
 * staked and won per day of their periods, and what this transaction adds (written by `saveUsage`).
 */
export class PlayGuard {
  /** What this transaction staked and won so far, and the part of it not written yet. */
  readonly added = { wagered: 0, won: 0 };
  readonly unsaved = { wagered: 0, won: 0 };

  constructor(
    readonly memberId: number,
    readonly today: string,
    private readonly limits: LimitInForce[],
    private readonly days: Map<string, { wagered: number; won: number }>,
    private readonly now: Date,
    private readonly timeZone: string,
  ) {}

  /** The first loss or wager limit a stake would pass, or null. */
  refusalOf(stake: number): PlayRefusal | null {
    for (const limit of this.limits) {
      if (limit.kind !== 'loss' && limit.kind !== 'wager') continue;
      const period = periodOfLimit(limit.period as LimitPeriod, this.now, this.timeZone);
      let used = limit.kind === 'wager' ? this.added.wagered : this.added.wagered - this.added.won;
      for (const [day, usage] of this.days)
        if (day >= period.startDay) used += limit.kind === 'wager' ? usage.wagered : usage.wagered - usage.won;
      // A loss limit counts the stake as lost: the round may not pay anything back.
      if (used + stake > limit.amount)
        return {
          type: 'limit',
          kind: limit.kind,
          period: limit.period as LimitPeriod,
          amount: limit.amount,
          resetsAt: period.resetsAt,
        };
    }
    return null;
  }

  count({ wagered = 0, won = 0 }: { wagered?: number; won?: number }) {
    this.added.wagered += wagered;
    this.added.won += won;
    this.unsaved.wagered += wagered;
    this.unsaved.won += won;
  }
}

/** The exclusion in force at `now`, as a refusal (null: none). */
export function exclusionOf(state: Pick<PlayerState, 'excludedUntil'>, now: Date): PlayRefusal | null {
  if (!state.excludedUntil || state.excludedUntil.getTime() <= now.getTime()) return null;
  return { type: 'excluded', until: state.excludedUntil.getFullYear() >= 9999 ? null : state.excludedUntil };
}

/**
 * Reads the members a transaction moves money for, under their rows' share lock (ordered by id),
 * with, for each guarded one, the limits in force and the usage of their periods, whose rows it
 * locks. A change of limits or a break updates the member row, so it waits for this transaction,
 * and any transaction after it sees the change; two stakes of one guarded member wait for each
 * other on the usage rows (issue 15: the limit is decided with the money it guards).
 * `timeZones`: each member's merchant's time zone.
 */
export async function lockPlayers(
  tx: Tx,
  timeZones: Map<number, string>,
  now = new Date(),
): Promise<Map<number, PlayerState>> {
  const ids = [...timeZones.keys()].sort((a, b) => a - b);
  const states = new Map<number, PlayerState>();
  if (ids.length === 0) return states;
  const rows = await tx
    .select({
      id: members.id,
      status: members.status,
      rgGuarded: members.rgGuarded,
      excludedUntil: members.excludedUntil,
    })
    .from(members)
    .where(inArray(members.id, ids))
    .orderBy(asc(members.id))
    .for('share');
  const guarded = rows.filter((row) => row.rgGuarded).map((row) => row.id);
  const guards = guarded.length > 0 ? await loadGuards(tx, guarded, timeZones, now) : new Map<number, PlayGuard>();
  for (const row of rows)
    states.set(row.id, {
      active: row.status === 'active',
      excludedUntil: row.excludedUntil,
      guard: guards.get(row.id) ?? null,
    });
  return states;
}

async function loadGuards(tx: Tx, ids: number[], timeZones: Map<number, string>, now: Date) {
  const limitRows = await tx.select().from(memberLimits).where(inArray(memberLimits.memberId, ids));
  // A month is the longest period: its first day and a week's Monday bound every row needed.
  const earliest = ids
    .flatMap((id) => {
      const zone = timeZones.get(id) as string;
      return [periodOfLimit('month', now, zone).startDay, periodOfLimit('week', now, zone).startDay];
    })
    .sort()[0] as string;
  // Today's row of each member is made if missing and locked with the rest: transactions that
  // stake one member's money then decide one after another, each reading what the one before it
  // wrote (the member row's share lock only keeps limit changes out; it lets stakes overlap).
  const today = ids.map((id) => ({ memberId: id, day: dayIn(now, timeZones.get(id) as string) }));
  await tx.insert(rgUsage).values(today).onConflictDoNothing();
  const usageRows = await tx
    .select()
    .from(rgUsage)
    .where(and(inArray(rgUsage.memberId, ids), gte(rgUsage.day, earliest)))
    .orderBy(asc(rgUsage.memberId), asc(rgUsage.day))
    .for('update');
  const guards = new Map<number, PlayGuard>();
  for (const id of ids) {
    const zone = timeZones.get(id) as string;
    const days = new Map<string, { wagered: number; won: number }>();
    for (const row of usageRows)
      if (row.memberId === id) days.set(row.day, { wagered: Number(row.wagered), won: Number(row.won) });
    const limits = limitsInForce(
      limitRows.filter((row) => row.memberId === id),
      now,
    );
    guards.set(id, new PlayGuard(id, dayIn(now, zone), limits, days, now, zone));
  }
  return guards;
}

/** Writes what guarded members staked and won in this transaction into their day's usage. */
export async function saveUsage(tx: Tx, guards: Iterable<PlayGuard | null>) {
  const rows = [...guards]
    .filter((guard): guard is PlayGuard => guard !== null && (guard.unsaved.wagered !== 0 || guard.unsaved.won !== 0))
    .map((guard) => {
      const row = { memberId: guard.memberId, day: guard.today, ...guard.unsaved };
      guard.unsaved.wagered = 0;
      guard.unsaved.won = 0;
      return row;
    })
    .sort((a, b) => a.memberId - b.memberId);
  if (rows.length === 0) return;
  await tx
    .insert(rgUsage)
    .values(rows)
    .onConflictDoUpdate({
      target: [rgUsage.memberId, rgUsage.day],
      set: { wagered: sql`${rgUsage.wagered} + excluded.wagered`, won: sql`${rgUsage.won} + excluded.won` },
    });
}

/** The exclusion or limit that stops a real-money stake, or null. */
export function playRefusalOf(state: PlayerState, stake: number, now: Date): PlayRefusal | null {
  return exclusionOf(state, now) ?? state.guard?.refusalOf(stake) ?? null;
}

/** Each member's merchant's time zone (their limits' days), from the players a batch names. */
export function timeZonesOf(items: { player: { memberId: number; merchant: MerchantConfig } }[]) {
  return new Map(items.map(({ player }) => [player.memberId, player.merchant.settings.promotions.timeZone]));
}

/**
 * Counts a win or a refund (a negative stake) of a guarded member in the caller's transaction,
 * where no batch does it (the one-at-a-time wallet path). Play money is never counted.
 */
export async function countPlay(
  tx: Tx,
  player: { memberId: number; merchant: MerchantConfig },
  delta: { wagered?: number; won?: number },
  state?: PlayerState,
) {
  const held = state ?? (await lockPlayers(tx, timeZonesOf([{ player }]))).get(player.memberId);
  if (!held?.guard) return;
  held.guard.count(delta);
  await saveUsage(tx, [held.guard]);
}
