import type { ContractKind } from '@playdeck/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import type { Executor } from '../../db/types';
import { dayIn, isPeriodKey, periodBounds, weekIn } from '../promotions/periods';

/**
 * The periods agents are paid for, in the merchant's time zone (settings.promotions.timeZone):
 * an hour `2026-11-24T13`, a day `2026-11-24`, an ISO week `2026-W48`.
 */
export type PayPeriodLength = 'hour' | 'day' | 'week';

export const PERIOD_OF_KIND: Record<ContractKind, PayPeriodLength> = {
  hourly_salary: 'hour',
  daily_salary: 'day',
  dividend: 'week',
};

const LENGTH_MS: Record<PayPeriodLength, number> = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 };

/** The local hour (YYYY-MM-DDTHH) of an instant in a time zone. */
export function hourIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  return `${dayIn(now, timeZone)}T${hour.padStart(2, '0')}`;
}

export function periodKeyAt(length: PayPeriodLength, at: Date, timeZone: string): string {
  if (length === 'hour') return hourIn(at, timeZone);
  return length === 'day' ? dayIn(at, timeZone) : weekIn(at, timeZone);
}

/** Whether a key names a real period of that length, written the one way periodKeyAt writes it. */
export function isPayPeriodKey(length: PayPeriodLength, key: string): boolean {
  if (length !== 'hour') return isPeriodKey(length, key);
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(key);
  return Boolean(match && isPeriodKey('day', match[1] as string) && Number(match[2]) <= 23);
}

/**
 * A period's span as SQL instants. An hour runs from its local start to the next local hour's
 * start, so on a daylight-saving day no instant is left out or counted twice (a skipped hour is
 * empty, a repeated one is counted with its neighbour).
 */
export function payPeriodBounds(length: PayPeriodLength, key: string, timeZone: string): { from: SQL; to: SQL } {
  if (length !== 'hour') return periodBounds(length, key, timeZone);
  const start = sql`(${`${key}:00`})::timestamp`;
  return {
    from: sql`${start} at time zone ${timeZone}`,
    to: sql`(${start} + interval '1 hour') at time zone ${timeZone}`,
  };
}

/** A period's first instant and its end, read from the database (which knows the time zones). */
export async function payPeriodInstants(
  db: Executor,
  length: PayPeriodLength,
  key: string,
  timeZone: string,
): Promise<{ from: Date; to: Date }> {
  const { from, to } = payPeriodBounds(length, key, timeZone);
  const [row] = await rawRows<{ from: Date | string; to: Date | string }>(
    db,
    sql`select (${from})::timestamptz as "from", (${to})::timestamptz as "to"`,
  );
  return { from: new Date(row?.from ?? 0), to: new Date(row?.to ?? 0) };
}

/**
 * The periods a job pays at `now`: the two last whose ends are `graceMs` past (the second one
 * catches up after a pause, and a day of 23 or 25 hours). The rounds settled in a period's last
 * moment have committed by then. A period is paid once, so a second look costs a lookup only.
 */
export function duePeriods(length: PayPeriodLength, now: Date, timeZone: string, graceMs: number): string[] {
  const settled = now.getTime() - graceMs;
  const keys = new Set<string>();
  for (let back = 1; back <= 2; back++)
    keys.add(periodKeyAt(length, new Date(settled - back * LENGTH_MS[length]), timeZone));
  return [...keys];
}
