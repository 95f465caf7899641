import { useTranslation } from 'react-i18next';
import { useWalletError } from '../hooks/use-wallet-error';
import styles from './record-list.module.css';

/** A screen whose facts could not be read: the reason in words and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  return (
    <div className={styles.error} data-testid="wallet-load-error">
      <span>{errorText(error)}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
