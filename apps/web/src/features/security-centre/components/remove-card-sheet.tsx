import { type BankCard, removeBankCardRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { FormEnd } from '../../../components/money/form-end';
import { PIN_LENGTH, PinField } from '../../../components/money/pin-field';
import styles from '../../../components/money/wallet-page.module.css';
import { useForm, useValueBinder } from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { useRemoveCard } from '../api/remove-card';

/** Removing a card is confirmed with the payment password. */
export function RemoveCardSheet({ card, onClose }: { card: BankCard; onClose(): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const remove = useRemoveCard();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<'pin'>(
    { pin: '' },
    {
      revalidate: 'submit',
      validators: { pin: (value) => (value.length !== PIN_LENGTH ? { text: t('pin_invalid') } : null) },
      request: {
        schema: removeBankCardRequest,
        toRequest: ({ pin }) => ({ paymentPassword: pin }),
        fields: { paymentPassword: 'pin' },
      },
    },
  );
  const bind = useValueBinder(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!(await form.validate())) return;
    try {
      await remove.mutateAsync({ id: card.id, paymentPassword: form.values.pin });
      toast.success(t('card_removed'), 1500);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'payment.password.incorrect') {
        form.clearValue('pin');
        return form.setError('pin', { text: errorText(failure) }, false);
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
        <PinField label={t('payment_password')} {...bind('pin')} testId="remove-card-pin" />
        <FormEnd alert={alert} submitting={remove.isPending} testId="remove-card" variant="danger">
          {t('card_remove')}
        </FormEnd>
      </form>
    </Sheet>
  );
}
