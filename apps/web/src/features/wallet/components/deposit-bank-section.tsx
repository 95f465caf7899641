import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { useDepositForm } from '../hooks/use-deposit-form';
import { useMoney } from '../hooks/use-money';
import { parseMajorAmount } from '../services/money-input';
import { BankTransferDetails } from './bank-transfer-details';
import { WalletIcon } from './wallet-icon';
import styles from './wallet-page.module.css';

type DepositForm = ReturnType<typeof useDepositForm>;

/**
 * A bank transfer: where to send it (with copy buttons), then the payer's name (required: the
 * operator matches the transfer by it) and the transfer reference.
 */
export function DepositBankSection({ form }: { form: DepositForm }) {
  const { t } = useTranslation('wallet');
  const { currency, format } = useMoney();
  const bank = form.channel?.bank;
  if (!bank) return null;
  const parsed = parseMajorAmount(form.amount, currency.exponent);
  const amount = parsed.ok ? { text: format(parsed.minor), copy: format(parsed.minor, { symbol: false }) } : null;
  return (
    <section className={styles.card} data-testid="deposit-bank">
      <h2 className={styles.cardTitle}>
        <WalletIcon name="bank" />
        {t('transfer_to_account')}
      </h2>
      <p className={styles.muted}>{t('transfer_hint')}</p>
      <BankTransferDetails bank={bank} amount={amount} />
      <TextField
        label={t('payer_name')}
        icon="user"
        autoComplete="name"
        maxLength={100}
        marked
        value={form.payerName}
        onChange={(event) => form.setPayerName(event.target.value)}
        error={form.errors.payerName}
        testId="deposit-payer"
      />
      <TextField
        label={t('transfer_reference')}
        icon="ticket"
        autoComplete="off"
        maxLength={100}
        value={form.reference}
        onChange={(event) => form.setReference(event.target.value)}
        testId="deposit-reference"
      />
    </section>
  );
}
