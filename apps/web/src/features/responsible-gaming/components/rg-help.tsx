import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { NS } from '../services/namespace';
import styles from './rg-help.module.css';
import { RgIcon } from './rg-icon';

/** Where to turn when play stops being fun: the merchant's customer service, and the age rule. */
export function RgHelp() {
  const { t } = useTranslation(NS);
  const service = useMerchantInfo().customerService[0];
  return (
    <aside className={styles.help} data-testid="rg-help">
      <span className={styles.age} aria-hidden="true">
        18+
      </span>
      <p>
        {t('help_text')}{' '}
        {service && (
          <a href={service.url} target="_blank" rel="noopener noreferrer">
            {t('help_link')}
            <RgIcon name="chevronRight" size={13} />
          </a>
        )}
      </p>
    </aside>
  );
}
