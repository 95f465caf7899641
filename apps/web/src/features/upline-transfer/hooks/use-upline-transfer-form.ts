import { transferUplineRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { z } from 'zod/mini';
import { pinProblem, showRefusalOnField, typedMinor } from '../../../components/money/payment-fields';
import { confirmDialog } from '../../../components/ui/dialog-store';
import { useForm } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n-react';
import { parseMajorAmount } from '../../../lib/money/money-input';
import { useAmountProblem } from '../../../lib/money/use-amount-problem';
import { useMoney } from '../../../lib/money/use-money';
import { useRequestId } from '../../../lib/money/use-request-id';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { useTransferToUpline } from '../api/transfer-to-upline';
import type { UplineTransferInfo } from '../api/types';

/** The request the server validates, less the id the submit makes. */
const request = z.omit(transferUplineRequest, { requestId: true });

/** Superior transfer (/m/upLine/transfer): an amount up to the balance, the payment password, a confirmation. */
export function useUplineTransferForm(info: UplineTransferInfo) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const amountProblem = useAmountProblem();
  const { format } = useMoney();
  const transfer = useTransferToUpline();
  const requestId = useRequestId();
  const [alert, setAlert] = useState<unknown>(null);
  const [done, setDone] = useState<{ amount: number; balance: number } | null>(null);
  const form = useForm<'amount' | 'pin'>(
    { amount: '', pin: '' },
    {
      revalidate: 'submit',
      validators: {
        amount: (value) => {
          const parsed = parseMajorAmount(value, amountProblem.exponent);
          if (!parsed.ok) return { text: amountProblem.text(parsed.problem) };
          if (parsed.minor <= 0) return { text: t('amount_empty') };
          if (parsed.minor > info.balance) return { text: t('amount_over_balance', { balance: format(info.balance) }) };
          return null;
        },
        pin: (value) => pinProblem(value, t('pin_invalid')),
      },
      request: {
        schema: request,
        toRequest: (values) => ({
          amount: typedMinor(values.amount, amountProblem.exponent),
          paymentPassword: values.pin,
        }),
        fields: { paymentPassword: 'pin' },
      },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (transfer.isPending || !(await form.validate())) return;
    const { values } = form;
    const parsed = parseMajorAmount(values.amount, amountProblem.exponent);
    if (!parsed.ok) return;
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
        paymentPassword: values.pin,
      });
      requestId.settle();
      setDone({ amount: parsed.minor, balance: result.balance });
      form.clearValue('amount');
      form.clearValue('pin');
    } catch (error) {
      requestId.settleAfter(error);
      if (!showRefusalOnField(form, error, errorText, ['insufficient.funds'])) setAlert(error);
    }
  };

  return {
    form,
    alert: alert ? errorText(alert) : null,
    submit,
    submitting: transfer.isPending,
    done,
    again: () => setDone(null),
  };
}
