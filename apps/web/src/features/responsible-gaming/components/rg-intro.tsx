import page from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { NS } from '../services/namespace';
import { RgIcon } from './rg-icon';
import styles from './rg-intro.module.css';

/** What the screen is for, in two lines, on the gradient card that leads the member screens. */
export function RgIntro() {
  const { t } = useTranslation(NS);
  return (
    <section className={`${ui.hero} ${page.hero}`} data-testid="rg-intro">
      <div className={styles.top}>
        <span className={styles.mark}>
          <RgIcon name="heart" size={26} />
        </span>
        <span className={styles.text}>
          <strong>{t('intro_title')}</strong>
          <span>{t('intro_text')}</span>
        </span>
      </div>
    </section>
  );
}
