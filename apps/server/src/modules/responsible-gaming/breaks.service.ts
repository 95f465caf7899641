import type { TakeBreakRequest } from '@playdeck/contracts';
import { COOL_OFF_DURATIONS, SELF_EXCLUSION_DURATIONS } from '@playdeck/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { memberExclusions, members, rgHistory } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import { verifyPassword } from '../auth/passwords';
import type { MerchantConfig } from '../settings/settings.service';
import { breakEnd, FOREVER } from './limit-rules';
import type { RgDeps } from './rg-deps';

/**
 * A cool-off or a self-exclusion, confirmed with the login password. It is written once and never
 * shortened: the member's `excluded_until` only moves later. Every session ends at once (this
 * one too), and from then on login, play and deposits are refused until the end.
 */
export async function takeBreak(
  deps: RgDeps,
  { merchant, memberId, request }: { merchant: MerchantConfig; memberId: number; request: TakeBreakRequest },
  now = new Date(),
) {
  const allowed: readonly string[] = request.kind === 'cool_off' ? COOL_OFF_DURATIONS : SELF_EXCLUSION_DURATIONS;
  if (!allowed.includes(request.duration))
    throw new AppError('validation.failed', { fields: [{ field: 'duration', key: 'field.invalid' }] });
  // Guesses are counted before the password is compared (a stolen session cannot try many).
  await enforceLimits(deps.counters, [{ key: `rg:break:${merchant.id}:${memberId}`, max: 5, windowSeconds: 900 }]);
  const db = deps.database.db;
  const [member] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchant.id)));
  if (!member) throw new AppError('member.not.exist');
  if (!(await verifyPassword(member.passwordHash, request.password))) throw new AppError('password.old.incorrect');
  const endsAt = breakEnd(request.duration, now);
  const until = endsAt ?? FOREVER;
  await withTransaction(db, async (tx) => {
    await tx
      .update(members)
      .set({ excludedUntil: sql`greatest(coalesce(${members.excludedUntil}, ${until}), ${until})` })
      .where(eq(members.id, memberId));
    await tx.insert(memberExclusions).values({
      merchantId: merchant.id,
      memberId,
      kind: request.kind,
      duration: request.duration,
      startsAt: now,
      endsAt,
    });
    await tx.insert(rgHistory).values({
      merchantId: merchant.id,
      memberId,
      actor: 'player',
      action: `break.${request.kind}`,
      detail: { duration: request.duration, endsAt: endsAt?.toISOString() ?? null },
    });
    await deps.sessions.endOthers(tx, { memberId, keep: null, reason: request.kind });
  });
  return { endsAt: endsAt?.toISOString() ?? null };
}
