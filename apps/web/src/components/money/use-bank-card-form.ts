import { addBankCardRequest, type BankCard } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n-react';
import { useAddCard } from '../../lib/money/add-card';
import { useWalletError } from '../../lib/money/use-wallet-error';
import { useForm } from '../ui/form';
import { PIN_LENGTH } from './pin-field';

type Field = 'bankCode' | 'accountNumber' | 'payeeName' | 'paymentPassword';

const FIELDS: readonly string[] = ['bankCode', 'accountNumber', 'payeeName', 'paymentPassword'];

/**
 * Binding a card: the bank, the account number, the payee name the first time (set once: a
 * withdrawal only goes to the member's own name), confirmed with the payment password.
 */
export function useBankCardForm(options: { needsPayee: boolean; onDone(card: BankCard): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const add = useAddCard();
  const [alert, setAlert] = useState<unknown>(null);
  // The server may say a payee name is needed after all (set elsewhere meanwhile, or never).
  const [askPayee, setAskPayee] = useState(options.needsPayee);
  const text = (key: string) => ({ text: t(key) });
  const form = useForm<Field>(
    { bankCode: '', accountNumber: '', payeeName: '', paymentPassword: '' },
    {
      revalidate: 'submit',
      validators: {
        bankCode: (value) => (value ? null : text('bank_required')),
        payeeName: (value) => (askPayee && value.trim() === '' ? text('payee_required') : null),
        paymentPassword: (value) => (value.length !== PIN_LENGTH ? text('pin_invalid') : null),
      },
      // The account number's form (6-34 digits, spaces or dashes as the bank prints them) is the schema's.
      request: {
        schema: addBankCardRequest,
        toRequest: (values) => ({
          bankCode: values.bankCode,
          accountNumber: values.accountNumber.trim(),
          paymentPassword: values.paymentPassword,
          ...(askPayee ? { payeeName: values.payeeName.trim() } : {}),
        }),
      },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (add.isPending || !(await form.validate())) return;
    const { values } = form;
    try {
      const card = await add.mutateAsync({
        bankCode: values.bankCode,
        accountNumber: values.accountNumber.trim(),
        paymentPassword: values.paymentPassword,
        ...(askPayee ? { payeeName: values.payeeName.trim() } : {}),
      });
      options.onDone(card);
    } catch (error) {
      if (!(error instanceof ApiError)) return setAlert(error);
      if (error.code === 'payment.password.incorrect') {
        form.clearValue('paymentPassword');
        return form.setError('paymentPassword', { text: errorText(error) }, false);
      }
      if (error.code === 'payee.required') {
        setAskPayee(true);
        return form.setError('payeeName', { text: errorText(error) }, false);
      }
      const fields = serverFieldErrors(error).filter((f) => FIELDS.includes(f.field));
      if (fields.length === 0) return setAlert(error);
      for (const f of fields) form.setError(f.field as Field, { text: f.message }, false);
    }
  };

  return { form, submit, askPayee, submitting: add.isPending, alert: alert ? errorText(alert) : null };
}
