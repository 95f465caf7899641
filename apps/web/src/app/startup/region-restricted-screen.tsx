import { Icon } from '../../components/ui/icon';
import { useTranslation } from '../../lib/i18n-react';
import { useInitSettings } from '../../lib/init-settings';
import styles from '../routes/status-screen.module.css';

/** Spec 2 Startup state 2: the region-restricted page. */
export default function RegionRestrictedScreen() {
  const { t } = useTranslation();
  const { location, info } = useInitSettings();
  const service = info.customerService[0];
  return (
    <section className={styles.screen} data-testid="region-screen">
      <span className={styles.badge}>
        <Icon name="mapPin" size={40} />
      </span>
      <h2>{t('region_title')}</h2>
      <p>{t('region_text')}</p>
      {location.country && <p className={styles.note}>{t('region_country', { country: location.country })}</p>}
      {service && (
        <a className={styles.button} href={service.url} target="_blank" rel="noopener noreferrer">
          {t('customer_service')}
        </a>
      )}
    </section>
  );
}
