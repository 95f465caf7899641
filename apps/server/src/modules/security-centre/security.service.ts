import type { LanguageCode } from '@playdeck/contracts';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { enforceLimits } from '../../lib/limits';
import { toE164 } from '../../lib/phone';
import { checkField } from '../../lib/validate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { effectiveRegisterConfig } from '../auth/register-config';
import type { AuthenticatedMember } from '../auth/sessions.service';
import { membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import { cardsRepo } from './cards.repo';
import { checkPaymentPassword } from './payment-password';
import type { SecurityDeps } from './security-deps';
import { isWeakPin } from './weak-pin';

/** A change a member makes to their own account: who, where, what, and the language to notify in. */
interface MemberChange<I> {
  merchant: MerchantConfig;
  memberId: number;
  input: I;
  language: LanguageCode;
}

const mask = (value: string | null, email = false) =>
  value ? (email ? value.replace(/^(.)[^@]*/, '$1••••') : `${value.slice(0, 3)}••••${value.slice(-4)}`) : null;

export async function securityOverview(services: SecurityDeps, merchant: MerchantConfig, who: AuthenticatedMember) {
  const member = await membersRepo(services.database.db, merchant.id).byId(who.memberId);
  if (!member) throw new AppError('session.expired');
  const cards = await cardsRepo(services.database.db, merchant.id).countActive(member.id);
  const sessions = await services.sessions.listActive(member.id);
  return {
    hasPaymentPassword: member.paymentPasswordHash !== null,
    mobile: mask(member.mobile),
    email: mask(member.email, true),
    cards,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === who.sessionId,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ip: s.ip,
      device: s.device,
      userAgent: s.userAgent,
    })),
  };
}

/** Re-authentication for a sensitive change: the login password, with failures limited. */
async function reauthenticate(
  services: SecurityDeps,
  { merchantId, memberId, password }: { merchantId: number; memberId: number; password: string },
) {
  await enforceLimits(services.counters, [{ key: `reauth:${merchantId}:${memberId}`, max: 10, windowSeconds: 900 }]);
  const member = await membersRepo(services.database.db, merchantId).byId(memberId);
  if (!member || !(await verifyPassword(member.passwordHash, password))) throw new AppError('password.old.incorrect');
  return member;
}

/**
 * Sets the payment password (the first time, confirmed with the login password) or changes it
 * (confirmed with the current payment password, under the same attempt limit as every other use
 * of it). Six digits by the paymentPassword rule, and not one easily guessed (issue 8 item 8).
 */
export async function setPaymentPassword(
  services: SecurityDeps,
  {
    merchant,
    memberId,
    input,
  }: Omit<
    MemberChange<{ currentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string }>,
    'language'
  >,
) {
  await enforceLimits(services.counters, [
    { key: `paypw-set:${merchant.id}:${memberId}`, max: 10, windowSeconds: 900 },
  ]);
  const repo = membersRepo(services.database.db, merchant.id);
  const member = await repo.byId(memberId);
  if (!member) throw new AppError('session.expired');
  const { rules } = effectiveRegisterConfig(merchant.settings.register, merchant.settings.flags);
  const issue = checkField(rules, {
    rule: 'paymentPassword',
    field: 'newPaymentPassword',
    value: input.newPaymentPassword,
    required: true,
  });
  if (issue) throw new AppError('validation.failed', { fields: [issue] });
  if (isWeakPin(input.newPaymentPassword, { mobile: member.mobile }))
    throw new AppError('validation.failed', {
      fields: [{ field: 'newPaymentPassword', key: 'payment.password.weak' }],
    });
  if (input.newPaymentPassword !== input.confirmPaymentPassword) {
    throw new AppError('validation.failed', {
      fields: [{ field: 'confirmPaymentPassword', key: 'password.confirm.mismatch' }],
    });
  }
  if (member.paymentPasswordHash) {
    await checkPaymentPassword(services, { merchantId: merchant.id, memberId, password: input.currentPassword });
  } else if (!member.passwordHash || !(await verifyPassword(member.passwordHash, input.currentPassword))) {
    throw new AppError('password.old.incorrect');
  }
  await repo.update(memberId, { paymentPasswordHash: await hashPassword(input.newPaymentPassword) });
}

/** Tells the contact being replaced, before the change is made (the issue: a notification before a change). */
async function noticeBeforeChange(
  services: SecurityDeps,
  {
    merchant,
    to,
    language,
  }: { merchant: MerchantConfig; to: { mobile: string | null; email: string | null }; language: LanguageCode },
) {
  const body = translate('notice.contact.changed', language, { site: merchant.settings.site.name });
  if (to.mobile)
    await services.messenger.send({ merchantId: merchant.id, channel: 'sms', destination: to.mobile, body });
  if (to.email) {
    await services.messenger.send({
      merchantId: merchant.id,
      channel: 'email',
      destination: to.email,
      subject: merchant.settings.site.name,
      body,
    });
  }
}

export async function bindMobile(
  services: SecurityDeps,
  {
    merchant,
    memberId,
    input,
    language,
  }: MemberChange<{ password: string; mobileNum: string; countryDialingCode: string; verificationCode: string }>,
) {
  const member = await reauthenticate(services, { merchantId: merchant.id, memberId, password: input.password });
  const mobile = toE164(input.mobileNum, input.countryDialingCode);
  if (!mobile) throw new AppError('validation.failed', { fields: [{ field: 'mobileNum', key: 'rule.mobile' }] });
  const repo = membersRepo(services.database.db, merchant.id);
  const holder = await repo.byMobile(mobile);
  if (holder && holder.id !== memberId) throw new AppError('mobile.exists');
  await services.codes.consume(
    { merchantId: merchant.id, channel: 'sms', purpose: 'bind', destination: mobile },
    input.verificationCode,
  );
  if (member.mobile && member.mobile !== mobile)
    await noticeBeforeChange(services, { merchant, to: { mobile: member.mobile, email: null }, language });
  await repo.update(memberId, { mobile });
}

export async function sendEmailCode(
  services: SecurityDeps,
  { merchant, email, ip, language }: { merchant: MerchantConfig; email: string; ip: string; language: LanguageCode },
) {
  const { rules } = effectiveRegisterConfig(merchant.settings.register, merchant.settings.flags);
  const issue = checkField(rules, { rule: 'email', field: 'email', value: email, required: true });
  if (issue) throw new AppError('validation.failed', { fields: [issue] });
  const destination = email.toLowerCase();
  const issued = await services.codes.issue(
    { merchantId: merchant.id, channel: 'email', purpose: 'bind', destination },
    ip,
  );
  await services.messenger.send({
    merchantId: merchant.id,
    channel: 'email',
    destination,
    subject: merchant.settings.site.name,
    body: translate('sms.code', language, {
      site: merchant.settings.site.name,
      code: issued.code,
      minutes: issued.expiredMinutes,
    }),
  });
  return { expiredMinutes: issued.expiredMinutes, resendSeconds: issued.resendSeconds };
}

export async function bindEmail(
  services: SecurityDeps,
  { merchant, memberId, input, language }: MemberChange<{ password: string; email: string; verificationCode: string }>,
) {
  const member = await reauthenticate(services, { merchantId: merchant.id, memberId, password: input.password });
  const email = input.email.toLowerCase();
  await services.codes.consume(
    { merchantId: merchant.id, channel: 'email', purpose: 'bind', destination: email },
    input.verificationCode,
  );
  if (member.email && member.email !== email)
    await noticeBeforeChange(services, { merchant, to: { mobile: null, email: member.email }, language });
  await membersRepo(services.database.db, merchant.id).update(memberId, { email });
}

/** Ends every session of this member but the one asking. */
export async function signOutOthers(services: SecurityDeps, who: AuthenticatedMember) {
  await services.sessions.endOthers(services.database.db, {
    memberId: who.memberId,
    keep: who.sessionId,
    reason: 'signed-out-by-member',
  });
}
