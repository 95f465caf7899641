import { z } from 'zod';
import { CLAIM_MODES } from './promotions';

/** One level of the VIP club with its benefits (issue 12; spec 2 /m/member/benefits). */
export const vipLevelView = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Lifetime approved deposits that reach it (minor units). */
  deposits: z.number().int(),
  /** Lifetime valid bets that reach it (minor units); either threshold is enough. */
  bets: z.number().int(),
  upgradeBonus: z.number().int(),
  birthdayBonus: z.number().int(),
  /** The most a member of this level may withdraw in a day (null: the wallet's own limits). */
  withdrawDailyMax: z.number().int().nullable(),
  /** The rebate of the live rebate promotions at this level, basis points per game category. */
  rebates: z.array(z.object({ category: z.string(), basisPoints: z.number().int() })),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

/** The member's way to the next level: what is left on each path, and how far along it is. */
export const vipProgress = z.object({
  level: z.number().int(),
  name: z.string(),
  depositsLeft: z.number().int(),
  betsLeft: z.number().int(),
  /** 0..100, whole percent of the way from this level's threshold to the next one's. */
  depositsPercent: z.number().int(),
  betsPercent: z.number().int(),
});

/** The merchant's VIP club as the member sees it (promotionId null: the merchant has none). */
export const vipClubView = z.object({
  promotionId: z.number().int().nullable(),
  title: z.string(),
  claimMode: z.enum(CLAIM_MODES),
  levels: z.array(vipLevelView),
  /** The member's level (never lower than before). */
  level: z.number().int(),
  /** Lifetime approved deposits and valid bets (minor units). */
  totals: z.object({ deposits: z.number().int(), bets: z.number().int() }),
  /** Which threshold of the member's level is reached (null at level 0 or above every threshold by the operator). */
  reachedBy: z.enum(['deposits', 'bets', 'both']).nullable(),
  next: vipProgress.nullable(),
  /** YYYY-MM-DD, given once. */
  birthDate: z.string().nullable(),
  /** VIP rewards (upgrade, birthday) waiting to be claimed. */
  claimable: z.number().int(),
  /** The waiting rewards together (minor units). */
  claimableAmount: z.number().int(),
});
export type VipClubView = z.infer<typeof vipClubView>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on `birth` (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A calendar date that exists (no 31 April, 29 February only in leap years). */
export function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const VIP_MIN_AGE = 18;
export const VIP_MAX_AGE = 120;

/** The member's birth date, given once: a real date of someone 18 to 120 years old. */
export const birthDateRequest = z.object({
  birthDate: z
    .string()
    .max(10)
    .refine(isRealDate, 'a real date, YYYY-MM-DD')
    .refine((text) => {
      const age = ageOn(text, new Date().toISOString().slice(0, 10));
      return age >= VIP_MIN_AGE && age <= VIP_MAX_AGE;
    }, `an age of ${VIP_MIN_AGE} to ${VIP_MAX_AGE}`),
});
export type BirthDateRequest = z.infer<typeof birthDateRequest>;
