import { lazy, useEffect } from 'react';
import { Icon } from '../../components/ui/icon';
import { Popover } from '../../components/ui/popover';
import { afterLoad } from '../../lib/after-load';
import { useTranslation } from '../../lib/i18n-react';
import styles from './header.module.css';

/**
 * The menu opens on a tap: its code (the choices and what they do) is not in the first load;
 * it is asked for once the page has loaded, so a tap rarely waits for it (issue 16).
 */
const loadItems = () => import('./header-menu-items');
const HeaderMenuItems = lazy(loadItems);

/** Spec 2 Shell, header menu (header-menu-items.tsx): its trigger, on every screen's header. */
export function HeaderMenu() {
  const { t } = useTranslation();
  useEffect(() => {
    void afterLoad().then(loadItems);
  }, []);
  return (
    <Popover
      label={t('menu')}
      testId="header-menu"
      triggerClassName={styles.iconButton}
      trigger={<Icon name="menu" />}
      menu={HeaderMenuItems}
    />
  );
}
