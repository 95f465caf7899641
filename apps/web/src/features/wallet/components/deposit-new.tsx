import type { DepositChannel } from '@playdeck/contracts';
import { Skeleton } from '../../../components/money/skeleton';
import { WalletIcon } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { useBalanceVisibility } from '../../../lib/balance-visibility';
import { MASKED_BALANCE } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { parseMajorAmount } from '../../../lib/money/money-input';
import { useMoney } from '../../../lib/money/use-money';
import { Link } from '../../../lib/router';
import { useBalance } from '../api/get-balance';
import { useDepositForm } from '../hooks/use-deposit-form';
import { ChannelTiles } from './deposit-channels';
import { DepositAmount, DepositDetailsAndAlert, DepositSubmit } from './deposit-form-parts';
import styles from './deposit-new.module.css';
import { DepositPendingPage } from './deposit-pending';

/**
 * The new deposit template (dep_func "1"): the balance on top, channels as tiles, the amount
 * with quick buttons, and a summary of what will be paid above the button.
 */
export function DepositNew({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation('wallet');
  const form = useDepositForm(channels);
  const { currency, format } = useMoney();
  const { channel } = form;
  const parsed = parseMajorAmount(form.amount, currency.exponent);
  if (form.pending) return <DepositPendingPage deposit={form.pending} onAgain={form.startOver} template="new" />;
  return (
    <form className={ui.page} onSubmit={form.submit} noValidate data-testid="deposit-screen" data-template="new">
      <section className={`${ui.hero} ${page.hero}`}>
        <div className={styles.balanceRow}>
          <span className={page.heroLabel}>
            <WalletIcon name="wallet" size={16} />
            {t('balance_total')}
          </span>
          <Link to="/m/vouReport" className={styles.records} data-testid="deposit-records-link">
            <WalletIcon name="receipt" size={15} />
            {t('records')}
          </Link>
        </div>
        <BalanceAmount />
      </section>

      <h2 className={`${ui.sectionTitle} ${page.sectionTitle}`}>{t('deposit_method')}</h2>
      <ChannelTiles channels={channels} value={channel?.id ?? ''} onChange={form.selectChannel} />

      {channel && (
        <section className={`${ui.card} ${page.card}`}>
          <DepositAmount form={form} channel={channel} />
        </section>
      )}
      <DepositDetailsAndAlert form={form} />
      <div className={styles.summary}>
        <span className={styles.summaryText}>
          {t('you_pay')}
          <strong data-testid="deposit-summary">{parsed.ok ? format(parsed.minor) : format(0)}</strong>
        </span>
        {channel && <span className={styles.summaryVia}>{t('via', { channel: channel.name })}</span>}
      </div>
      <DepositSubmit form={form} />
    </form>
  );
}

function BalanceAmount() {
  const { data } = useBalance();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const { format, currency } = useMoney();
  if (!data) return <Skeleton height={34} width={160} />;
  return (
    <span className={page.heroAmount} data-testid="deposit-balance">
      {hidden ? `${currency.symbol}${MASKED_BALANCE}` : format(data.sumBalance)}
    </span>
  );
}
