import type { DownlineMember } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { AmountField } from '../../../components/money/amount-field';
import { FormEnd } from '../../../components/money/form-end';
import { Notice } from '../../../components/money/notice';
import { PIN_LENGTH, PinField } from '../../../components/money/pin-field';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useSecurityOverview } from '../../../lib/money/get-security-overview';
import { parseMajorAmount } from '../../../lib/money/money-input';
import { useAmountProblem } from '../../../lib/money/use-amount-problem';
import { useMoney } from '../../../lib/money/use-money';
import { useRequestId } from '../../../lib/money/use-request-id';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { useAgentBalance } from '../api/home';
import { useTransferToDownline } from '../api/team';
import styles from './agents.module.css';

/**
 * Send money to a direct downline: an amount and the payment password. Each submit carries its
 * requestId (the same one again after a lost answer, so the server moves the money once).
 */
export function TransferSheet({ member, onClose }: { member: DownlineMember; onClose(): void }) {
  const { t } = useTranslation(['agents', 'wallet']);
  const { format } = useMoney();
  const amountProblem = useAmountProblem();
  const walletError = useWalletError();
  const transfer = useTransferToDownline();
  const balance = useAgentBalance().data?.sumBalance;
  const security = useSecurityOverview();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; pin?: string; alert?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const parsed = parseMajorAmount(amount, amountProblem.exponent);
    const next: typeof errors = {};
    if (!parsed.ok) next.amount = amountProblem.text(parsed.problem);
    else if (parsed.minor <= 0) next.amount = t('wallet:amount_empty');
    if (pin.length !== PIN_LENGTH) next.pin = t('wallet:pin_invalid');
    setErrors(next);
    if (!parsed.ok || next.amount || next.pin) return;
    const payload = { memberId: member.id, amount: parsed.minor };
    try {
      await transfer.mutateAsync({
        memberId: member.id,
        body: { requestId: requestId.idFor(payload), amount: parsed.minor, paymentPassword: pin },
      });
      requestId.settle();
      toast.success(t('transfer_done', { amount: format(parsed.minor), name: member.username }), 1500);
      onClose();
    } catch (error) {
      requestId.settleAfter(error);
      if (isApiError(error, 'payment.password.incorrect')) {
        setPin('');
        setErrors({ pin: walletError(error) });
      } else if (isApiError(error, 'insufficient.funds', 'amount.out.of.range')) {
        setErrors({ amount: walletError(error) });
      } else setErrors({ alert: walletError(error) });
    }
  };

  return (
    <Sheet title={t('transfer_to', { name: member.username })} onClose={onClose} testId="downline-transfer">
      {security.data?.hasPaymentPassword === false ? (
        <Notice
          tone="warning"
          action={{
            label: t('wallet:go_security_centre'),
            to: '/m/securityCenter',
            testId: 'downline-transfer-set-pin',
          }}
        >
          {t('wallet:payment_password_needed')}
        </Notice>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {balance !== undefined && (
            <p className={styles.muted} style={{ margin: '0 4px' }} data-testid="downline-transfer-balance">
              {t('your_balance', { amount: format(balance) })}
            </p>
          )}
          <AmountField
            label={t('transfer_amount')}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            {...(balance ? { fillMax: { label: t('wallet:all'), minor: balance } } : {})}
            testId="downline-transfer-amount"
          />
          <PinField
            label={t('wallet:payment_password')}
            value={pin}
            onChange={setPin}
            error={errors.pin}
            testId="downline-transfer-pin"
          />
          <FormEnd alert={errors.alert ?? null} submitting={transfer.isPending} testId="downline-transfer">
            {t('transfer_submit')}
          </FormEnd>
        </form>
      )}
    </Sheet>
  );
}
