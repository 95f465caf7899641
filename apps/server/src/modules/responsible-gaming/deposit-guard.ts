import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { deposits, memberLimits, members } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { MerchantConfig } from '../settings/settings.service';
import { limitsInForce } from './limit-rules';
import { exclusionOf } from './play-guard';
import { limitError, playRefusalError } from './rg-errors';
import { periodOfLimit } from './zoned-periods';

/**
 * Decides a deposit order against the member's break and deposit limits, in the transaction that
 * makes the order, under the member row's lock: of simultaneous orders each counts the ones
 * before it. An order counts from the moment it is made (pending or completed; a failed,
 * rejected or expired one frees its amount again), so money a gateway takes is never refused
 * after the player paid.
 */
export async function guardDeposit(
  tx: Tx,
  { merchant, memberId, amount }: { merchant: MerchantConfig; memberId: number; amount: number },
  now = new Date(),
) {
  const [member] = await tx
    .select({ rgGuarded: members.rgGuarded, excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) return;
  const excluded = exclusionOf(member, now);
  if (excluded) throw playRefusalError(merchant, excluded);
  if (!member.rgGuarded) return;
  const rows = await tx
    .select()
    .from(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, 'deposit')));
  for (const limit of limitsInForce(rows, now)) {
    if (limit.period === 'session') continue;
    const period = periodOfLimit(limit.period, now, merchant.settings.promotions.timeZone);
    const [counted] = await tx
      .select({ total: sql<number>`coalesce(sum(${deposits.amount}), 0)::bigint` })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, memberId),
          inArray(deposits.status, ['pending', 'completed']),
          gte(deposits.createdAt, period.startsAt),
        ),
      );
    if (Number(counted?.total ?? 0) + amount > limit.amount)
      throw limitError(merchant, {
        kind: 'deposit',
        period: limit.period,
        amount: limit.amount,
        resetsAt: period.resetsAt,
      });
  }
}
