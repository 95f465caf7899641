import { useBalanceVisibility } from '../../../lib/balance-visibility';
import { formatMoney, MASKED_BALANCE } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useBalance } from '../api/get-balance';
import styles from './header-balance.module.css';

/**
 * Spec 2 Shell: the total balance with the currency symbol at 2 decimals, masked with asterisks
 * when hidden. Spec 4: while the wallet reloads (the menu's refresh empties it first) the amount
 * is hidden, then shown again.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const { data: wallet } = useBalance();
  if (!wallet) {
    return (
      <span className={styles.balance} data-testid="header-balance" data-state="loading" aria-busy="true">
        <span className="visually-hidden">{t('balance')}</span>
        <span className={styles.loading} />
      </span>
    );
  }
  const amount = formatMoney(wallet.sumBalance, wallet.currency);
  return (
    <span className={styles.balance} data-testid="header-balance" data-state={hidden ? 'hidden' : 'shown'}>
      <span className="visually-hidden">{t('balance')}</span>
      {hidden ? `${wallet.currency.symbol}${MASKED_BALANCE}` : amount}
    </span>
  );
}
