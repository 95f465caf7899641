import type { DepositChannel } from '@playdeck/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountField } from '../../../components/money/amount-field';
import { Notice } from '../../../components/money/notice';
import { WalletIcon } from '../../../components/money/wallet-icon';
import styles from '../../../components/money/wallet-page.module.css';
import { Button } from '../../../components/ui/button';
import { useValueBinder } from '../../../components/ui/form';
import ui from '../../../components/ui/surface.module.css';
import { useDepositForm } from '../hooks/use-deposit-form';
import { DepositBankSection } from './deposit-bank-section';
import { ChannelList } from './deposit-channels';
import { DepositPending } from './deposit-pending';

/** The base deposit template (dep_func not "1"): one column of plain sections. */
export function DepositBase({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation('wallet');
  const form = useDepositForm(channels);
  const bindValue = useValueBinder(form.form);
  const { channel } = form;
  if (form.pending) {
    return (
      <div className={ui.page} data-testid="deposit-screen" data-template="base">
        <DepositPending deposit={form.pending} onAgain={form.startOver} />
      </div>
    );
  }
  return (
    <form className={ui.page} onSubmit={form.submit} noValidate data-testid="deposit-screen" data-template="base">
      <section className={`${ui.card} ${styles.card}`}>
        <h2 className={styles.cardTitle}>
          <WalletIcon name="card" />
          {t('deposit_method')}
        </h2>
        <ChannelList channels={channels} value={channel?.id ?? ''} onChange={form.selectChannel} />
      </section>
      {channel && (
        <section className={`${ui.card} ${styles.card}`}>
          <h2 className={styles.cardTitle}>
            <WalletIcon name="wallet" />
            {t('amount')}
          </h2>
          <AmountField
            label={t('deposit_amount')}
            {...bindValue('amount')}
            min={channel.minAmount}
            max={channel.maxAmount}
            quick
            testId="deposit-amount"
          />
        </section>
      )}
      {channel?.type === 'bank_transfer' && <DepositBankSection form={form} />}
      {form.alert && (
        <Notice tone="danger" testId="deposit-alert">
          {form.alert}
        </Notice>
      )}
      <Button type="submit" loading={form.submitting} testId="deposit-submit">
        {channel?.type === 'bank_transfer' ? t('deposit_submit_bank') : t('deposit_submit_gateway')}
      </Button>
      <Link to="/m/vouReport" className={styles.textLink} data-testid="deposit-records-link">
        <WalletIcon name="receipt" size={18} />
        {t('view_deposit_records')}
      </Link>
    </form>
  );
}
