import { type LanguageCode, languageNames } from '@playdeck/contracts/languages';
import { Icon } from '../../components/ui/icon';
import { MenuItem, Popover } from '../../components/ui/popover';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n-react';
import { useMerchantInfo } from '../../lib/init-settings';
import styles from './header.module.css';

/** The language switch (spec 1: offers the merchant's supported languages, EN and TY for the demo). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { languages } = useMerchantInfo();
  const active = currentLanguage();
  if (languages.supported.length < 2) return null;
  return (
    <Popover
      label={t('language')}
      testId="language-switch"
      triggerClassName={styles.iconButton}
      trigger={<Icon name="globe" />}
    >
      {(close) =>
        languages.supported.map((code: LanguageCode) => (
          <MenuItem
            key={code}
            active={code === active}
            testId={`language-${code}`}
            onSelect={() => {
              close();
              void changeLanguage(code);
            }}
          >
            {languageNames[code]}
          </MenuItem>
        ))
      }
    </Popover>
  );
}
