import type { WinnerEntry } from '@playdeck/contracts';
import { NoData } from '../../../components/ui/no-data';
import { formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import styles from './lottery.module.css';

/** The winner board (spec 4: highest win first), names masked by the server. */
export function WinnerList({ winners, limit }: { winners: WinnerEntry[]; limit?: number }) {
  const { t } = useTranslation('lottery');
  const { format } = useMoney();
  if (winners.length === 0) return <NoData text={t('no_winners')} />;
  return (
    <ol className={styles.winners} data-testid="lottery-winners">
      {winners.slice(0, limit).map((winner, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a board's place is its row (two wins can share name and time)
        <li key={i}>
          <span className={styles.rank} data-rank={i < 3 ? i + 1 : undefined}>
            {i + 1}
          </span>
          <span className={styles.winnerWho}>
            <b>{winner.name}</b>
            <small>
              {t(`game_${winner.gameName}`, { defaultValue: winner.gameName })} ·{' '}
              {winner.at ? formatTime(winner.at) : ''}
            </small>
          </span>
          <span className={styles.winAmount}>{format(winner.winAmount)}</span>
        </li>
      ))}
    </ol>
  );
}
