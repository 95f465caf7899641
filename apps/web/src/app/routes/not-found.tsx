import { Icon } from '../../components/ui/icon';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from '../../lib/router';
import styles from './status-screen.module.css';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className={styles.screen} data-testid="not-found">
      <span className={styles.badge}>
        <Icon name="compass" size={40} />
      </span>
      <h2>{t('not_found_title')}</h2>
      <p>{t('not_found_text')}</p>
      <Link to="/m/home" className={styles.button} data-testid="not-found-home">
        {t('go_home')}
      </Link>
    </section>
  );
}
