import { Icon } from '../../../components/ui/icon';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useUserAgreement } from '../api/get-user-agreement';
import { AgreementText } from '../components/agreement-text';
import styles from './user-agreement-screen.module.css';

/**
 * /m/useragreement (spec 2 lazy pages; footer hidden): the merchant's user agreement, the
 * operator's own text in the player's language, linked from the register consent.
 */
export default function UserAgreementScreen() {
  const { t } = useTranslation(['content', 'errors']);
  const agreement = useUserAgreement();

  if (agreement.isPending) {
    return (
      <div className={styles.state} aria-busy="true" data-testid="user-agreement-loading">
        <Spinner size={28} />
      </div>
    );
  }
  if (agreement.isError) {
    return (
      <div className={styles.state} data-testid="user-agreement-error">
        <p>{errorText(agreement.error, t)}</p>
        <button type="button" className={styles.retry} onClick={() => void agreement.refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (!agreement.data.text) return <NoData text={t('agreement_missing')} />;
  return (
    <article className={styles.page} data-testid="user-agreement">
      <div className={styles.badge} aria-hidden="true">
        <Icon name="document" size={26} />
      </div>
      <AgreementText text={agreement.data.text} />
      <p className={styles.note}>{t('agreement_note')}</p>
    </article>
  );
}
