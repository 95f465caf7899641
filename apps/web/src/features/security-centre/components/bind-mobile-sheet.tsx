import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CountryPicker } from '../../../components/ui/country-picker';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useCountries } from '../api/get-countries';
import { useBindMobileForm } from '../hooks/use-bind-mobile-form';
import { CodeField } from './code-field';
import { LoginPasswordField } from './login-password-field';
import { Notice } from './notice';
import styles from './wallet-page.module.css';

/** Bind or change the mobile number with an SMS code sent to it. */
export function BindMobileSheet({ current, onClose }: { current: string | null; onClose(): void }) {
  const { t } = useTranslation('wallet');
  const countries = useCountries();
  const defaultCountry = countries.data?.defaultCountry;
  const defaultDial = countries.data?.countries.find((c) => c.code === defaultCountry)?.dialCode ?? '';
  const form = useBindMobileForm({
    defaultDialCode: defaultDial,
    onDone: () => {
      toast.success(t('mobile_bound'), 1500);
      onClose();
    },
  });
  return (
    <Sheet title={current ? t('mobile_change_title') : t('mobile_bind_title')} onClose={onClose} testId="mobile-sheet">
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <p className={styles.muted}>{current ? t('mobile_change_hint', { mobile: current }) : t('mobile_bind_hint')}</p>
        <TextField
          label={t('mobile_number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          value={form.values.mobile}
          onChange={(event) => form.set('mobile', event.target.value.replace(/\D/g, ''))}
          error={form.errors.mobile}
          testId="mobile-number"
          leading={
            <CountryPicker
              countries={countries.data?.countries ?? []}
              defaultCountry={defaultCountry}
              label={t('country_code')}
              value={form.dialCode}
              onChange={form.setDialCode}
              testId="mobile-country"
            />
          }
        />
        <CodeField
          value={form.values.code}
          onChange={(value) => form.set('code', value)}
          error={form.errors.code}
          seconds={form.code.seconds}
          sending={form.code.sending}
          onSend={() => void form.sendCode()}
          testId="mobile-code"
        />
        <LoginPasswordField
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={form.errors.password}
          testId="mobile-password"
        />
        {form.alert && (
          <Notice tone="danger" testId="mobile-alert">
            {form.alert}
          </Notice>
        )}
        <Button type="submit" loading={form.submitting} testId="mobile-submit">
          {t('bind')}
        </Button>
      </form>
    </Sheet>
  );
}
