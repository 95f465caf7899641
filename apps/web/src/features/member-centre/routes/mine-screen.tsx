import { Button } from '../../../components/ui/button';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from '../../../lib/router';
import { FREE_TRIAL_TYPE } from '../../../lib/session';
import styles from '../components/mine.module.css';
import { MineBase } from '../components/mine-base';
import { MineNew } from '../components/mine-new';
import { type MineSources, useMemberCentre } from '../hooks/use-member-centre';

/** /m/mine and /m/member/home (spec 2 Mine): the member centre, base or new by template mem_cen. */
export function MineScreen(sources: MineSources) {
  const centre = useMemberCentre(sources);
  // Spec 6: a free-trial account is kept out of the member centre (free_reject).
  if (centre.session?.type === FREE_TRIAL_TYPE) return <TrialRefused />;
  return centre.newLayout ? <MineNew centre={centre} /> : <MineBase centre={centre} />;
}

function TrialRefused() {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  return (
    <div className={ui.page} data-testid="mine-trial-refused">
      <section className={`${ui.hero} ${styles.profile}`}>
        <h2 className={styles.name}>{t('trial_title')}</h2>
        <p className={styles.loginText}>{t('common:free_reject')}</p>
      </section>
      <Button onClick={() => navigate('/m/home')}>{t('back_home')}</Button>
    </div>
  );
}
