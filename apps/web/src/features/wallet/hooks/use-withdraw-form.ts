import { type WithdrawalRecord, withdrawRequest } from '@playdeck/contracts';
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
import { useRequestWithdrawal } from '../api/request-withdrawal';
import type { WithdrawInfo } from '../api/types';

type Field = 'card' | 'amount' | 'pin';

/** The request the server validates, less the id the submit makes. */
const request = z.omit(withdrawRequest, { requestId: true });

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
  const [alert, setAlert] = useState<unknown>(null);
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  // The chosen card if still bound, else the first one.
  const cardId = info.cards.find((c) => c.id === chosenCard)?.id ?? info.cards[0]?.id ?? null;
  /** The most one withdrawal can take now. */
  const most = Math.min(info.withdrawable, info.maxAmount);
  // The card is a choice, not an input: its error is set beside the checks of the typed fields.
  const form = useForm<Field>(
    { card: '', amount: '', pin: '' },
    {
      revalidate: 'submit',
      validators: {
        amount: (value) => {
          const parsed = parseMajorAmount(value, amountProblem.exponent);
          if (!parsed.ok) return { text: amountProblem.text(parsed.problem) };
          if (parsed.minor < info.minAmount || parsed.minor > info.maxAmount)
            return { text: amountProblem.range(info.minAmount, info.maxAmount) };
          if (parsed.minor > info.withdrawable) return { text: t('amount_over_withdrawable', { most: format(most) }) };
          return null;
        },
        pin: (value) => pinProblem(value, t('pin_invalid')),
      },
      request: {
        schema: request,
        toRequest: (values) => ({
          amount: typedMinor(values.amount, amountProblem.exponent),
          cardId,
          paymentPassword: values.pin,
        }),
        fields: { cardId: 'card', paymentPassword: 'pin' },
      },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (withdraw.isPending || withdrawBlock(info)) return;
    const valid = await form.validate();
    if (cardId === null) form.setError('card', { text: t('card_required') }, false);
    const parsed = parseMajorAmount(form.values.amount, amountProblem.exponent);
    if (!valid || !parsed.ok || cardId === null) return;

    // Spec: bonus money still locked is forfeited by a withdrawal; the player says yes first.
    const forfeitBonus = info.lockedBonus.amount;
    if (
      forfeitBonus > 0 &&
      !(await confirmDialog({
        message: t('bonus_forfeit_confirm', { amount: format(info.lockedBonus.amount) }),
        confirmLabel: t('bonus_forfeit_yes'),
      }))
    )
      return;
    const payload = { amount: parsed.minor, cardId, ...(forfeitBonus > 0 ? { forfeitBonus } : {}) };
    try {
      const record = await withdraw.mutateAsync({
        requestId: requestId.idFor(payload),
        ...payload,
        paymentPassword: form.values.pin,
      });
      requestId.settle();
      setDone(record);
      form.clearValue('amount');
      form.clearValue('pin');
    } catch (error) {
      requestId.settleAfter(error);
      if (!showRefusalOnField(form, error, errorText, ['amount.out.of.range', 'insufficient.funds'])) setAlert(error);
    }
  };

  return {
    form,
    cardId,
    chooseCard: (id: number) => {
      setChosenCard(id);
      form.clearErrors('card');
    },
    most,
    alert: alert ? errorText(alert) : null,
    submit,
    submitting: withdraw.isPending,
    done,
    again: () => setDone(null),
  };
}
