import { CONTACT_FIELDS, type LoginResponse, type RegisterRequest, type RuleName } from '@playdeck/contracts';
import { sqlState, withTransaction } from '../../db/transaction';
import { randomCode } from '../../lib/crypto';
import { AppError, type FieldIssue } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import { toE164 } from '../../lib/phone';
import { checkField, collect } from '../../lib/validate';
import { membersRepo } from '../member-centre/members.repo';
import { applyDefaultLimits } from '../responsible-gaming/limits.service';
import { consentAndAge, refuseExcludedIdentity } from '../responsible-gaming/register-checks';
import { isWeakPin } from '../security-centre/weak-pin';
import type { MerchantConfig } from '../settings/settings.service';
import type { AuthDeps } from './auth-deps';
import { startSession } from './login.service';
import { passwordIssue } from './password-policy';
import { hashPassword } from './passwords';
import { effectiveRegisterConfig } from './register-config';
import type { SessionContext } from './sessions.service';

/**
 * Spec 2 Register: by username (USERNAMEREG3; with an SMS-verified mobile under REGMOBVERF3)
 * or by mobile number (MOBILENUMREG3; with a password under MOBILENUMPASSREG3). Fields follow
 * the merchant's configuration and rule set; the new player is logged in at once.
 */
export async function register(
  services: AuthDeps,
  { merchant, input, context }: { merchant: MerchantConfig; input: RegisterRequest; context: SessionContext },
): Promise<LoginResponse> {
  const { flags } = merchant.settings;
  const config = effectiveRegisterConfig(merchant.settings.register, flags);
  const byMobile = input.registerType === 'mobile';
  if (byMobile ? !config.methods.mobile : !config.methods.username) throw new AppError('register.method.disabled');

  await enforceLimits(services.counters, [
    { key: `register:ip:${merchant.id}:${context.ip}`, max: 10, windowSeconds: 3600 },
  ]);

  const { rules, fields } = config;
  const needsMobile = byMobile || config.smsForUsername || (fields.mobileNum.enabled && fields.mobileNum.required);
  // A number is a login credential (SMS login, reset by phone): it is stored only once verified,
  // so nobody can claim a number that is not theirs.
  const needsCode = byMobile || config.smsForUsername || input.mobileNum !== '';
  const needsPassword = !byMobile || config.passwordForMobile;
  const enabled = (name: keyof typeof fields) => fields[name].enabled;
  const required = (name: keyof typeof fields) => fields[name].enabled && fields[name].required;

  // Each field is checked by the rule of its own name.
  const check = (name: RuleName & keyof RegisterRequest, isRequired: boolean) =>
    checkField(rules, { rule: name, field: name, value: input[name] as string, required: isRequired });
  const ifEnabled = (name: RuleName & keyof typeof fields & keyof RegisterRequest) =>
    enabled(name) ? check(name, required(name)) : null;

  const issues: FieldIssue[] = collect(
    byMobile ? null : check('username', true),
    needsPassword ? check('password', true) : null,
    needsMobile || input.mobileNum ? check('mobileNum', needsMobile) : null,
    needsCode ? check('verificationCode', true) : null,
    ifEnabled('paymentPassword'),
    ifEnabled('nickname'),
    ifEnabled('payeeName'),
    ifEnabled('email'),
    ifEnabled('idNumber'),
    ifEnabled('recommenderId'),
    input.affiliateCode ? check('affiliateCode', false) : null,
    ...CONTACT_FIELDS.map(ifEnabled),
  );
  if (needsPassword && input.password && input.confirmPassword !== input.password) {
    issues.push({ field: 'confirmPassword', key: 'password.confirm.mismatch' });
  }
  if (needsPassword && input.password && !issues.some((i) => i.field === 'password')) {
    // NIST 800-63B: not blank, not common, not the username (for a mobile registration the
    // number it is made of) or the site's name.
    const context = {
      username: byMobile ? input.mobileNum : input.username,
      siteName: merchant.settings.site.name,
      merchantCode: merchant.code,
    };
    const issue = passwordIssue(input.password, context, 'password');
    if (issue) issues.push(issue);
  }
  const mobile = input.mobileNum ? toE164(input.mobileNum, input.countryDialingCode) : null;
  if (input.mobileNum && !mobile && !issues.some((i) => i.field === 'mobileNum')) {
    issues.push({ field: 'mobileNum', key: 'rule.mobile' });
  }
  // Issue 8 item 8: a payment PIN set at registration is held to the same rule as in the security centre.
  if (
    input.paymentPassword &&
    !issues.some((i) => i.field === 'paymentPassword') &&
    isWeakPin(input.paymentPassword, { mobile })
  ) {
    issues.push({ field: 'paymentPassword', key: 'payment.password.weak' });
  }
  if (issues.length > 0) throw new AppError('validation.failed', { fields: issues });
  const consent = consentAndAge(merchant, input);

  const db = services.database.db;
  const repo = membersRepo(db, merchant.id);
  // Who brought the player: the invitation code first, else the referrer's username.
  let uplineId: number | null = null;
  if (input.affiliateCode) {
    const upline = await repo.byInviteCode(input.affiliateCode);
    if (upline?.status !== 'active' || upline.isTrial) throw new AppError('affiliate.invalid');
    uplineId = upline.id;
  } else if (input.recommenderId) {
    const upline = await repo.byUsername(input.recommenderId);
    if (upline?.status !== 'active' || upline.isTrial) throw new AppError('referrer.invalid');
    uplineId = upline.id;
  }
  const email = input.email ? input.email.toLowerCase() : null;
  await refuseExcludedIdentity(db, merchant.id, { mobile, email, idNumber: input.idNumber || null });
  const username = byMobile ? (mobile as string).replace('+', '') : input.username;
  if (await repo.byUsername(username)) throw new AppError('member.exists');
  if (mobile && (await repo.byMobile(mobile))) throw new AppError('mobile.exists');

  if (config.captcha) await services.captchas.verify(merchant.id, input.captchaId, input.captcha);
  if (needsCode && mobile) {
    await services.codes.consume(
      { merchantId: merchant.id, channel: 'sms', purpose: 'register', destination: mobile },
      input.verificationCode,
    );
  }

  const [passwordHash, paymentPasswordHash] = await Promise.all([
    needsPassword ? hashPassword(input.password) : null,
    input.paymentPassword ? hashPassword(input.paymentPassword) : null,
  ]);
  const member = await insertWithUniqueCode(async (inviteCode) =>
    withTransaction(db, (tx) =>
      membersRepo(tx, merchant.id).insert({
        username,
        mobile,
        email,
        nickname: input.nickname || null,
        payeeName: input.payeeName || null,
        idNumber: input.idNumber || null,
        contacts: CONTACT_FIELDS.filter((name) => input[name]).map((name) => `${name}:${input[name]}`),
        passwordHash,
        paymentPasswordHash,
        uplineId,
        inviteCode,
        registerMethod: input.registerMethod,
        registerUrl: input.registerUrl || input.domain || null,
        registerIp: context.ip,
        ...consent,
      }),
    ),
  );
  await applyDefaultLimits(services, merchant, member.id);
  return startSession(services, { merchant, member, context });
}

/**
 * Inserts with a fresh invitation code, retrying on the rare code clash. A clash on the
 * username or mobile (two registrations racing) becomes the matching 409.
 */
export async function insertWithUniqueCode<T>(insert: (inviteCode: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(randomCode(8));
    } catch (error) {
      if (sqlState(error) !== '23505') throw error;
      const text = String((error as { constraint?: string }).constraint ?? (error as Error).message);
      const cause = String((error as { cause?: { constraint?: string; message?: string } }).cause?.constraint ?? '');
      const where = `${text} ${cause} ${String((error as { cause?: Error }).cause?.message ?? '')}`;
      if (where.includes('members_merchant_username')) throw new AppError('member.exists');
      if (where.includes('members_merchant_mobile')) throw new AppError('mobile.exists');
      if (!where.includes('members_merchant_invite_code') || attempt >= 5) throw error;
    }
  }
}
