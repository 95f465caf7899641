import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import styles from './service-card.module.css';

/** Still stuck: the merchant's customer service (spec 2: the customer-service link). */
export function ServiceCard() {
  const { t } = useTranslation('content');
  const service = useMerchantInfo().customerService[0];
  if (!service) return null;
  return (
    <a className={styles.card} href={service.url} target="_blank" rel="noopener noreferrer" data-testid="help-service">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="headset" size={22} />
      </span>
      <span className={styles.text}>
        <strong>{t('help_service_title')}</strong>
        <span>{t('help_service_text', { name: service.name })}</span>
      </span>
      <Icon name="chevronRight" size={18} />
    </a>
  );
}
