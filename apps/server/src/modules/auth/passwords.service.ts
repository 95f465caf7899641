import type { LanguageCode, LoginResponse } from '@playdeck/contracts';
import { withTransaction } from '../../db/transaction';
import { randomToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { enforceLimits } from '../../lib/limits';
import { toE164 } from '../../lib/phone';
import { checkField } from '../../lib/validate';
import { membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import type { AuthDeps } from './auth-deps';
import { startSession } from './login.service';
import { passwordIssue } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { effectiveRegisterConfig } from './register-config';
import type { AuthenticatedMember, SessionContext } from './sessions.service';

const RESET_LINK_MINUTES = 30;

/**
 * A new password by the merchant's `password` rule and the password policy (not blank, not
 * common, not the site's name or the `username`). The reset flows check the username only once
 * the code or link proved the player, so a stranger cannot learn a username from the answer.
 */
function checkNewPassword(
  merchant: MerchantConfig,
  { password, username = '', field = 'newPassword' }: { password: string; username?: string; field?: string },
) {
  const { rules } = effectiveRegisterConfig(merchant.settings.register, merchant.settings.flags);
  const issue =
    checkField(rules, { rule: 'password', field, value: password, required: true }) ??
    passwordIssue(password, { username, siteName: merchant.settings.site.name, merchantCode: merchant.code }, field);
  if (issue) throw new AppError('validation.failed', { fields: [issue] });
}

/** Stores a new password and ends every session but `keep` (spec: a change or reset ends the others). */
async function setPassword(
  services: AuthDeps,
  {
    merchantId,
    memberId,
    password,
    keep,
  }: { merchantId: number; memberId: number; password: string; keep: number | null },
) {
  const hash = await hashPassword(password);
  await withTransaction(services.database.db, async (tx) => {
    await membersRepo(tx, merchantId).update(memberId, { passwordHash: hash, credentialsChangedAt: new Date() });
    await services.sessions.endOthers(tx, { memberId, keep, reason: 'password-changed' });
  });
}

/** Spec 2 Change password: old, new, confirm; the new one must differ (modify.new.old.same). */
export async function changePassword(
  services: AuthDeps,
  {
    merchant,
    who,
    input,
  }: {
    merchant: MerchantConfig;
    who: AuthenticatedMember;
    input: { oldPassword: string; newPassword: string; confirmNewPassword: string };
  },
) {
  await enforceLimits(services.counters, [
    { key: `pwchange:${merchant.id}:${who.memberId}`, max: 10, windowSeconds: 900 },
  ]);
  const member = await membersRepo(services.database.db, merchant.id).byId(who.memberId);
  if (!member) throw new AppError('session.expired');
  if (input.newPassword !== input.confirmNewPassword) {
    throw new AppError('validation.failed', {
      fields: [{ field: 'confirmNewPassword', key: 'password.confirm.mismatch' }],
    });
  }
  if (member.passwordHash && !(await verifyPassword(member.passwordHash, input.oldPassword))) {
    throw new AppError('password.old.incorrect');
  }
  if (input.newPassword === input.oldPassword) throw new AppError('modify.new.old.same');
  checkNewPassword(merchant, { password: input.newPassword, username: member.username });
  await setPassword(services, {
    merchantId: merchant.id,
    memberId: member.id,
    password: input.newPassword,
    keep: who.sessionId,
  });
}

/**
 * Spec 2 Forgot password by e-mail: username and e-mail. The answer is the same whether or
 * not they match an account; when they do, a reset link goes to that address.
 */
export async function requestPasswordResetByEmail(
  services: AuthDeps,
  {
    merchant,
    input,
    context,
  }: {
    merchant: MerchantConfig;
    input: { username: string; email: string };
    context: { ip: string; origin: string | null; language: LanguageCode };
  },
) {
  await enforceLimits(services.counters, [
    { key: `reset:ip:${merchant.id}:${context.ip}`, max: 10, windowSeconds: 3600 },
    { key: `reset:acct:${merchant.id}:${input.username.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  const member = await membersRepo(services.database.db, merchant.id).byUsername(input.username);
  if (member?.status !== 'active' || !member.email || member.email !== input.email.toLowerCase()) return;

  const secret = randomToken(24);
  try {
    await services.codes.issue(
      { merchantId: merchant.id, channel: 'email', purpose: 'reset-link', destination: `member:${member.id}` },
      context.ip,
      { code: secret, ttlMinutes: RESET_LINK_MINUTES },
    );
  } catch (error) {
    // Within the resend cooldown: send nothing, and say nothing a stranger could learn from.
    if (error instanceof AppError && error.code === 'rate.limited') return;
    throw error;
  }
  const site = merchant.settings.site.name;
  const link = context.origin ? `${context.origin}/m/forget?reset=${member.id}.${secret}` : null;
  await services.messenger.send({
    merchantId: merchant.id,
    channel: 'email',
    destination: member.email,
    subject: translate('email.reset.subject', context.language, { site }),
    body: translate(link ? 'email.reset.body' : 'email.reset.nolink', context.language, {
      site,
      username: member.username,
      minutes: RESET_LINK_MINUTES,
      link: link ?? '',
    }),
  });
}

/** The e-mailed link's form: a new password for the member the link names. */
export async function resetPasswordByEmail(
  services: AuthDeps,
  { merchant, input, ip }: { merchant: MerchantConfig; input: { token: string; newPassword: string }; ip: string },
) {
  await enforceLimits(services.counters, [{ key: `resetlink:ip:${merchant.id}:${ip}`, max: 20, windowSeconds: 3600 }]);
  const [idText, secret] = input.token.split('.');
  const memberId = Number(idText);
  if (!Number.isSafeInteger(memberId) || !secret) throw new AppError('reset.link.invalid');
  checkNewPassword(merchant, { password: input.newPassword });
  try {
    await services.codes.consume(
      { merchantId: merchant.id, channel: 'email', purpose: 'reset-link', destination: `member:${memberId}` },
      secret,
    );
  } catch {
    throw new AppError('reset.link.invalid');
  }
  const member = await membersRepo(services.database.db, merchant.id).byId(memberId);
  if (member?.status !== 'active') throw new AppError('reset.link.invalid');
  checkNewPassword(merchant, { password: input.newPassword, username: member.username });
  await setPassword(services, {
    merchantId: merchant.id,
    memberId: member.id,
    password: input.newPassword,
    keep: null,
  });
}

/** Spec 2: set a new password by mobile number and SMS code, then log the player in. */
export async function setPasswordByPhone(
  services: AuthDeps,
  {
    merchant,
    input,
    context,
  }: {
    merchant: MerchantConfig;
    input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string };
    context: SessionContext;
  },
): Promise<LoginResponse> {
  const mobile = toE164(input.mobileNum, input.countryDialingCode);
  if (!mobile) throw new AppError('validation.failed', { fields: [{ field: 'mobileNum', key: 'rule.mobile' }] });
  checkNewPassword(merchant, { password: input.newPassword });
  await services.codes.consume(
    { merchantId: merchant.id, channel: 'sms', purpose: 'reset', destination: mobile },
    input.verificationCode,
  );
  const member = await membersRepo(services.database.db, merchant.id).byMobile(mobile);
  if (member?.status !== 'active') throw new AppError('member.not.exist');
  checkNewPassword(merchant, { password: input.newPassword, username: member.username });
  if (member.passwordHash && (await verifyPassword(member.passwordHash, input.newPassword))) {
    throw new AppError('modify.new.old.same');
  }
  await setPassword(services, {
    merchantId: merchant.id,
    memberId: member.id,
    password: input.newPassword,
    keep: null,
  });
  return startSession(services, { merchant, member: { ...member, passwordHash: null }, context });
}
