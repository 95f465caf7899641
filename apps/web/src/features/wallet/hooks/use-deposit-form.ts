import type { DepositChannel } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useCreateDeposit } from '../api/create-deposit';
import { parseMajorAmount } from '../services/money-input';
import { useAmountProblem } from './use-amount-problem';
import { useRequestId } from './use-request-id';
import { useWalletError } from './use-wallet-error';

type Field = 'amount' | 'payerName';

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
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<unknown>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [pending, setPending] = useState<PendingDeposit | null>(null);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];

  const clear = (field: Field) => setErrors(({ [field]: _fixed, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!channel || create.isPending || redirecting) return;
    const parsed = parseMajorAmount(amount, amountProblem.exponent);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.ok) found.amount = amountProblem.text(parsed.problem);
    else if (parsed.minor < channel.minAmount || parsed.minor > channel.maxAmount)
      found.amount = amountProblem.range(channel.minAmount, channel.maxAmount);
    const isBank = channel.type === 'bank_transfer';
    if (isBank && payerName.trim() === '') found.payerName = t('payer_required');
    setErrors(found);
    if (!parsed.ok || Object.keys(found).length > 0) return;

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
        return setErrors({ amount: errorText(error) });
      }
      const fields = serverFieldErrors(error).filter((f) => f.field === 'amount' || f.field === 'payerName');
      if (fields.length > 0) return setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      setAlert(error);
    }
  };

  return {
    channel,
    selectChannel: (id: string) => {
      setChannelId(id);
      setErrors({});
      setAlert(null);
    },
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      clear('amount');
    },
    payerName,
    setPayerName: (value: string) => {
      setPayerName(value);
      clear('payerName');
    },
    reference,
    setReference,
    errors,
    alert: alert ? errorText(alert) : null,
    submit,
    submitting: create.isPending || redirecting,
    pending,
    startOver: () => {
      setPending(null);
      setAmount('');
      setReference('');
    },
  };
}
