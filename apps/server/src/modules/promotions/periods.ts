import type { PromotionKind } from '@playdeck/contracts';

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
