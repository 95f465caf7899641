import type { BankCard } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useAddCard } from '../api/add-card';
import { PIN_LENGTH } from '../components/pin-field';
import { useWalletError } from './use-wallet-error';

type Field = 'bankCode' | 'accountNumber' | 'payeeName' | 'paymentPassword';
type Errors = Partial<Record<Field, string>>;

/** Contracts addBankCardRequest: 6-34 digits, spaces or dashes as the bank prints them. */
const ACCOUNT_NUMBER = /^[0-9 -]{6,34}$/;

/**
 * Binding a card: the bank, the account number, the payee name the first time (set once: a
 * withdrawal only goes to the member's own name), confirmed with the payment password.
 */
export function useBankCardForm(options: { needsPayee: boolean; onDone(card: BankCard): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const add = useAddCard();
  const [values, setValues] = useState<Record<Field, string>>({
    bankCode: '',
    accountNumber: '',
    payeeName: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<unknown>(null);
  // The server may say a payee name is needed after all (set elsewhere meanwhile, or never).
  const [askPayee, setAskPayee] = useState(options.needsPayee);

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (!values.bankCode) found.bankCode = t('bank_required');
    if (!ACCOUNT_NUMBER.test(values.accountNumber.trim())) found.accountNumber = t('account_number_invalid');
    if (askPayee && values.payeeName.trim() === '') found.payeeName = t('payee_required');
    if (values.paymentPassword.length !== PIN_LENGTH) found.paymentPassword = t('pin_invalid');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (add.isPending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
        set('paymentPassword', '');
        return setErrors({ paymentPassword: errorText(error) });
      }
      if (error.code === 'payee.required') {
        setAskPayee(true);
        return setErrors({ payeeName: errorText(error) });
      }
      const fields = serverFieldErrors(error).filter((f): f is { field: Field; message: string } =>
        ['bankCode', 'accountNumber', 'payeeName', 'paymentPassword'].includes(f.field),
      );
      if (fields.length > 0) return setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      setAlert(error);
    }
  };

  return {
    values,
    errors,
    set,
    submit,
    askPayee,
    submitting: add.isPending,
    alert: alert ? errorText(alert) : null,
  };
}
