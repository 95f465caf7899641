import { FormEnd } from '../../../components/money/form-end';
import styles from '../../../components/money/wallet-page.module.css';
import { CountryPicker } from '../../../components/ui/country-picker';
import { useFieldBinder, useValueBinder } from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useCountries } from '../../../lib/get-countries';
import { useTranslation } from '../../../lib/i18n-react';
import type { ContactChannel } from '../api/bind-contact';
import { useBindContactForm } from '../hooks/use-bind-contact-form';
import { CodeField } from './code-field';
import { LoginPasswordField } from './login-password-field';

interface BindContactSheetProps {
  channel: ContactChannel;
  /** The bound contact, if any: the sheet then changes it. */
  current: string | null;
  onClose(): void;
}

/** Bind or change the mobile number (SMS code) or the e-mail address (e-mailed code). */
export function BindContactSheet({ channel, current, onClose }: BindContactSheetProps) {
  const { t } = useTranslation('wallet');
  const countries = useCountries(channel === 'mobile');
  const defaultCountry = countries.data?.defaultCountry;
  const defaultDial = countries.data?.countries.find((c) => c.code === defaultCountry)?.dialCode ?? '';
  const contact = useBindContactForm({
    channel,
    defaultDialCode: channel === 'mobile' ? defaultDial : '',
    onDone: () => {
      toast.success(t(`${channel}_bound`), 1500);
      onClose();
    },
  });
  const bind = useFieldBinder(contact.form);
  const bindValue = useValueBinder(contact.form);
  const title = current ? t(`${channel}_change_title`) : t(`${channel}_bind_title`);
  return (
    <Sheet title={title} onClose={onClose} testId={`${channel}-sheet`}>
      <form className={styles.form} onSubmit={contact.submit} noValidate>
        <p className={styles.muted}>
          {current ? t(`${channel}_change_hint`, { [channel]: current }) : t(`${channel}_bind_hint`)}
        </p>
        {channel === 'mobile' ? (
          <TextField
            {...bind('contact')}
            label={t('mobile_number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            onChange={(event) => contact.form.setValue('contact', event.target.value.replace(/\D/g, ''))}
            testId="mobile-number"
            leading={
              <CountryPicker
                countries={countries.data?.countries ?? []}
                defaultCountry={defaultCountry}
                label={t('country_code')}
                value={contact.dialCode}
                onChange={contact.setDialCode}
                testId="mobile-country"
              />
            }
          />
        ) : (
          <TextField
            {...bind('contact')}
            label={t('email')}
            icon="mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            testId="email-address"
          />
        )}
        <CodeField
          {...bindValue('code')}
          seconds={contact.code.seconds}
          sending={contact.code.sending}
          onSend={() => void contact.sendCode()}
          testId={`${channel}-code`}
        />
        <LoginPasswordField {...bindValue('password')} testId={`${channel}-password`} />
        <FormEnd alert={contact.alert} submitting={contact.submitting} testId={`${channel}`}>
          {t('bind')}
        </FormEnd>
      </form>
    </Sheet>
  );
}
