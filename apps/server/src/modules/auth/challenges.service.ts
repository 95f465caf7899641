import type { LanguageCode } from '@playdeck/contracts';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { enforceLimits } from '../../lib/limits';
import { toE164 } from '../../lib/phone';
import { membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import type { AuthDeps } from './auth-deps';

/** A new single-use captcha (module CAPTCHA3); asking for them is limited per network. */
export async function issueCaptcha(services: AuthDeps, { merchantId, ip }: { merchantId: number; ip: string }) {
  await enforceLimits(services.counters, [{ key: `captcha:ip:${merchantId}:${ip}`, max: 60, windowSeconds: 600 }]);
  return services.captchas.create(merchantId);
}

interface SendSmsInput {
  merchant: MerchantConfig;
  input: { purpose: 'register' | 'login' | 'reset' | 'bind'; mobileNum: string; countryDialingCode: string };
  ip: string;
  language: LanguageCode;
}

/** Sends an SMS code (module VERIFICATION3) for register, login, reset or bind. */
export async function sendSmsCode(services: AuthDeps, { merchant, input, ip, language }: SendSmsInput) {
  const { purpose, mobileNum, countryDialingCode } = input;
  const mobile = toE164(mobileNum, countryDialingCode);
  if (!mobile) throw new AppError('validation.failed', { fields: [{ field: 'mobileNum', key: 'rule.mobile' }] });
  if (purpose === 'login' && !merchant.settings.flags.MOBILEVERCODELOGIN3) throw new AppError('permission.denied');

  const holder = await membersRepo(services.database.db, merchant.id).byMobile(mobile);
  if (purpose === 'register' && holder) throw new AppError('mobile.exists');
  const issued = await services.codes.issue(
    { merchantId: merchant.id, channel: 'sms', purpose, destination: mobile },
    ip,
  );
  // Login and reset codes go out only to numbers with an account; the answer does not say which.
  const deliver = purpose === 'register' || purpose === 'bind' || (holder && holder.status === 'active');
  if (deliver) {
    await services.messenger.send({
      merchantId: merchant.id,
      channel: 'sms',
      destination: mobile,
      body: translate('sms.code', language, {
        site: merchant.settings.site.name,
        code: issued.code,
        minutes: issued.expiredMinutes,
      }),
    });
  }
  return { expiredMinutes: issued.expiredMinutes, resendSeconds: issued.resendSeconds };
}
