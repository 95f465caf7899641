import type { DepositChannel } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './bank-transfer-details.module.css';
import { CopyButton } from './copy-button';

type BankDetails = NonNullable<DepositChannel['bank']>;

/** Where to send a bank transfer, each detail with a copy button for the player's banking app. */
interface BankTransferDetailsProps {
  bank: BankDetails;
  /** The amount to send: shown formatted, copied as the digits a banking app takes. */
  amount?: { text: string; copy: string } | null;
}

export function BankTransferDetails({ bank, amount }: BankTransferDetailsProps) {
  const { t } = useTranslation('wallet');
  const rows = [
    { key: 'bank', label: t('transfer_bank'), value: bank.bankName, copy: bank.bankName },
    { key: 'name', label: t('transfer_account_name'), value: bank.accountName, copy: bank.accountName },
    {
      key: 'number',
      label: t('transfer_account_number'),
      value: bank.accountNumber,
      // Banking apps take the digits only.
      copy: bank.accountNumber.replace(/\D/g, ''),
    },
    ...(amount ? [{ key: 'amount', label: t('transfer_amount'), value: amount.text, copy: amount.copy }] : []),
  ];
  return (
    <div className={styles.details} data-testid="bank-details">
      {rows.map((row) => (
        <div key={row.key} className={styles.item}>
          <span className={styles.text}>
            <span className={styles.label}>{row.label}</span>
            <span className={styles.value} data-testid={`bank-details-${row.key}`}>
              {row.value}
            </span>
          </span>
          <CopyButton text={row.copy} label={row.label} testId={`bank-details-${row.key}-copy`} />
        </div>
      ))}
    </div>
  );
}
