import { Icon } from '../../components/ui/icon';
import { lazyMenu, Popover } from '../../components/ui/popover';
import { useTranslation } from '../../lib/i18n-react';
import { useMerchantInfo } from '../../lib/init-settings';
import styles from './header.module.css';

/** The choices (and the languages' own names: language-menu.tsx) come after the page (issue 16). */
const languageMenu = lazyMenu(() => import('./language-menu'));

/** The language switch (spec 1: offers the merchant's supported languages, EN and TY for the demo). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { languages } = useMerchantInfo();
  if (languages.supported.length < 2) return null;
  return (
    <Popover
      label={t('language')}
      testId="language-switch"
      triggerClassName={styles.iconButton}
      trigger={<Icon name="globe" />}
      menu={languageMenu}
    />
  );
}
