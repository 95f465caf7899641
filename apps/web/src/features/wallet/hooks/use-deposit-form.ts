import { createDepositRequest, type DepositChannel } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { z } from 'zod/mini';
import { useForm } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { parseMajorAmount } from '../../../lib/money/money-input';
import { useAmountProblem } from '../../../lib/money/use-amount-problem';
import { useRequestId } from '../../../lib/money/use-request-id';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { useCreateDeposit } from '../api/create-deposit';

type Field = 'amount' | 'payerName' | 'reference';

/** The request the server validates, less the id the submit makes. */
const request = z.omit(createDepositRequest, { requestId: true });

/** A bank transfer waiting for the operator, shown once the order is made. */
export interface PendingDeposit {
  depositId: number;
  amount: number;
  channel: DepositChannel;
}

/**
 * The deposit form (/m/voucherCenter): a channel, an amount in its range, and for a bank transfer
 * the payer's name and reference. A gateway order sends the player to its pay page; a bank
 * transfer waits for the operator. One requestId per submit; a retry of it reuses the id.
 */
export function useDepositForm(channels: DepositChannel[]) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const amountProblem = useAmountProblem();
  const create = useCreateDeposit();
  const requestId = useRequestId();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const [alert, setAlert] = useState<unknown>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [pending, setPending] = useState<PendingDeposit | null>(null);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  const form = useForm<Field>(
    { amount: '', payerName: '', reference: '' },
    {
      revalidate: 'submit',
      validators: {
        amount: (value) => {
          if (!channel) return null;
          const parsed = parseMajorAmount(value, amountProblem.exponent);
          if (!parsed.ok) return { text: amountProblem.text(parsed.problem) };
          if (parsed.minor < channel.minAmount || parsed.minor > channel.maxAmount)
            return { text: amountProblem.range(channel.minAmount, channel.maxAmount) };
          return null;
        },
        // The operator matches a bank transfer by the payer's name.
        payerName: (value) =>
          channel?.type === 'bank_transfer' && value.trim() === '' ? { text: t('payer_required') } : null,
      },
      request: {
        schema: request,
        toRequest: (values) => {
          const parsed = parseMajorAmount(values.amount, amountProblem.exponent);
          return {
            channelId: channel?.id,
            amount: parsed.ok ? parsed.minor : undefined,
            payerName: values.payerName,
            reference: values.reference,
          };
        },
      },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!channel || create.isPending || redirecting || !(await form.validate())) return;
    const { amount, payerName, reference } = form.values;
    const parsed = parseMajorAmount(amount, amountProblem.exponent);
    if (!parsed.ok) return;
    const isBank = channel.type === 'bank_transfer';
    const payload = {
      channelId: channel.id,
      amount: parsed.minor,
      ...(isBank ? { payerName: payerName.trim() } : {}),
      ...(isBank && reference.trim() ? { reference: reference.trim() } : {}),
    };
    try {
      const order = await create.mutateAsync({ requestId: requestId.idFor(payload), ...payload });
      requestId.settle();
      if (order.payUrl) {
        // The gateway's page takes over; it sends the player back to /m/vouReport when paid.
        setRedirecting(true);
        window.location.assign(order.payUrl);
        return;
      }
      setPending({ depositId: order.depositId, amount: parsed.minor, channel });
    } catch (error) {
      requestId.settleAfter(error);
      if (error instanceof ApiError && error.code === 'amount.out.of.range') {
        return form.setError('amount', { text: errorText(error) }, false);
      }
      const fields = serverFieldErrors(error).filter((f) => f.field === 'amount' || f.field === 'payerName');
      if (fields.length === 0) return setAlert(error);
      for (const f of fields) form.setError(f.field as Field, { text: f.message }, false);
    }
  };

  return {
    form,
    channel,
    selectChannel: (id: string) => {
      setChannelId(id);
      form.clearErrors();
      setAlert(null);
    },
    amount: form.values.amount,
    alert: alert ? errorText(alert) : null,
    submit,
    submitting: create.isPending || redirecting,
    pending,
    startOver: () => {
      setPending(null);
      form.clearValue('amount');
      form.clearValue('reference');
    },
  };
}
