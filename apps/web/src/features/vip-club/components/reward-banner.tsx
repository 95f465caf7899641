import type { VipClubView } from '@playdeck/contracts';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useClaimVipReward } from '../api/claim-vip-reward';
import styles from './vip.module.css';

/** Upgrade and birthday bonuses waiting: claimed here one at a time (also listed in the reward centre). */
export function RewardBanner({ club }: { club: VipClubView }) {
  const { t } = useTranslation(['vip', 'errors']);
  const { format } = useMoney();
  const claim = useClaimVipReward();
  const once = useSingleFlight();
  if (club.claimable === 0 || club.promotionId === null) return null;
  const id = club.promotionId;
  return (
    <section className={styles.reward} data-testid="vip-reward">
      <div>
        <strong className={styles.rewardTitle}>{t('reward_title', { count: club.claimable })}</strong>
        <span className={styles.rewardAmount} data-testid="vip-reward-amount">
          {format(club.claimableAmount)}
        </span>
      </div>
      <button
        type="button"
        className={styles.claim}
        disabled={claim.isPending}
        // A double tap sends one claim (the disabled button only stops the next render's taps).
        onClick={() =>
          once(() =>
            claim.mutateAsync(id).then(
              (mine) => toast.success(t('claimed_toast', { amount: format(mine.amount ?? 0) }), 1500),
              (error) => toast.error(errorText(error, t)),
            ),
          )
        }
        data-testid="vip-claim"
      >
        {t('claim')}
      </button>
    </section>
  );
}
