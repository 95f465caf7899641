import { languageNames } from '@playdeck/contracts/language-names';
import { MenuItem } from '../../components/ui/menu-item';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { useMerchantInfo } from '../../lib/init-settings';

/** The language switch's choices: the merchant's languages, each in its own name. */
export default function LanguageMenu({ close }: { close(): void }) {
  const { languages } = useMerchantInfo();
  const active = currentLanguage();
  return languages.supported.map((code) => (
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
  ));
}
