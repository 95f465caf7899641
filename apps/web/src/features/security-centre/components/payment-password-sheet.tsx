import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { usePaymentPasswordForm } from '../hooks/use-payment-password-form';
import { LoginPasswordField } from './login-password-field';
import { Notice } from './notice';
import { PinField } from './pin-field';
import styles from './wallet-page.module.css';

/** Set or change the payment password, in a sheet over the security centre. */
export function PaymentPasswordSheet({ hasPassword, onClose }: { hasPassword: boolean; onClose(): void }) {
  const { t } = useTranslation('wallet');
  const form = usePaymentPasswordForm({
    hasPassword,
    onDone: () => {
      toast.success(hasPassword ? t('pin_changed') : t('pin_set'), 1500);
      onClose();
    },
  });
  return (
    <Sheet title={hasPassword ? t('pin_change_title') : t('pin_set_title')} onClose={onClose} testId="pin-sheet">
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <p className={styles.muted}>{hasPassword ? t('pin_change_hint') : t('pin_set_hint')}</p>
        {hasPassword ? (
          <PinField
            label={t('pin_current')}
            value={form.values.current}
            onChange={(value) => form.set('current', value)}
            error={form.errors.current}
            testId="pin-current"
          />
        ) : (
          <LoginPasswordField
            value={form.values.current}
            onChange={(value) => form.set('current', value)}
            error={form.errors.current}
            testId="pin-login-password"
          />
        )}
        <PinField
          label={t('pin_new')}
          value={form.values.next}
          onChange={(value) => form.set('next', value)}
          error={form.errors.next}
          testId="pin-new"
        />
        <PinField
          label={t('pin_confirm')}
          value={form.values.confirm}
          onChange={(value) => form.set('confirm', value)}
          error={form.errors.confirm}
          testId="pin-confirm"
        />
        {form.alert && (
          <Notice tone="danger" testId="pin-alert">
            {form.alert}
          </Notice>
        )}
        <Button type="submit" loading={form.submitting} testId="pin-submit">
          {t('save')}
        </Button>
      </form>
    </Sheet>
  );
}
