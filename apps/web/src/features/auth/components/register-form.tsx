import type { LoginResponse, RegisterSettingsResponse } from '@playdeck/contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import type { AffiliateStatus } from '../hooks/use-affiliate-code';
import type { AuthSetup } from '../hooks/use-auth-setup';
import { type CarriedMobile, useCarriedMobile } from '../hooks/use-carried-mobile';
import { useFieldBinder } from '../hooks/use-field-binder';
import { useRegisterForm } from '../hooks/use-register-form';
import { type RegisterMethod, registerLayout } from '../services/register-fields';
import { BirthDateField } from './birth-date-field';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import styles from './forms.module.css';
import { PasswordInput } from './password-input';
import { PhoneField } from './phone-field';
import { RegisterExtraFields } from './register-extra-fields';
import { SmsCodeField } from './sms-code-field';

interface RegisterFormProps {
  method: RegisterMethod;
  settings: RegisterSettingsResponse;
  setup: AuthSetup;
  affiliate: { urlCode: string; status: AffiliateStatus };
  carried: CarriedMobile | null;
  onMobileChange(mobile: CarriedMobile): void;
  onRegistered(answer: LoginResponse, password: string): void;
}

/** One register tab (spec 2 Register): its fields come from the merchant's configuration. */
export function RegisterForm({
  method,
  settings,
  setup,
  affiliate,
  carried,
  onMobileChange,
  onRegistered,
}: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const layout = registerLayout(settings, method);
  const register = useRegisterForm({
    method,
    settings,
    layout,
    setup,
    affiliate,
    initialDialCode: carried?.dialCode || setup.defaultDialCode,
    onRegistered,
  });
  const { form } = register;
  const bind = useFieldBinder(form);

  useCarriedMobile(
    carried,
    { mobileNum: form.values.mobileNum, dialCode: register.dialCode },
    (mobileNum) => form.setValue('mobileNum', mobileNum),
    onMobileChange,
  );

  const mobile = layout.mobile && (
    <>
      <PhoneField
        {...bind('mobileNum')}
        label={t('mobile_number')}
        marked={layout.mobileRequired}
        countries={setup.countries}
        defaultCountry={setup.defaultCountry}
        dialCode={register.dialCode}
        onDialCodeChange={register.setDialCode}
        testId="register-mobile"
      />
      {layout.code && (
        <SmsCodeField
          {...bind('verificationCode')}
          marked={layout.mobileRequired}
          seconds={register.sms.seconds}
          sending={register.sms.sending}
          onSend={register.sendCode}
          testId="register-code"
        />
      )}
    </>
  );

  const passwords = layout.password && (
    <>
      <PasswordInput
        {...bind('password')}
        label={t('password')}
        marked
        autoComplete="new-password"
        testId="register-password"
      />
      <PasswordInput
        {...bind('confirmPassword')}
        label={t('confirm_password')}
        marked
        autoComplete="new-password"
        testId="register-confirm"
      />
    </>
  );

  return (
    <form className={styles.form} onSubmit={register.submit} noValidate data-testid={`register-form-${method}`}>
      {layout.username && (
        <TextField
          {...bind('username')}
          label={t('username')}
          icon="user"
          marked
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          testId="register-username"
        />
      )}
      {layout.username ? (
        <>
          {passwords}
          {mobile}
        </>
      ) : (
        <>
          {mobile}
          {passwords}
        </>
      )}
      <RegisterExtraFields layout={layout} bind={bind} />
      {layout.birthDate && <BirthDateField {...bind('birthDate')} testId="register-birthDate" />}
      {register.showAffiliate && (
        <TextField
          {...bind('affiliateCode')}
          label={t('field_affiliateCode')}
          icon="ticket"
          marked={layout.affiliateRequired}
          autoCapitalize="characters"
          autoComplete="off"
          testId="register-affiliate"
        />
      )}
      {layout.captcha && (
        <CaptchaField
          {...bind('captcha')}
          marked
          captcha={register.captcha.captcha}
          loading={register.captcha.loading}
          onReload={register.newCaptcha}
          testId="register-captcha"
        />
      )}
      <Checkbox
        checked={register.agreed}
        onChange={register.setAgreed}
        error={register.agreeRefused ? t('agree_required', { age: settings.minimumAge }) : null}
        testId="register-agree"
      >
        {t('agree_prefix', { age: settings.minimumAge })} <Link to="/m/useragreement">{t('user_agreement')}</Link>
      </Checkbox>
      <FormAlert message={register.alert} testId="register-alert" />
      <Button type="submit" loading={register.submitting} testId="register-submit">
        {t('register_button')}
      </Button>
    </form>
  );
}
