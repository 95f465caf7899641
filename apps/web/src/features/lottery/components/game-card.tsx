import type { LotteryGame } from '@playdeck/contracts';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useLotteryResults } from '../api/lottery-queries';
import { drawLabel } from '../services/draw-label';
import { DrawCountdown, GameBadge, LatestResult } from './draw-parts';
import styles from './lottery.module.css';

/** A lobby card: the game, its open draw's countdown and its latest result; opens the bet screen. */
export function GameCard({ game, now }: { game: LotteryGame; now: number }) {
  const { t } = useTranslation('lottery');
  const latest = useLotteryResults(game.game, 1).data?.[0];
  return (
    <Link to={`/m/startLottery?game=${game.game}`} className={styles.card} data-testid={`lottery-game-${game.game}`}>
      <GameBadge game={game.game} />
      <span className={styles.cardMain}>
        <span className={styles.cardTitle}>{t(`game_${game.game}`)}</span>
        <span className={styles.cardMeta}>
          {game.next ? t('draw_at', { draw: drawLabel(game.next) }) : t('no_draw')}
        </span>
        {latest && (
          <span className={styles.cardResult}>
            <LatestResult draw={latest} />
          </span>
        )}
      </span>
      <span className={styles.cardSide}>
        <DrawCountdown draw={game.next} now={now} />
        <span className={styles.cardCta}>
          {t('bet_now')}
          <Icon name="chevronRight" size={14} />
        </span>
      </span>
    </Link>
  );
}
