import type { LoginRequest, LoginResponse } from '@playdeck/contracts';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import { toE164 } from '../../lib/phone';
import { type MemberRow, membersRepo } from '../member-centre/members.repo';
import { sessionLimitOf } from '../responsible-gaming/limits.service';
import { exclusionOf } from '../responsible-gaming/play-guard';
import { playRefusalError } from '../responsible-gaming/rg-errors';
import type { MerchantConfig } from '../settings/settings.service';
import type { AuthDeps } from './auth-deps';
import { accountKeyOf, memberByLoginName, normaliseLoginName } from './login-identifier';
import {
  ACCOUNT_CAPTCHA_AFTER,
  ACCOUNT_WINDOW_SECONDS,
  loginKeys,
  NETWORK_CAPTCHA_AFTER,
  NETWORK_WINDOW_SECONDS,
  networkHour,
  SOURCE_ACCOUNT_TIERS,
  sourceLimits,
} from './login-limits';
import { verifyPassword } from './passwords';
import type { SessionContext } from './sessions.service';

interface LoginInput {
  merchant: MerchantConfig;
  request: LoginRequest;
  context: SessionContext;
}

/** Opens a session for a member and answers as spec 7 says (token, userName, customerType, firstTimeLogin). */
export async function startSession(
  services: AuthDeps,
  { merchant, member, context }: { merchant: MerchantConfig; member: MemberRow; context: SessionContext },
): Promise<LoginResponse> {
  if (member.status !== 'active') throw new AppError('member.disabled');
  // A cool-off or self-exclusion refuses every way in until it ends (issue 15).
  const excluded = exclusionOf(member, new Date());
  if (excluded) throw playRefusalError(merchant, excluded);
  const maxMinutes = member.rgGuarded ? await sessionLimitOf(services.database.db, member.id) : null;
  return withTransaction(services.database.db, async (tx) => {
    const { token } = await services.sessions.start(tx, {
      memberId: member.id,
      merchantId: merchant.id,
      context,
      maxMinutes,
    });
    await membersRepo(tx, merchant.id).update(member.id, { lastLoginAt: new Date() });
    return {
      token,
      userName: member.username,
      customerType: member.customerType,
      firstTimeLogin: member.lastLoginAt === null,
    };
  });
}

export async function login(services: AuthDeps, { merchant, request, context }: LoginInput): Promise<LoginResponse> {
  const { counters } = services;

  if (request.type === 'sms') {
    if (!merchant.settings.flags.MOBILEVERCODELOGIN3) throw new AppError('permission.denied');
    // The code itself takes its guesses atomically (codes.consume); this slows a network down.
    await enforceLimits(counters, sourceLimits(loginKeys(merchant.id, context.ip, ''), false));
    const mobile = toE164(request.mobileNum, request.countryDialingCode);
    if (!mobile) throw new AppError('mobile.invalid');
    await services.codes.consume(
      { merchantId: merchant.id, channel: 'sms', purpose: 'login', destination: mobile },
      request.messageCode,
    );
    const member = await membersRepo(services.database.db, merchant.id).byMobile(mobile);
    if (!member) throw new AppError('member.not.exist');
    return startSession(services, { merchant, member, context });
  }

  // One spelling per account before any counter or lookup (demo, DEMO, 0917…, +63917… alike).
  const name = normaliseLoginName(request.username, merchant.settings.register.defaultCountry);
  const member = await memberByLoginName(services.database.db, merchant.id, name);
  const keys = loginKeys(merchant.id, context.ip, accountKeyOf(name, member));
  // The slowing down falls on this network only, never on the account (no lockout by strangers).
  await enforceLimits(counters, sourceLimits(keys, true));
  const hour = networkHour();
  const [attempts, networkAttempts, networkSuccesses] = await Promise.all([
    counters.hit(keys.account, ACCOUNT_WINDOW_SECONDS),
    counters.hit(keys.networkAttempts(hour), NETWORK_WINDOW_SECONDS),
    counters.peek(keys.networkSuccesses(hour)),
  ]);
  // Both counts include this attempt, taken before anything is compared: of simultaneous
  // attempts only the first three on an account (and the first thirty failures from a network)
  // skip the captcha.
  const networkFailures = networkAttempts.count - networkSuccesses;
  if (attempts.count > ACCOUNT_CAPTCHA_AFTER || networkFailures > NETWORK_CAPTCHA_AFTER) {
    await services.captchas.verify(merchant.id, request.captchaId, request.captcha);
  }

  const passwordOk = await verifyPassword(member?.passwordHash ?? null, request.password);
  if (!member || !passwordOk) {
    const captcha = attempts.count >= ACCOUNT_CAPTCHA_AFTER || networkFailures >= NETWORK_CAPTCHA_AFTER;
    throw new AppError('login.failed', { data: { captcha } });
  }
  await Promise.all([
    counters.hit(keys.networkSuccesses(hour), NETWORK_WINDOW_SECONDS),
    counters.reset(keys.account),
    ...SOURCE_ACCOUNT_TIERS.map((_, tier) => counters.reset(keys.sourceAccount(tier))),
  ]);
  return startSession(services, { merchant, member, context });
}
