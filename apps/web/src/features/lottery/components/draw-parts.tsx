import type { LotteryDraw, LotteryGameCode } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import { clockText } from '../../../lib/server-clock';
import { isVietnamese } from '../services/bet-rules';
import styles from './lottery.module.css';

/** A game's badge: 5D or VN with its interval or region, in the game's colours. */
export function GameBadge({ game, size = 48 }: { game: LotteryGameCode; size?: number }) {
  const { t } = useTranslation('lottery');
  const vn = isVietnamese(game);
  return (
    <span
      className={styles.badge}
      data-kind={vn ? 'vn' : 'fast'}
      style={{ width: size, height: size, fontSize: size / 3 }}
      aria-hidden="true"
    >
      <b>{vn ? 'VN' : '5D'}</b>
      <small>{t(`badge_${game}`)}</small>
    </span>
  );
}

/** Time left to bet on a draw, or that it is being drawn; counts from `now` (use-draw-clock). */
export function DrawCountdown({
  draw,
  now,
  large = false,
}: {
  draw: LotteryDraw | null;
  now: number;
  large?: boolean;
}) {
  const { t } = useTranslation('lottery');
  if (!draw)
    return (
      <span className={styles.countdown} data-state="none">
        {t('no_draw')}
      </span>
    );
  const left = Date.parse(draw.closesAt) - now;
  if (left <= 0)
    return (
      <span className={styles.countdown} data-state="drawing" data-testid="draw-countdown">
        {t('drawing')}
      </span>
    );
  return (
    <span
      className={styles.countdown}
      data-state={left < 10_000 ? 'soon' : 'open'}
      data-size={large ? 'large' : undefined}
      data-testid="draw-countdown"
    >
      <span className={styles.countdownLabel}>{t('closes_in')}</span>
      <b role="timer">{clockText(left)}</b>
    </span>
  );
}

/** A fast draw's five digits as balls (the result, or a row of them in the trends). */
export function ResultBalls({ digits, small = false }: { digits: string; small?: boolean }) {
  return (
    <span className={styles.balls} data-size={small ? 'small' : undefined} data-testid="result-balls">
      {[...digits].map((digit, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
        <span key={i} className={styles.ball}>
          {digit}
        </span>
      ))}
    </span>
  );
}

/** A Vietnamese result: each prize's numbers, special prize first (spec 7 recent VN lottery). */
export function VnPrizes({ prizes }: { prizes: { prize: string; numbers: string[] }[] }) {
  const { t } = useTranslation('lottery');
  return (
    <table className={styles.prizes} data-testid="vn-prizes">
      <tbody>
        {prizes.map((row) => (
          <tr key={row.prize} data-prize={row.prize}>
            <th scope="row">{t(`prize_${row.prize}`)}</th>
            <td>
              {row.numbers.map((number, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same number may come twice in a prize
                <span key={i}>{number}</span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The latest result of a game in one line: the balls, or the special prize. */
export function LatestResult({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('lottery');
  if (draw.prizes)
    return (
      <span className={styles.special}>
        <small>{t('prize_special')}</small>
        <b>{draw.prizes[0]?.numbers[0]}</b>
      </span>
    );
  return <ResultBalls digits={draw.digits ?? ''} small />;
}
