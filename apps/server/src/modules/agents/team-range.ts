import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import { periodBounds } from '../promotions/periods';
import type { MerchantConfig } from '../settings/settings.service';

/** The longest range a team screen may ask for (contracts agents.ts): about a quarter. */
export const MAX_RANGE_DAYS = 92;

export interface TeamSpan {
  /** The first instant of startDate in the merchant's zone (inclusive). */
  from: Date;
  /** The first instant after endDate in the merchant's zone (exclusive). */
  to: Date;
}

const DAY_MS = 86_400_000;

/**
 * A range of the merchant's calendar days, both ends included, as a half-open span of instants.
 * The zone's midnights come from the database (periodBounds), the one place that knows each
 * zone's daylight-saving rules the same way the settlements do.
 */
export async function teamSpan(
  db: Executor,
  merchant: MerchantConfig,
  { startDate, endDate }: { startDate: string; endDate: string },
): Promise<TeamSpan> {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  if (!(days >= 1)) throw new AppError('validation.failed', { fields: [{ field: 'endDate', key: 'field.invalid' }] });
  if (days > MAX_RANGE_DAYS)
    throw new AppError('validation.failed', { fields: [{ field: 'startDate', key: 'field.invalid' }] });
  const zone = merchant.settings.promotions.timeZone;
  const first = periodBounds('day', startDate, zone);
  const last = periodBounds('day', endDate, zone);
  const [row] = await db
    .select({
      from: sql<Date | string>`(${first.from})::timestamptz`,
      to: sql<Date | string>`(${last.to})::timestamptz`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('no span');
  return { from: new Date(row.from), to: new Date(row.to) };
}
