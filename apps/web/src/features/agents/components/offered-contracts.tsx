import type { DownlineMember } from '@playdeck/contracts';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useOfferedContracts, useWithdrawContract } from '../api/contracts';
import styles from './agents.module.css';

/**
 * What the agent already offered this downline: an offer still awaiting an answer can be
 * withdrawn (then another of its kind may be sent); one in force is shown for reference.
 */
export function OfferedContracts({ member }: { member: DownlineMember }) {
  const { t } = useTranslation(['agents', 'errors']);
  const offered = useOfferedContracts(member.id);
  const withdraw = useWithdrawContract();
  const list = offered.data ?? [];
  if (list.length === 0) return null;

  const takeBack = async (id: number) => {
    try {
      await withdraw.mutateAsync(id);
      toast.success(t('offer_withdrawn'), 1500);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  return (
    <section className={styles.offered} aria-label={t('offered_title')} data-testid="offered-contracts">
      <h3 className={styles.offeredTitle}>{t('offered_title')}</h3>
      {list.map((contract) => (
        <div
          key={contract.id}
          className={styles.offeredRow}
          data-testid="offered-contract"
          data-status={contract.status}
        >
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>{t(`kind_${contract.kind}`)}</span>
            <span className={styles.rowMeta}>
              {contract.status === 'proposed' ? t('offer_awaiting') : t('offer_in_force')}
            </span>
          </div>
          {contract.status === 'proposed' && (
            <button
              type="button"
              className={styles.withdrawButton}
              disabled={withdraw.isPending}
              onClick={() => takeBack(contract.id)}
              data-testid="offer-withdraw"
            >
              {t('withdraw_offer')}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
