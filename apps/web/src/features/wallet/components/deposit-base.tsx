import type { DepositChannel } from '@playdeck/contracts';
import { WalletIcon } from '../../../components/money/wallet-icon';
import styles from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useDepositForm } from '../hooks/use-deposit-form';
import { ChannelList } from './deposit-channels';
import { DepositAmount, DepositDetailsAndAlert, DepositSubmit } from './deposit-form-parts';
import { DepositPendingPage } from './deposit-pending';

/** The base deposit template (dep_func not "1"): one column of plain sections. */
export function DepositBase({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation('wallet');
  const form = useDepositForm(channels);
  const { channel } = form;
  if (form.pending) return <DepositPendingPage deposit={form.pending} onAgain={form.startOver} template="base" />;
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
          <DepositAmount form={form} channel={channel} />
        </section>
      )}
      <DepositDetailsAndAlert form={form} />
      <DepositSubmit form={form} />
      <Link to="/m/vouReport" className={styles.textLink} data-testid="deposit-records-link">
        <WalletIcon name="receipt" size={18} />
        {t('view_deposit_records')}
      </Link>
    </form>
  );
}
