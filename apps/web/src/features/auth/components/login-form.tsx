import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { Link } from '../../../lib/router';
import { useFieldBinder } from '../hooks/use-field-binder';
import { type LoginMethod, useLoginForm } from '../hooks/use-login-form';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import styles from './forms.module.css';
import { PasswordInput, UsernameInput } from './password-input';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { SocialButtons } from './social-buttons';

interface LoginFormProps {
  onLoggedIn(): void;
  /** Where social sign-in returns the player. */
  redirect: string;
  /** Called before a link leaves the form (the dialog closes itself). */
  onLeave?(): void;
}

/** Spec 2 Login: both methods, links to forgot password and register, social sign-in. */
export function LoginForm({ onLoggedIn, redirect, onLeave }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { social } = useMerchantInfo();
  const login = useLoginForm(onLoggedIn);
  const bind = useFieldBinder(login.form);
  const { setup } = login;

  return (
    <div className={styles.stack}>
      {login.smsAllowed && (
        <SegmentedTabs<LoginMethod>
          label={t('login_method')}
          value={login.method}
          onChange={login.switchMethod}
          testId="login-method"
          tabs={[
            { value: 'username', label: t('tab_account') },
            { value: 'sms', label: t('tab_mobile') },
          ]}
        />
      )}
      <form className={styles.form} onSubmit={login.submit} noValidate data-testid="login-form">
        {login.method === 'username' ? (
          <>
            <UsernameInput {...bind('username')} label={t('username')} testId="login-username" />
            <PasswordInput {...bind('password')} label={t('password')} testId="login-password" />
            {login.captchaShown && (
              <CaptchaField
                {...bind('captcha')}
                captcha={login.captcha.captcha}
                loading={login.captcha.loading}
                onReload={login.newCaptcha}
                testId="login-captcha"
              />
            )}
          </>
        ) : (
          <>
            <PhoneField
              {...bind('mobileNum')}
              label={t('mobile_number')}
              countries={setup.countries}
              defaultCountry={setup.defaultCountry}
              dialCode={login.dialCode}
              onDialCodeChange={login.setDialCode}
              testId="login-mobile"
            />
            <SmsCodeField
              {...bind('messageCode')}
              seconds={login.sms.seconds}
              sending={login.sms.sending}
              onSend={login.sendCode}
              testId="login-code"
            />
          </>
        )}
        <div className={styles.row}>
          {login.method === 'username' ? (
            <Checkbox checked={login.remember} onChange={login.setRemember} testId="login-remember">
              {t('remember_password')}
            </Checkbox>
          ) : (
            <span />
          )}
          <Link to="/m/forget" className={styles.link} onClick={onLeave} data-testid="login-forgot">
            {t('forgot_password')}
          </Link>
        </div>
        <FormAlert message={login.alert} testId="login-alert" />
        <Button type="submit" loading={login.submitting} testId="login-submit">
          {t('login')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('no_account')}{' '}
        <Link to="/m/register" onClick={onLeave} data-testid="login-register">
          {t('register_now')}
        </Link>
      </p>
      {login.method === 'username' && (
        <SocialButtons google={social.google} facebook={social.facebook} redirect={redirect} />
      )}
    </div>
  );
}
