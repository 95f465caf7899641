import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { bankCards, members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { MerchantConfig } from '../settings/settings.service';

/** Whole years from a birth date to a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const isRealDate = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/**
 * The register consent and age (issue 15, spec 5): the player ticks the box themself; where the
 * merchant asks for the date of birth it is required, and a player under the minimum age (18 or
 * 21) is refused. Answers what to record with the member.
 */
export function consentAndAge(
  merchant: MerchantConfig,
  input: { agreed?: boolean | undefined; birthDate?: string | undefined },
  now = new Date(),
) {
  const rules = merchant.settings.responsibleGaming;
  const birthDate = input.birthDate || null;
  if (rules.birthDateRequired && !birthDate)
    throw new AppError('validation.failed', { fields: [{ field: 'birthDate', key: 'field.required' }] });
  if (birthDate && (!isRealDate(birthDate) || birthDate < '1900-01-01' || birthDate > now.toISOString().slice(0, 10)))
    throw new AppError('validation.failed', { fields: [{ field: 'birthDate', key: 'field.invalid' }] });
  const minimumAge = merchant.settings.register.minimumAge;
  // Age on the earliest date anywhere (UTC-12): on the eve of a birthday the player is still refused.
  if (birthDate && ageOn(birthDate, new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)) < minimumAge)
    throw new AppError('rg.age.below', { params: { age: minimumAge } });
  if (input.agreed !== true) throw new AppError('rg.consent.required');
  return {
    birthDate,
    birthDateSetAt: birthDate ? now : null,
    consentedAt: now,
    agreementVersion: rules.agreementVersion,
  };
}

/**
 * Refuses details (mobile, e-mail, ID number, payout account) that belong to a member of the
 * merchant in a cool-off or self-exclusion: registering again is no way round a break.
 */
export async function refuseExcludedIdentity(
  executor: Executor,
  merchantId: number,
  details: { mobile?: string | null; email?: string | null; idNumber?: string | null; accountNumber?: string | null },
  now = new Date(),
) {
  const matches: SQL[] = [];
  if (details.mobile) matches.push(eq(members.mobile, details.mobile));
  if (details.email) matches.push(sql`lower(${members.email}) = ${details.email.toLowerCase()}`);
  if (details.idNumber) matches.push(eq(members.idNumber, details.idNumber));
  if (details.accountNumber)
    matches.push(
      sql`exists (select 1 from ${bankCards} where ${bankCards.memberId} = ${members.id} and ${bankCards.accountNumber} = ${details.accountNumber})`,
    );
  if (matches.length === 0) return;
  const [found] = await executor
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), gt(members.excludedUntil, now), or(...matches)))
    .limit(1);
  if (found) throw new AppError('rg.identity.excluded');
}
