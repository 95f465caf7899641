import type { BankCard } from '@playdeck/contracts';
import { useTranslation } from '../../lib/i18n-react';
import { useBanks } from '../../lib/money/get-banks';
import { useFieldBinder, useValueBinder } from '../ui/form';
import { TextField } from '../ui/text-field';
import { FormEnd } from './form-end';
import { PinField } from './pin-field';
import { SelectField } from './select-field';
import { useBankCardForm } from './use-bank-card-form';
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
  const bind = useFieldBinder(form.form);
  const bindValue = useValueBinder(form.form);
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate data-testid="card-form">
      <SelectField
        label={t('bank')}
        placeholder={banks.isPending ? t('loading') : t('bank_choose')}
        icon="bank"
        {...bindValue('bankCode')}
        options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        testId="card-bank"
      />
      <TextField
        label={t('account_number')}
        icon="card"
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        {...bind('accountNumber')}
        onChange={(event) => form.form.setValue('accountNumber', event.target.value.replace(/[^\d -]/g, ''))}
        testId="card-number"
      />
      {form.askPayee ? (
        <>
          <TextField
            label={t('payee_name')}
            icon="user"
            autoComplete="name"
            maxLength={100}
            {...bind('payeeName')}
            testId="card-payee"
          />
          <p className={styles.muted}>{t('payee_hint')}</p>
        </>
      ) : (
        <p className={styles.muted} data-testid="card-payee-fixed">
          {t('payee_fixed', { name: payeeName })}
        </p>
      )}
      <PinField label={t('payment_password')} {...bindValue('paymentPassword')} testId="card-pin" />
      <FormEnd alert={form.alert} submitting={form.submitting} testId="card">
        {t('card_bind')}
      </FormEnd>
    </form>
  );
}
