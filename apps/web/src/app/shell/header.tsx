import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import styles from './header.module.css';
import { HomeHeader } from './home-header';
import { LanguageSwitch } from './language-switch';
import { canonicalPath, isHomePath, LANGUAGE_SWITCH_ON, TITLE_KEYS } from './shell-rules';
import { useBack } from './use-back';

/** Spec 2 Shell: the logo header on home, a back arrow and the route's title elsewhere. */
export function Header() {
  const { pathname } = useLocation();
  if (isHomePath(pathname)) return <HomeHeader />;
  return <BackHeader pathname={pathname} />;
}

function BackHeader({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const back = useBack();
  const path = canonicalPath(pathname);
  const key = TITLE_KEYS[path];
  return (
    <header className={styles.header} data-variant="back">
      <button
        type="button"
        className={styles.iconButton}
        onClick={back}
        aria-label={t('back')}
        data-testid="header-back"
      >
        <Icon name="back" />
      </button>
      <h1 className={styles.title}>{key ? t(key) : ''}</h1>
      {LANGUAGE_SWITCH_ON.includes(path) ? (
        <LanguageSwitch />
      ) : (
        <span className={styles.iconButton} aria-hidden="true" />
      )}
    </header>
  );
}
