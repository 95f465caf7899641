import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { verifyPassword } from '../auth/passwords';
import { membersRepo } from '../members/members.repo';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * The payment password guards every movement a player starts (withdraw, transfer, cards).
 * Five wrong ones in fifteen minutes lock it for the rest of the window.
 */
export async function checkPaymentPassword(services: Services, merchantId: number, memberId: number, password: string) {
  const key = `paypw:${merchantId}:${memberId}`;
  if ((await services.counters.peek(key)) >= MAX_FAILURES) {
    throw new AppError('rate.limited', { retryAfterSeconds: WINDOW_SECONDS });
  }
  const member = await membersRepo(services.database.db, merchantId).byId(memberId);
  if (!member?.paymentPasswordHash) throw new AppError('payment.password.unset');
  if (!(await verifyPassword(member.paymentPasswordHash, password))) {
    await services.counters.hit(key, WINDOW_SECONDS);
    throw new AppError('payment.password.incorrect');
  }
  await services.counters.reset(key);
  return member;
}
