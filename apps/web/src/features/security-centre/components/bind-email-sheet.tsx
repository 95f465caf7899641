import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useBindEmailForm } from '../hooks/use-bind-email-form';
import { CodeField } from './code-field';
import { LoginPasswordField } from './login-password-field';
import { Notice } from './notice';
import styles from './wallet-page.module.css';

/** Bind or change the e-mail address with a code sent to it. */
export function BindEmailSheet({ current, onClose }: { current: string | null; onClose(): void }) {
  const { t } = useTranslation('wallet');
  const form = useBindEmailForm({
    onDone: () => {
      toast.success(t('email_bound'), 1500);
      onClose();
    },
  });
  return (
    <Sheet title={current ? t('email_change_title') : t('email_bind_title')} onClose={onClose} testId="email-sheet">
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <p className={styles.muted}>{current ? t('email_change_hint', { email: current }) : t('email_bind_hint')}</p>
        <TextField
          label={t('email')}
          icon="mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          error={form.errors.email}
          testId="email-address"
        />
        <CodeField
          value={form.values.code}
          onChange={(value) => form.set('code', value)}
          error={form.errors.code}
          seconds={form.code.seconds}
          sending={form.code.sending}
          onSend={() => void form.sendCode()}
          testId="email-code"
        />
        <LoginPasswordField
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={form.errors.password}
          testId="email-password"
        />
        {form.alert && (
          <Notice tone="danger" testId="email-alert">
            {form.alert}
          </Notice>
        )}
        <Button type="submit" loading={form.submitting} testId="email-submit">
          {t('bind')}
        </Button>
      </form>
    </Sheet>
  );
}
