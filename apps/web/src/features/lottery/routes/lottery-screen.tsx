import type { PlayType } from '@playdeck/contracts/game-constants';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useSearchParams } from '../../../lib/router';
import { useServerClock } from '../../../lib/server-clock';
import { useLotteryMenu, useLotteryWinners } from '../api/lottery-queries';
import { GameCard } from '../components/game-card';
import styles from '../components/lottery.module.css';
import { WinnerList } from '../components/winner-list';
import { useRefreshAtDraws } from '../hooks/use-draw-clock';

/**
 * /m/lottery (spec 2 lottery category): the lobby. The play types of spec 9 as two tabs,
 * Tradition (the Vietnamese regional draws) and Entertainment (the fast 5D draws), each game
 * with its countdown and latest result, and the day's biggest winners.
 */
export default function LotteryScreen() {
  const { t } = useTranslation('lottery');
  const [search, setSearch] = useSearchParams();
  const playType: PlayType = search.get('playType') === 'Entertainment' ? 'Entertainment' : 'Tradition';
  const menu = useLotteryMenu();
  const winners = useLotteryWinners();
  const now = useServerClock();
  useRefreshAtDraws((menu.data ?? []).flatMap((game) => (game.next ? [game.next] : [])));

  if (menu.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={28} />
      </div>
    );
  if (menu.isError) return <LoadError error={menu.error} onRetry={() => void menu.refetch()} />;
  if (menu.data.length === 0) return <NoData text={t('none_offered')} />;
  const games = menu.data.filter((game) => game.playType === playType);

  return (
    <div className={styles.screen} data-testid="lottery-lobby">
      <section className={styles.hero}>
        <div>
          <h2>{t(`play_${playType}`)}</h2>
          <p>{t(`play_${playType}_text`)}</p>
        </div>
        <Link to="/m/moreLottery" className={styles.heroLink} data-testid="lottery-more">
          {t('results_and_trends')}
          <Icon name="chevronRight" size={14} />
        </Link>
      </section>
      <SegmentedTabs
        label={t('play_types')}
        tabs={[
          { value: 'Tradition', label: t('play_Tradition') },
          { value: 'Entertainment', label: t('play_Entertainment') },
        ]}
        value={playType}
        onChange={(value) => setSearch({ playType: value }, { replace: true })}
        testId="lottery-play-type"
      />
      <div className={styles.cards}>
        {games.map((game) => (
          <GameCard key={game.game} game={game} now={now} />
        ))}
      </div>
      <section className={styles.panel} aria-labelledby="lottery-winners-title">
        <h3 id="lottery-winners-title" className={styles.panelTitle}>
          <Icon name="trophy" size={18} />
          {t('winners_today')}
        </h3>
        {winners.isError ? (
          <LoadError error={winners.error} onRetry={() => void winners.refetch()} />
        ) : winners.data ? (
          <WinnerList winners={winners.data} limit={5} />
        ) : (
          <Spinner size={22} />
        )}
      </section>
    </div>
  );
}
