import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { useVipClub } from '../api/get-vip-club';
import { BirthDateCard } from '../components/birth-date-card';
import { LevelCard } from '../components/level-card';
import { LevelList } from '../components/level-list';
import { RewardBanner } from '../components/reward-banner';
import styles from '../components/vip.module.css';

/** /m/member/benefits (spec 2 VIP benefits): the member's level and progress, rewards, every level's benefits. */
export default function BenefitsScreen() {
  const { t } = useTranslation('vip');
  const club = useVipClub();
  if (club.isPending)
    return (
      <div className={styles.state} aria-busy="true" data-testid="vip-loading">
        <Spinner size={28} />
      </div>
    );
  if (club.isError) return <LoadError error={club.error} onRetry={() => void club.refetch()} />;
  if (club.data.promotionId === null) return <NoData text={t('no_club')} />;
  return (
    <div className={styles.screen} data-testid="vip-benefits">
      <LevelCard club={club.data} />
      <RewardBanner club={club.data} />
      <BirthDateCard club={club.data} />
      <LevelList club={club.data} />
    </div>
  );
}
