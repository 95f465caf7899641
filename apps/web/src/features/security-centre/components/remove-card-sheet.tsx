import type { BankCard } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useRemoveCard } from '../api/remove-card';
import { useWalletError } from '../hooks/use-wallet-error';
import { Notice } from './notice';
import { PIN_LENGTH, PinField } from './pin-field';
import styles from './wallet-page.module.css';

/** Removing a card is confirmed with the payment password. */
export function RemoveCardSheet({ card, onClose }: { card: BankCard; onClose(): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const remove = useRemoveCard();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (pin.length !== PIN_LENGTH) return setError(t('pin_invalid'));
    try {
      await remove.mutateAsync({ id: card.id, paymentPassword: pin });
      toast.success(t('card_removed'), 1500);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'payment.password.incorrect') {
        setPin('');
        return setError(errorText(failure));
      }
      setAlert(errorText(failure));
    }
  };

  return (
    <Sheet title={t('card_remove_title')} onClose={onClose} testId="remove-card-sheet">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          {t('card_remove_hint', { bank: card.bankName, number: card.accountNumberMasked })}
        </p>
        <PinField
          label={t('payment_password')}
          value={pin}
          onChange={(value) => {
            setPin(value);
            setError(null);
          }}
          error={error}
          testId="remove-card-pin"
        />
        {alert && (
          <Notice tone="danger" testId="remove-card-alert">
            {alert}
          </Notice>
        )}
        <Button type="submit" variant="danger" loading={remove.isPending} testId="remove-card-submit">
          {t('card_remove')}
        </Button>
      </form>
    </Sheet>
  );
}
