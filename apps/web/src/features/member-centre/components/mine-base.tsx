import { ResponsibleGamingLink } from '../../../components/responsible-gaming-link';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import type { MemberCentre } from '../hooks/use-member-centre';
import styles from './mine.module.css';
import { MineMenuList } from './mine-menu';
import { LoginButton, MineIdentity, SettingsButton } from './mine-profile';

/** The base member centre (mem_cen not "1"): the member's card, then the menu as two lists. */
export function MineBase({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation('mine');
  return (
    <div className={ui.page} data-testid="mine-screen" data-template="base">
      <section className={`${ui.hero} ${styles.profile}`}>
        <MineIdentity centre={centre} />
        {!centre.session && <LoginButton />}
        <SettingsButton centre={centre} />
      </section>
      <h3 className={ui.sectionTitle}>{t('section_wallet')}</h3>
      <MineMenuList items={centre.fixed} centre={centre} testId="mine-fixed" />
      {centre.gated.length > 0 && (
        <>
          <h3 className={ui.sectionTitle}>{t('section_more')}</h3>
          <MineMenuList items={centre.gated} centre={centre} testId="mine-gated" />
        </>
      )}
      <ResponsibleGamingLink />
    </div>
  );
}
