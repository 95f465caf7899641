import { WalletIcon } from '../../../components/money/wallet-icon';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import styles from './security-rows.module.css';

/** Issue 15: the player's own protections against playing too much sit beside the account's. */
export function ResponsibleGamingRow() {
  const { t } = useTranslation('wallet');
  return (
    <Link to="/m/responsibleGaming" className={`${ui.row} ${styles.row}`} data-testid="security-responsible-gaming">
      <span className={`${ui.iconTile} ${styles.icon}`}>
        <WalletIcon name="heart" />
      </span>
      <span className={`${ui.rowText} ${styles.text}`}>
        <span className={styles.title}>{t('rg_row_title')}</span>
        <small>{t('rg_row_detail')}</small>
      </span>
      <WalletIcon name="chevronRight" size={18} className={ui.chevron} />
    </Link>
  );
}
