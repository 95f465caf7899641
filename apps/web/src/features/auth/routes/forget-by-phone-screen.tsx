import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import styles from '../components/forms.module.css';
import { NewPasswordInput } from '../components/password-input';
import { PhoneField } from '../components/phone-field';
import { SmsCodeField } from '../components/sms-code-field';
import { useFieldBinder } from '../hooks/use-field-binder';
import { useSetPasswordByPhoneForm } from '../hooks/use-set-password-by-phone';

/** /m/forgetByPhone (spec 2 Forgot password): a new password by mobile number and SMS code. */
export default function ForgetByPhoneScreen() {
  const { t } = useTranslation('auth');
  const phone = useSetPasswordByPhoneForm();
  const bind = useFieldBinder(phone.form);
  const { setup } = phone;
  return (
    <AuthLayout
      title={t('phone_reset_title')}
      subtitle={t('phone_reset_subtitle')}
      icon="phone"
      testId="forget-by-phone-screen"
    >
      <form className={styles.form} onSubmit={phone.submit} noValidate data-testid="phone-reset-form">
        <PhoneField
          {...bind('mobileNum')}
          label={t('mobile_number')}
          countries={setup.countries}
          defaultCountry={setup.defaultCountry}
          dialCode={phone.dialCode}
          onDialCodeChange={phone.setDialCode}
          testId="phone-reset-mobile"
        />
        <SmsCodeField
          {...bind('verificationCode')}
          disabled={!phone.codeSent}
          seconds={phone.sms.seconds}
          sending={phone.sms.sending}
          onSend={phone.sendCode}
          testId="phone-reset-code"
        />
        <NewPasswordInput {...bind('newPassword')} label={t('new_password')} testId="phone-reset-password" />
        <FormAlert message={phone.alert} testId="phone-reset-alert" />
        <Button type="submit" loading={phone.submitting} disabled={!phone.form.ready} testId="phone-reset-submit">
          {t('save_password')}
        </Button>
      </form>
    </AuthLayout>
  );
}
