import { lazy, useEffect } from 'react';
import { Icon } from '../../components/ui/icon';
import { Popover } from '../../components/ui/popover';
import { afterLoad } from '../../lib/after-load';
import { useTranslation } from '../../lib/i18n-react';
import { useMerchantInfo } from '../../lib/init-settings';
import styles from './header.module.css';

/** The choices (and the languages' names) come once the page has loaded, or at the tap (issue 16). */
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/** The language switch (spec 1: offers the merchant's supported languages, EN and TY for the demo). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { languages } = useMerchantInfo();
  const offered = languages.supported.length > 1;
  useEffect(() => {
    if (offered) void afterLoad().then(loadMenu);
  }, [offered]);
  if (!offered) return null;
  return (
    <Popover
      label={t('language')}
      testId="language-switch"
      triggerClassName={styles.iconButton}
      trigger={<Icon name="globe" />}
      menu={LanguageMenu}
    />
  );
}
