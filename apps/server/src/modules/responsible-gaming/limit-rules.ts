import {
  type BreakDuration,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  LOOSER_LIMIT_DELAY_HOURS,
  SESSION_LIMIT_MINUTES,
} from '@playdeck/contracts';
import { AppError } from '../../lib/errors';

/** A member_limits row as the rules read it. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod | 'session';
  setBy: 'player' | 'operator';
  amount: number;
  pendingAmount: number | null;
  pendingFrom: Date | null;
}

/** What a row holds at `now`: a waiting change applies by itself once its 24 hours have passed (null: removed). */
export function amountAt(row: LimitRow, now: Date): number | null {
  if (row.pendingFrom && row.pendingFrom.getTime() <= now.getTime()) return row.pendingAmount;
  return row.amount;
}

/** A limit in force: the tighter of the player's and the operator's. */
export interface LimitInForce {
  kind: LimitKind;
  period: LimitPeriod | 'session';
  amount: number;
}

/** The limits in force at `now`, one per kind and period. */
export function limitsInForce(rows: LimitRow[], now: Date): LimitInForce[] {
  const tightest = new Map<string, LimitInForce>();
  for (const row of rows) {
    const amount = amountAt(row, now);
    if (amount === null) continue;
    const key = `${row.kind}:${row.period}`;
    const held = tightest.get(key);
    if (!held || amount < held.amount) tightest.set(key, { kind: row.kind, period: row.period, amount });
  }
  return [...tightest.values()];
}

/** Money limits run over a day, week or month; the session limit over one session, in minutes. */
export function checkLimitShape(kind: LimitKind, period: string, amount: number | null) {
  const sessionShaped =
    kind === 'session' ? period === 'session' : (LIMIT_PERIODS as readonly string[]).includes(period);
  const minutesOk =
    kind !== 'session' ||
    amount === null ||
    (amount >= SESSION_LIMIT_MINUTES.min && amount <= SESSION_LIMIT_MINUTES.max);
  if (!sessionShaped || !minutesOk)
    throw new AppError('validation.failed', {
      fields: [{ field: sessionShaped ? 'amount' : 'period', key: 'field.invalid' }],
    });
}

/** What a player's change does to their own row: applied at once, waiting 24 hours, or nothing to do. */
export type LimitChange =
  | { type: 'apply'; amount: number | null }
  | { type: 'wait'; amount: number | null; from: Date }
  | { type: 'none' };

/**
 * A tighter limit (or a first one) takes effect at once; a looser one or a removal only after 24
 * hours (issue 15), and asking again for what holds now drops a waiting change.
 */
export function decideChange(own: number | null, wanted: number | null, now: Date): LimitChange {
  const tighter = wanted !== null && (own === null || wanted < own);
  if (tighter) return { type: 'apply', amount: wanted };
  if (wanted === own) return { type: 'none' };
  return { type: 'wait', amount: wanted, from: new Date(now.getTime() + LOOSER_LIMIT_DELAY_HOURS * 3_600_000) };
}

/** When a break chosen at `now` ends (null: never). */
export function breakEnd(duration: BreakDuration, now: Date): Date | null {
  const end = new Date(now);
  const match = /^(\d+)([hwmy])$/.exec(duration);
  if (!match) return null;
  const count = Number(match[1]);
  if (match[2] === 'h') end.setUTCHours(end.getUTCHours() + count);
  if (match[2] === 'w') end.setUTCDate(end.getUTCDate() + 7 * count);
  if (match[2] === 'm') end.setUTCMonth(end.getUTCMonth() + count);
  if (match[2] === 'y') end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}

/** What members.excluded_until holds for a permanent exclusion (a timestamp every engine reads the same way). */
export const FOREVER = new Date('9999-12-31T00:00:00Z');
