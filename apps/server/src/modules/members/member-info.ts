import type { MemberInfo } from '@playdeck/contracts';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { membersRepo } from './members.repo';

/** +63••••4567 */
const maskMobile = (mobile: string | null) => (mobile ? `${mobile.slice(0, 3)}••••${mobile.slice(-4)}` : null);
/** j••••@example.com */
const maskEmail = (email: string | null) => (email ? email.replace(/^(.)[^@]*/, '$1••••') : null);

/** Spec 3 member info, shaped for the screens; contact details masked. */
export async function memberInfoOf(services: Services, merchantId: number, memberId: number): Promise<MemberInfo> {
  const repo = membersRepo(services.database.db, merchantId);
  const member = await repo.byId(memberId);
  if (!member) throw new AppError('session.expired');
  const upline = member.uplineId ? await repo.byId(member.uplineId) : undefined;
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    regDate: member.registeredAt.toISOString(),
    type: member.customerType,
    toUpline: upline?.username ?? null,
    headIcon: member.headIcon,
    mobile: maskMobile(member.mobile),
    email: maskEmail(member.email),
    payeeName: member.payeeName,
    inviteCode: member.inviteCode,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    vipLevel: member.vipLevel,
  };
}
