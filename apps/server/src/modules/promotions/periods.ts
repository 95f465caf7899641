import type { PromotionKind } from '@playdeck/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The ISO week (YYYY-Www) of an instant in a time zone. */
export function weekIn(now: Date, timeZone: string): string {
  const [year, month, day] = dayIn(now, timeZone).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // ISO 8601: the week with the year's first Thursday is week 1; weeks start on Monday.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period a member's entry belongs to: a daily bonus is entered once a day, the kinds with a
 * `period` rule once a day or week, the rest once.
 */
export function periodOf(kind: PromotionKind, rule: Record<string, unknown>, now: Date, timeZone: string): string {
  const period = kind === 'daily_bonus' ? 'day' : rule.period;
  if (period === 'day') return dayIn(now, timeZone);
  if (period === 'week') return weekIn(now, timeZone);
  return 'once';
}

/** The period just ended (yesterday, last week) in a time zone: what a settlement job pays. */
export function previousPeriod(period: 'day' | 'week', now: Date, timeZone: string): string {
  return period === 'week'
    ? weekIn(new Date(now.getTime() - 7 * 86_400_000), timeZone)
    : dayIn(new Date(now.getTime() - 86_400_000), timeZone);
}

/**
 * A period's first instant (local midnight; a week's Monday) and its end in the zone, as SQL:
 * a range the (merchant, settled_at) index answers.
 */
export function periodBounds(length: 'day' | 'week', period: string, timeZone: string): { from: SQL; to: SQL } {
  const startsOn = length === 'week' ? sql`to_date(${period}, 'IYYY-"W"IW')` : sql`${period}::date`;
  const span = length === 'week' ? sql`interval '7 days'` : sql`interval '1 day'`;
  return {
    from: sql`(${startsOn})::timestamp at time zone ${timeZone}`,
    to: sql`((${startsOn})::timestamp + ${span}) at time zone ${timeZone}`,
  };
}

/** A period key of that length, as the settlement commands accept it. */
const PERIOD_SHAPE = { day: /^\d{4}-\d{2}-\d{2}$/, week: /^\d{4}-W\d{2}$/ } as const;

/**
 * Whether a key names a real period, written the one way periodOf writes it. PostgreSQL reads
 * `2025-W99` as the week 98 weeks after 2025-W01 (2026-W47) and would settle that week again
 * under another key: only the canonical key of a day or ISO week is accepted.
 */
export function isPeriodKey(length: 'day' | 'week', period: string): boolean {
  if (!PERIOD_SHAPE[length].test(period)) return false;
  if (length === 'day') {
    const at = new Date(`${period}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === period;
  }
  const year = Number(period.slice(0, 4));
  const week = Number(period.slice(6));
  // 4 January is always in week 1; its Monday starts the year's first week.
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() || 7) - 1) * 86_400_000 + (week - 1) * 7 * 86_400_000;
  return week >= 1 && weekIn(new Date(monday), 'UTC') === period;
}

/** When a period ends (the countdown players see), as an ISO instant. */
export async function periodEndsAt(db: Executor, length: 'day' | 'week', period: string, timeZone: string) {
  const { to } = periodBounds(length, period, timeZone);
  const [row] = await db.select({ at: sql<Date>`(${to})::timestamptz` }).from(sql`(select 1) as one`);
  return new Date(row?.at ?? Date.now()).toISOString();
}
