import type { DepositChannel } from '@playdeck/contracts';
import { AmountField } from '../../../components/money/amount-field';
import { Notice } from '../../../components/money/notice';
import { Button } from '../../../components/ui/button';
import { useValueBinder } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n-react';
import type { useDepositForm } from '../hooks/use-deposit-form';
import { DepositBankSection } from './deposit-bank-section';

// The parts both deposit templates (base and new) draw alike; each lays them out its own way.

type DepositForm = ReturnType<typeof useDepositForm>;

/** The amount, within the chosen channel's limits, with the quick amounts. */
export function DepositAmount({ form, channel }: { form: DepositForm; channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  const bindValue = useValueBinder(form.form);
  return (
    <AmountField
      label={t('deposit_amount')}
      {...bindValue('amount')}
      min={channel.minAmount}
      max={channel.maxAmount}
      quick
      testId="deposit-amount"
    />
  );
}

/** Under the amount: a bank transfer's details to fill in, and why the last submit failed. */
export function DepositDetailsAndAlert({ form }: { form: DepositForm }) {
  return (
    <>
      {form.channel?.type === 'bank_transfer' && <DepositBankSection form={form} />}
      {form.alert && (
        <Notice tone="danger" testId="deposit-alert">
          {form.alert}
        </Notice>
      )}
    </>
  );
}

/** The submit, named for what happens next: a transfer to record, or the gateway to open. */
export function DepositSubmit({ form }: { form: DepositForm }) {
  const { t } = useTranslation('wallet');
  return (
    <Button type="submit" loading={form.submitting} testId="deposit-submit">
      {form.channel?.type === 'bank_transfer' ? t('deposit_submit_bank') : t('deposit_submit_gateway')}
    </Button>
  );
}
