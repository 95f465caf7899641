import { Icon } from '../../components/ui/icon';
import { lazyMenu, Popover } from '../../components/ui/popover';
import { useTranslation } from '../../lib/i18n-react';
import styles from './header.module.css';

/** The choices and what they do (header-menu-items.tsx) come after the page (issue 16). */
const headerMenu = lazyMenu(() => import('./header-menu-items'));

/** Spec 2 Shell, header menu: its trigger, on every screen's header. */
export function HeaderMenu() {
  const { t } = useTranslation();
  return (
    <Popover
      label={t('menu')}
      testId="header-menu"
      triggerClassName={styles.iconButton}
      trigger={<Icon name="menu" />}
      menu={headerMenu}
    />
  );
}
