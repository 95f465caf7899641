import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useServerClock } from '../../../lib/server-clock';
import { useLotteryMenu } from '../api/lottery-queries';
import { useRefreshAtDraws } from '../hooks/use-draw-clock';
import { DrawCountdown, GameBadge } from './draw-parts';
import styles from './lottery.module.css';

/**
 * Spec 2 home parts, lottery games: the merchant's lotteries in a strip, each with its countdown;
 * a tap opens its bet screen. Nothing when the merchant offers none.
 */
export default function HomeLotteryGames() {
  const { t } = useTranslation('lottery');
  const menu = useLotteryMenu();
  const now = useServerClock();
  useRefreshAtDraws((menu.data ?? []).flatMap((game) => (game.next ? [game.next] : [])));
  if (!menu.data?.length) return null;
  return (
    <section className={styles.home} aria-labelledby="home-lottery-title" data-testid="home-lottery">
      <header className={styles.homeHead}>
        <h2 id="home-lottery-title">{t('home_title')}</h2>
        <Link to="/m/lottery" className={styles.homeAll}>
          {t('all_lotteries')}
          <Icon name="chevronRight" size={14} />
        </Link>
      </header>
      <div className={styles.homeStrip}>
        {menu.data.map((game) => (
          <Link
            key={game.game}
            to={`/m/startLottery?game=${game.game}`}
            className={styles.homeCard}
            data-testid={`home-lottery-${game.game}`}
          >
            <GameBadge game={game.game} size={40} />
            <span className={styles.homeName}>{t(`game_${game.game}`)}</span>
            <DrawCountdown draw={game.next} now={now} />
          </Link>
        ))}
      </div>
    </section>
  );
}
