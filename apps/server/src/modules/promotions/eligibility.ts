import { promotionEligibility } from '@playdeck/contracts';

/** Free-trial and restricted accounts (spec 6) never take part in a promotion. */
export const NEVER_ELIGIBLE: readonly number[] = [4, 40, 41, 42];

/** Whether a member may take part in a promotion, by its eligibility rule. */
export function isEligible(
  eligibility: Record<string, unknown>,
  member: { customerType: number; vipLevel: number; registeredAt: Date; excludedUntil: Date | null },
  now = new Date(),
): boolean {
  const rule = promotionEligibility.parse(eligibility);
  // A member in a cool-off or self-exclusion gets no promotion (issue 15).
  const onBreak = member.excludedUntil != null && member.excludedUntil.getTime() > now.getTime();
  return (
    !onBreak &&
    !NEVER_ELIGIBLE.includes(member.customerType) &&
    (!rule.customerTypes || rule.customerTypes.includes(member.customerType)) &&
    (rule.minVip === undefined || member.vipLevel >= rule.minVip) &&
    (rule.maxVip === undefined || member.vipLevel <= rule.maxVip) &&
    (rule.newMembersDays === undefined ||
      now.getTime() - member.registeredAt.getTime() <= rule.newMembersDays * 86_400_000)
  );
}
