import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, Navigate, useLocation, useSearchParams } from '../../../lib/router';
import { GameList } from '../components/game-list';
import { isGameCategory, isLottery } from '../services/categories';
import styles from './screens.module.css';

/**
 * /m/gameList?gameType={category}: the game list of any non-lottery category (spec 2 route
 * table). /m/slotsCenter is the RNG list under its own title. A lottery kind goes to /m/lottery.
 */
export default function GameListScreen() {
  const { t } = useTranslation('games');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const requested = pathname.startsWith('/m/slotsCenter') ? 'RNG' : search.get('gameType');
  if (requested && isLottery(requested)) return <Navigate to="/m/lottery" replace />;
  if (!isGameCategory(requested)) {
    return (
      <div className={styles.centered} data-testid="game-list-unknown">
        <NoData text={t('unknown_category')} />
        <Link to="/m/gameCenter" className={styles.linkButton} data-testid="game-list-to-centre">
          {t('game_centre_link')}
        </Link>
      </div>
    );
  }
  // A new category is a new list: remount so its tab, paging and panel start fresh.
  return <GameList key={requested} category={requested} />;
}
