import { FormEnd } from '../../../components/money/form-end';
import { PinField } from '../../../components/money/pin-field';
import styles from '../../../components/money/wallet-page.module.css';
import { useValueBinder } from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { usePaymentPasswordForm } from '../hooks/use-payment-password-form';
import { LoginPasswordField } from './login-password-field';

/** Set or change the payment password, in a sheet over the security centre. */
export function PaymentPasswordSheet({ hasPassword, onClose }: { hasPassword: boolean; onClose(): void }) {
  const { t } = useTranslation('wallet');
  const pin = usePaymentPasswordForm({
    hasPassword,
    onDone: () => {
      toast.success(hasPassword ? t('pin_changed') : t('pin_set'), 1500);
      onClose();
    },
  });
  const bind = useValueBinder(pin.form);
  return (
    <Sheet title={hasPassword ? t('pin_change_title') : t('pin_set_title')} onClose={onClose} testId="pin-sheet">
      <form className={styles.form} onSubmit={pin.submit} noValidate>
        <p className={styles.muted}>{hasPassword ? t('pin_change_hint') : t('pin_set_hint')}</p>
        {hasPassword ? (
          <PinField label={t('pin_current')} {...bind('current')} testId="pin-current" />
        ) : (
          <LoginPasswordField {...bind('current')} testId="pin-login-password" />
        )}
        <PinField label={t('pin_new')} {...bind('next')} testId="pin-new" />
        <PinField label={t('pin_confirm')} {...bind('confirm')} testId="pin-confirm" />
        <FormEnd alert={pin.alert} submitting={pin.submitting} testId="pin">
          {t('save')}
        </FormEnd>
      </form>
    </Sheet>
  );
}
