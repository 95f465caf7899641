import type { WithdrawalRecord } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import type { WithdrawInfo } from '../api/types';
import { PIN_LENGTH } from '../components/pin-field';
import { parseMajorAmount } from '../services/money-input';
import { useAmountProblem } from './use-amount-problem';
import { useMoney } from './use-money';
import { useRequestId } from './use-request-id';
import { useWalletError } from './use-wallet-error';

type Field = 'card' | 'amount' | 'pin';

/** Why the screen cannot take a withdrawal now, before anything is typed (shown, not hidden). */
export function withdrawBlock(info: WithdrawInfo): 'turnover' | 'daily' | 'password' | null {
  if (!info.hasPaymentPassword) return 'password';
  if (info.turnover.remaining > 0) return 'turnover';
  if (info.usedToday >= info.dailyCountLimit) return 'daily';
  return null;
}

/**
 * The withdraw form (/m/withdraw): a bound card, an amount within the limits and what can be
 * withdrawn, the payment password. The money is held at once; the operator decides.
 */
export function useWithdrawForm(info: WithdrawInfo) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const amountProblem = useAmountProblem();
  const { format } = useMoney();
  const withdraw = useRequestWithdrawal();
  const requestId = useRequestId();
  const [chosenCard, setChosenCard] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<unknown>(null);
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  // The chosen card if still bound, else the first one.
  const cardId = info.cards.find((c) => c.id === chosenCard)?.id ?? info.cards[0]?.id ?? null;
  /** The most one withdrawal can take now. */
  const most = Math.min(info.withdrawable, info.maxAmount);

  const clear = (field: Field) => setErrors(({ [field]: _fixed, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (withdraw.isPending || withdrawBlock(info)) return;
    const parsed = parseMajorAmount(amount, amountProblem.exponent);
    const found: Partial<Record<Field, string>> = {};
    if (cardId === null) found.card = t('card_required');
    if (!parsed.ok) found.amount = amountProblem.text(parsed.problem);
    else if (parsed.minor < info.minAmount || parsed.minor > info.maxAmount)
      found.amount = amountProblem.range(info.minAmount, info.maxAmount);
    else if (parsed.minor > info.withdrawable) found.amount = t('amount_over_withdrawable', { most: format(most) });
    if (pin.length !== PIN_LENGTH) found.pin = t('pin_invalid');
    setErrors(found);
    if (!parsed.ok || cardId === null || Object.keys(found).length > 0) return;

    const payload = { amount: parsed.minor, cardId };
    try {
      const record = await withdraw.mutateAsync({
        requestId: requestId.idFor(payload),
        ...payload,
        paymentPassword: pin,
      });
      requestId.settle();
      setDone(record);
      setAmount('');
      setPin('');
    } catch (error) {
      requestId.settleAfter(error);
      if (!(error instanceof ApiError)) return setAlert(error);
      if (error.code === 'payment.password.incorrect') {
        setPin('');
        return setErrors({ pin: errorText(error) });
      }
      if (error.code === 'amount.out.of.range' || error.code === 'insufficient.funds') {
        return setErrors({ amount: errorText(error) });
      }
      setAlert(error);
    }
  };

  return {
    cardId,
    chooseCard: (id: number) => {
      setChosenCard(id);
      clear('card');
    },
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      clear('amount');
    },
    pin,
    setPin: (value: string) => {
      setPin(value);
      clear('pin');
    },
    most,
    errors,
    alert: alert ? errorText(alert) : null,
    submit,
    submitting: withdraw.isPending,
    done,
    again: () => setDone(null),
  };
}
