import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import styles from './see-all-card.module.css';

/** The last cell of a home preview grid: every game of the category, with how many there are. */
export function SeeAllCard({ to, total }: { to: string; total: number | null }) {
  const { t } = useTranslation('games');
  return (
    <Link to={to} className={styles.card} data-testid="see-all">
      <span className={styles.box}>
        <span className={styles.count}>{total ?? ''}</span>
        <span className={styles.label}>{t('see_all')}</span>
        <Icon name="chevronRight" size={18} />
      </span>
    </Link>
  );
}
