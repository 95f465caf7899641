import { useTranslation } from '../lib/i18n-react';
import { Link } from '../lib/router';
import styles from './responsible-gaming-link.module.css';

/**
 * Issue 15: every screen that shows money ends with the way to the player's limits and breaks,
 * and the age rule. Its words are in `common`, so it never waits on a catalogue.
 */
export function ResponsibleGamingLink() {
  const { t } = useTranslation();
  return (
    <footer className={styles.foot}>
      <Link to="/m/responsibleGaming" className={styles.link} data-testid="rg-footer-link">
        <span>{t('rg_link')}</span>
        <span aria-hidden="true">·</span>
        <span className={styles.age}>18+</span>
      </Link>
    </footer>
  );
}
