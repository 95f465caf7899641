import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useGameMenus } from '../api/get-game-menus';
import { CategoryIcon, GameIcon } from '../components/game-icon';
import { categoryLink, isLottery, panelKindOf } from '../services/categories';
import styles from './game-center-screen.module.css';

/** Where a category's card leads: its list, the vendor lobby for tile categories, /m/lottery for the lotteries. */
function destinationOf(category: string): string | null {
  if (panelKindOf(category) === 'tiles' && !isLottery(category)) return `/m/gameLobby?gameType=${category}`;
  return categoryLink(category);
}

/**
 * /m/gameCenter (spec 2: "game centre" title): every category this merchant offers with its
 * number of games, each leading to its list (or lobby); the vendors and the betting record.
 */
export default function GameCenterScreen() {
  const { t } = useTranslation('games');
  const session = useSession();
  const menus = useGameMenus();
  const categories = (menus.data ?? []).filter((menu) => destinationOf(menu.gameCategory));
  return (
    <div className={styles.screen} data-testid="game-center">
      <section className={styles.intro}>
        <h2>{t('centre_title')}</h2>
        <p>{t('centre_text')}</p>
      </section>
      {menus.isError ? (
        <LoadError error={menus.error} onRetry={() => void menus.refetch()} />
      ) : (
        <div className={styles.grid}>
          {menus.isPending &&
            Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <span key={i} className={`${styles.card} ${styles.placeholder}`} />
            ))}
          {categories.map((menu) => (
            <Link
              key={menu.gameCategory}
              to={destinationOf(menu.gameCategory) ?? '/m/gameCenter'}
              className={styles.card}
              data-category={menu.gameCategory}
              data-testid={`centre-${menu.gameCategory}`}
            >
              <span className={styles.icon}>
                <CategoryIcon category={menu.gameCategory} size={26} />
              </span>
              <span className={styles.name}>
                {t(`category_${menu.gameCategory}`, { defaultValue: menu.gameCategory })}
              </span>
              <span className={styles.count}>{t('games_count', { count: menu.count })}</span>
            </Link>
          ))}
        </div>
      )}
      <nav className={styles.shortcuts}>
        <Link to="/m/gameLobby" className={styles.shortcut} data-testid="centre-lobby">
          <GameIcon name="grid" size={20} />
          <span>{t('lobby_link')}</span>
          <Icon name="chevronRight" size={18} />
        </Link>
        <Link
          to={session ? '/m/gameRecord' : '/m/login?redirect=%2Fm%2FgameRecord'}
          className={styles.shortcut}
          data-testid="centre-records"
        >
          <GameIcon name="ticket" size={20} />
          <span>{t('title_game_record')}</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      </nav>
    </div>
  );
}
