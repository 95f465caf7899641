import type { LimitPeriod } from '@playdeck/contracts';
import { dayIn } from '../promotions/periods';

/**
 * Limit periods in the merchant's time zone (the one its promotions' days use): a day starts at
 * local midnight, a week on Monday, a month on its first. Days are `YYYY-MM-DD` strings, the way
 * rg_usage keys them.
 */

const DAY_MS = 86_400_000;

const utcOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOfUtc(utcOf(day) + days * DAY_MS);

/** How far a zone's clock is ahead of UTC at an instant (ms). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant a local day starts in a zone (twice round, for a day that starts across a clock change). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = utcOf(day);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The first day of the period `now` is in. */
export function periodStartDay(period: LimitPeriod, now: Date, timeZone: string): string {
  const today = dayIn(now, timeZone);
  if (period === 'day') return today;
  if (period === 'month') return `${today.slice(0, 8)}01`;
  const weekday = new Date(utcOf(today)).getUTCDay() || 7;
  return addDays(today, 1 - weekday);
}

/** The first day after the period `now` is in. */
function periodEndDay(period: LimitPeriod, now: Date, timeZone: string): string {
  const start = periodStartDay(period, now, timeZone);
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return dayOfUtc(Date.UTC(year, month, 1));
}

/** The period `now` is in: its first day, and the instant it resets. */
export function periodOfLimit(period: LimitPeriod, now: Date, timeZone: string) {
  return {
    startDay: periodStartDay(period, now, timeZone),
    startsAt: startOfDay(periodStartDay(period, now, timeZone), timeZone),
    resetsAt: startOfDay(periodEndDay(period, now, timeZone), timeZone),
  };
}
