import { useSyncExternalStore } from 'react';
import { Icon } from '../../components/ui/icon';
import { useTranslation } from '../../lib/i18n-react';
import type { AppRoute } from '../routes/app-route';
import styles from './header.module.css';
import { HomeHeader } from './home-header';
import { LanguageSwitch } from './language-switch';
import { useBack } from './use-back';
import { useRoute } from './use-route';

/** Spec 2 Shell: the logo header on home, a back arrow and the route's title elsewhere. */
export function Header() {
  const route = useRoute();
  if (route?.header === 'logo') return <HomeHeader />;
  return <BackHeader route={route} />;
}

function BackHeader({ route }: { route: AppRoute | undefined }) {
  const { t, i18n } = useTranslation();
  const back = useBack();
  const key = route?.titleKey;
  // A title of the screen's own catalogue (`games:title_game_lobby`) comes with the screen's
  // words: drawn again when they arrive, never waiting for them (the header is drawn first).
  const titleNamespace = key?.includes(':') ? key.slice(0, key.indexOf(':')) : null;
  const titleReady = () => titleNamespace === null || i18n.has(titleNamespace);
  useSyncExternalStore(i18n.subscribe, titleReady, titleReady);
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
      {route?.languageSwitch ? <LanguageSwitch /> : <span className={styles.iconButton} aria-hidden="true" />}
    </header>
  );
}
