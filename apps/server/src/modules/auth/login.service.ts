import type { LoginRequest, LoginResponse } from '@playdeck/contracts';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import type { Services } from '../../services';
import { type MemberRow, membersRepo } from '../members/members.repo';
import { dialCodeOf, toE164 } from '../members/phone';
import type { MerchantConfig } from '../settings/settings.service';
import { verifyPassword } from './passwords';
import type { SessionContext } from './sessions.service';

/** Failed logins counted per account and per IP over this window (spec: captcha after 3). */
const FAILURE_WINDOW_SECONDS = 15 * 60;
const CAPTCHA_AFTER_FAILURES = 3;
/** Attempts of any outcome, per account and per IP, before 429. */
const MAX_ATTEMPTS_PER_ACCOUNT = 20;
const MAX_ATTEMPTS_PER_IP = 100;

interface LoginInput {
  merchant: MerchantConfig;
  request: LoginRequest;
  context: SessionContext;
}

/** Opens a session for a member and answers as spec 7 says (token, userName, customerType, firstTimeLogin). */
export async function startSession(
  services: Services,
  merchant: MerchantConfig,
  member: MemberRow,
  context: SessionContext,
): Promise<LoginResponse> {
  if (member.status !== 'active') throw new AppError('member.disabled');
  return withTransaction(services.database.db, async (tx) => {
    const { token } = await services.sessions.start(tx, member.id, merchant.id, context);
    await membersRepo(tx, merchant.id).update(member.id, { lastLoginAt: new Date() });
    return {
      token,
      userName: member.username,
      customerType: member.customerType,
      firstTimeLogin: member.lastLoginAt === null,
    };
  });
}

export async function login(services: Services, { merchant, request, context }: LoginInput): Promise<LoginResponse> {
  const { counters } = services;
  const ipKey = `${merchant.id}:${context.ip}`;

  if (request.type === 'sms') {
    if (!merchant.settings.flags.MOBILEVERCODELOGIN3) throw new AppError('permission.denied');
    await enforceLimits(counters, [
      { key: `login:ip:${ipKey}`, max: MAX_ATTEMPTS_PER_IP, windowSeconds: FAILURE_WINDOW_SECONDS },
    ]);
    const mobile = toE164(request.mobileNum, request.countryDialingCode);
    if (!mobile) throw new AppError('mobile.invalid');
    await services.codes.consume(
      { merchantId: merchant.id, channel: 'sms', purpose: 'login', destination: mobile },
      request.messageCode,
    );
    const member = await membersRepo(services.database.db, merchant.id).byMobile(mobile);
    if (!member) throw new AppError('member.not.exist');
    return startSession(services, merchant, member, context);
  }

  const accountKey = `${merchant.id}:${request.username.toLowerCase()}`;
  await enforceLimits(counters, [
    { key: `login:acct:${accountKey}`, max: MAX_ATTEMPTS_PER_ACCOUNT, windowSeconds: FAILURE_WINDOW_SECONDS },
    { key: `login:ip:${ipKey}`, max: MAX_ATTEMPTS_PER_IP, windowSeconds: FAILURE_WINDOW_SECONDS },
  ]);
  const failures = Math.max(
    await counters.peek(`loginfail:acct:${accountKey}`),
    await counters.peek(`loginfail:ip:${ipKey}`),
  );
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    await services.captchas.verify(merchant.id, request.captchaId, request.captcha);
  }

  const repo = membersRepo(services.database.db, merchant.id);
  // A mobile-registered player's username is the number; a number typed here finds it too.
  let member = await repo.byUsername(request.username);
  if (!member && /^\+?\d{6,20}$/.test(request.username)) {
    const dial = merchant.settings.register.defaultCountry;
    const e164 = request.username.startsWith('+') ? request.username : toE164(request.username, dialCodeOf(dial));
    if (e164) member = await repo.byMobile(e164);
  }
  const passwordOk = await verifyPassword(member?.passwordHash ?? null, request.password);
  if (!member || !passwordOk) {
    const [account, ip] = await Promise.all([
      counters.hit(`loginfail:acct:${accountKey}`, FAILURE_WINDOW_SECONDS),
      counters.hit(`loginfail:ip:${ipKey}`, FAILURE_WINDOW_SECONDS),
    ]);
    const captcha = Math.max(account.count, ip.count) >= CAPTCHA_AFTER_FAILURES;
    throw new AppError('login.failed', { data: { captcha } });
  }
  await counters.reset(`loginfail:acct:${accountKey}`);
  return startSession(services, merchant, member, context);
}
