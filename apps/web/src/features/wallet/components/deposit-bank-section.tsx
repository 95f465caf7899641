import { WalletIcon } from '../../../components/money/wallet-icon';
import styles from '../../../components/money/wallet-page.module.css';
import { useFieldBinder } from '../../../components/ui/form';
import ui from '../../../components/ui/surface.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { parseMajorAmount } from '../../../lib/money/money-input';
import { useMoney } from '../../../lib/money/use-money';
import type { useDepositForm } from '../hooks/use-deposit-form';
import { BankTransferDetails } from './bank-transfer-details';

type DepositForm = ReturnType<typeof useDepositForm>;

/**
 * A bank transfer: where to send it (with copy buttons), then the payer's name (required: the
 * operator matches the transfer by it) and the transfer reference.
 */
export function DepositBankSection({ form }: { form: DepositForm }) {
  const { t } = useTranslation('wallet');
  const { currency, format } = useMoney();
  const bind = useFieldBinder(form.form);
  const bank = form.channel?.bank;
  if (!bank) return null;
  const parsed = parseMajorAmount(form.amount, currency.exponent);
  const amount = parsed.ok ? { text: format(parsed.minor), copy: format(parsed.minor, { symbol: false }) } : null;
  return (
    <section className={`${ui.card} ${styles.card}`} data-testid="deposit-bank">
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
        {...bind('payerName')}
        testId="deposit-payer"
      />
      <TextField
        label={t('transfer_reference')}
        icon="ticket"
        autoComplete="off"
        maxLength={100}
        {...bind('reference')}
        testId="deposit-reference"
      />
    </section>
  );
}
