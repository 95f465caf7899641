import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/ui/dialog-store';
import { ApiError } from '../../../lib/api-client';
import { useTransferToUpline } from '../api/transfer-to-upline';
import type { UplineTransferInfo } from '../api/types';
import { PIN_LENGTH } from '../components/pin-field';
import { parseMajorAmount } from '../services/money-input';
import { useAmountProblem } from './use-amount-problem';
import { useMoney } from './use-money';
import { useRequestId } from './use-request-id';
import { useWalletError } from './use-wallet-error';

type Field = 'amount' | 'pin';

/** Superior transfer (/m/upLine/transfer): an amount up to the balance, the payment password, a confirmation. */
export function useUplineTransferForm(info: UplineTransferInfo) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const amountProblem = useAmountProblem();
  const { format } = useMoney();
  const transfer = useTransferToUpline();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<unknown>(null);
  const [done, setDone] = useState<{ amount: number; balance: number } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (transfer.isPending) return;
    const parsed = parseMajorAmount(amount, amountProblem.exponent);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.ok) found.amount = amountProblem.text(parsed.problem);
    else if (parsed.minor <= 0) found.amount = t('amount_empty');
    else if (parsed.minor > info.balance) found.amount = t('amount_over_balance', { balance: format(info.balance) });
    if (pin.length !== PIN_LENGTH) found.pin = t('pin_invalid');
    setErrors(found);
    if (!parsed.ok || Object.keys(found).length > 0) return;
    const sure = await confirmDialog({
      message: t('transfer_confirm', { amount: format(parsed.minor), upline: info.upline }),
      confirmLabel: t('transfer_submit'),
    });
    if (!sure) return;

    const payload = { amount: parsed.minor };
    try {
      const result = await transfer.mutateAsync({
        requestId: requestId.idFor(payload),
        ...payload,
        paymentPassword: pin,
      });
      requestId.settle();
      setDone({ amount: parsed.minor, balance: result.balance });
      setAmount('');
      setPin('');
    } catch (error) {
      requestId.settleAfter(error);
      if (error instanceof ApiError && error.code === 'payment.password.incorrect') {
        setPin('');
        return setErrors({ pin: errorText(error) });
      }
      if (error instanceof ApiError && error.code === 'insufficient.funds')
        return setErrors({ amount: errorText(error) });
      setAlert(error);
    }
  };

  return {
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setErrors(({ amount: _fixed, ...rest }) => rest);
    },
    pin,
    setPin: (value: string) => {
      setPin(value);
      setErrors(({ pin: _fixed, ...rest }) => rest);
    },
    errors,
    alert: alert ? errorText(alert) : null,
    submit,
    submitting: transfer.isPending,
    done,
    again: () => setDone(null),
  };
}
