import { WalletIcon, type WalletIconName } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import type { ProfitLoss } from '../api/types';
import styles from './profit-loss-sums.module.css';

type SumKey = Exclude<keyof ProfitLoss, 'from' | 'to' | 'profit'>;

const SUMS: { key: SumKey; icon: WalletIconName }[] = [
  { key: 'bets', icon: 'target' },
  { key: 'wins', icon: 'checkCircle' },
  { key: 'bonuses', icon: 'plus' },
  { key: 'rebates', icon: 'receipt' },
  { key: 'deposits', icon: 'deposit' },
  { key: 'withdrawals', icon: 'withdraw' },
  { key: 'transfersIn', icon: 'transfer' },
  { key: 'transfersOut', icon: 'transfer' },
  { key: 'adjustments', icon: 'wallet' },
];

/** The period's profit (wins, bonuses and rebates less bets) and each sum it comes from. */
export function ProfitLossSums({ sums, stale }: { sums: ProfitLoss; stale: boolean }) {
  const { t } = useTranslation('wallet');
  const { format, signed } = useMoney();
  const sign = sums.profit > 0 ? 'up' : sums.profit < 0 ? 'down' : 'flat';
  return (
    <>
      <section className={`${ui.hero} ${page.hero}`} data-testid="pnl-hero">
        <span className={page.heroLabel}>
          <WalletIcon name="chart" size={16} />
          {t('pnl_profit')}
        </span>
        <span className={`${page.heroAmount} ${styles.profit}`} data-sign={sign} data-testid="pnl-profit">
          {sums.profit === 0 ? format(0) : signed(sums.profit)}
        </span>
        <span className={page.heroLabel}>{t('pnl_formula')}</span>
      </section>
      <div className={styles.grid} data-stale={stale || undefined} data-testid="pnl-sums">
        {SUMS.map(({ key, icon }) => (
          <div key={key} className={styles.tile}>
            <span className={`${ui.iconTile} ${styles.icon}`}>
              <WalletIcon name={icon} size={18} />
            </span>
            <span className={styles.text}>
              {t(`pnl_${key}`)}
              <strong data-testid={`pnl-${key}`}>{format(sums[key])}</strong>
            </span>
          </div>
        ))}
      </div>
    </>
  );
}
