import { Icon } from '../../components/ui/icon';
import { formatDateTime } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n-react';
import { initSettingsQuery, useInitSettings } from '../../lib/init-settings';
import { useQueryClient } from '../../lib/query';
import styles from '../routes/status-screen.module.css';

/** Spec 2 Startup state 1: the maintenance page, with the operator's message and expected end. */
export default function MaintenanceScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { maintenance, info } = useInitSettings();
  const message =
    maintenance.message[currentLanguage()] ?? maintenance.message[info.languages.default] ?? t('maintenance_text');
  const until = maintenance.endsAt ? formatDateTime(maintenance.endsAt) : null;
  return (
    <section className={styles.screen} data-testid="maintenance-screen">
      <span className={styles.badge}>
        <Icon name="tools" size={40} />
      </span>
      <h2>{t('maintenance_title')}</h2>
      <p>{message}</p>
      {until && <p className={styles.note}>{t('maintenance_until', { time: until })}</p>}
      <button
        type="button"
        className={styles.button}
        onClick={() => queryClient.invalidateQueries({ queryKey: initSettingsQuery.queryKey })}
      >
        {t('retry')}
      </button>
    </section>
  );
}
