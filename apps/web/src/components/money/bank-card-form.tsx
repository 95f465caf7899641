import type { BankCard } from '@playdeck/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useBanks } from '../api/get-banks';
import { useBankCardForm } from '../hooks/use-bank-card-form';
import { Notice } from './notice';
import { PinField } from './pin-field';
import { SelectField } from './select-field';
import styles from './wallet-page.module.css';

interface BankCardFormProps {
  /** The member's payee name; null until the first card sets it. */
  payeeName: string | null;
  onDone(card: BankCard): void;
}

/** Binds a bank card (spec 7 bank cards): inline on the withdraw screen, in a sheet in the security centre. */
export function BankCardForm({ payeeName, onDone }: BankCardFormProps) {
  const { t } = useTranslation('wallet');
  const banks = useBanks();
  const form = useBankCardForm({ needsPayee: !payeeName, onDone });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate data-testid="card-form">
      <SelectField
        label={t('bank')}
        placeholder={banks.isPending ? t('loading') : t('bank_choose')}
        icon="bank"
        value={form.values.bankCode}
        options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        onChange={(value) => form.set('bankCode', value)}
        error={form.errors.bankCode}
        testId="card-bank"
      />
      <TextField
        label={t('account_number')}
        icon="card"
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        value={form.values.accountNumber}
        onChange={(event) => form.set('accountNumber', event.target.value.replace(/[^\d -]/g, ''))}
        error={form.errors.accountNumber}
        testId="card-number"
      />
      {form.askPayee ? (
        <>
          <TextField
            label={t('payee_name')}
            icon="user"
            autoComplete="name"
            maxLength={100}
            value={form.values.payeeName}
            onChange={(event) => form.set('payeeName', event.target.value)}
            error={form.errors.payeeName}
            testId="card-payee"
          />
          <p className={styles.muted}>{t('payee_hint')}</p>
        </>
      ) : (
        <p className={styles.muted} data-testid="card-payee-fixed">
          {t('payee_fixed', { name: payeeName })}
        </p>
      )}
      <PinField
        label={t('payment_password')}
        value={form.values.paymentPassword}
        onChange={(value) => form.set('paymentPassword', value)}
        error={form.errors.paymentPassword}
        testId="card-pin"
      />
      {form.alert && (
        <Notice tone="danger" testId="card-alert">
          {form.alert}
        </Notice>
      )}
      <Button type="submit" loading={form.submitting} testId="card-submit">
        {t('card_bind')}
      </Button>
    </form>
  );
}
