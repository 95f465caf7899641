import { sendSmsRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useForm } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from '../../../lib/router';
import { useAuthSetup } from '../hooks/use-auth-setup';
import { useFieldBinder } from '../hooks/use-field-binder';
import { mobileField } from '../validation/mobile';
import styles from './forms.module.css';
import { PhoneField } from './phone-field';

/** What the set-password-by-phone screen starts with when reached from here. */
export interface PhoneResetStart {
  mobileNum: string;
  dialCode: string;
}

/**
 * Spec 2 Forgot password, mobile mode (CHNGPASSVERIF3): the number is checked here, then the
 * set-password-by-phone screen sends the code and takes the new password.
 */
export function ForgotMobileForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const setup = useAuthSetup();
  const [dialCode, setDialCode] = useState(setup.defaultDialCode);
  const form = useForm<'mobileNum'>(
    { mobileNum: '' },
    {
      validators: { mobileNum: mobileField(setup.rules, 'mobileNum') },
      // The next screen sends the reset code to this number: the send's own schema checks it here.
      request: {
        schema: sendSmsRequest,
        toRequest: ({ mobileNum }) => ({ purpose: 'reset', mobileNum, countryDialingCode: dialCode }),
      },
    },
  );
  const bind = useFieldBinder(form);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    const start: PhoneResetStart = { mobileNum: form.values.mobileNum, dialCode };
    navigate('/m/forgetByPhone', { state: start });
  };

  return (
    <form className={styles.form} onSubmit={next} noValidate data-testid="forgot-mobile-form">
      <p className={styles.hint}>{t('forgot_mobile_hint')}</p>
      <PhoneField
        {...bind('mobileNum')}
        label={t('mobile_number')}
        countries={setup.countries}
        defaultCountry={setup.defaultCountry}
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        testId="forgot-mobile"
      />
      <Button type="submit" testId="forgot-mobile-next">
        {t('next')}
      </Button>
    </form>
  );
}
