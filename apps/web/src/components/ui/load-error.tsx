import { errorText } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n-react';
import { Icon } from './icon';
import styles from './load-error.module.css';

/** A screen or list that could not load: the reason in the player's language and a retry (spec 8). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <div className={styles.error} role="alert" data-testid="load-error">
      <Icon name="alert" size={28} />
      <p>{errorText(error, t)}</p>
      <button type="button" onClick={onRetry} data-testid="load-error-retry">
        <Icon name="refresh" size={18} />
        {t('common:retry')}
      </button>
    </div>
  );
}
