import { isLotteryGameCode, type LotteryGameCode } from '@playdeck/contracts/game-constants';
import { useRef } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { openLoginDialog } from '../../../lib/login-dialog';
import { Link, useSearchParams } from '../../../lib/router';
import { useServerClock } from '../../../lib/server-clock';
import { useCanBet, useLotteryMenu, useLotteryResults, useLotteryWinners } from '../api/lottery-queries';
import { GameBadge } from '../components/draw-parts';
import styles from '../components/lottery.module.css';
import { MyBets } from '../components/my-bets';
import { ResultsList } from '../components/results-list';
import { TrendsView } from '../components/trends-view';
import { WinnerList } from '../components/winner-list';
import { useChosenInView } from '../hooks/use-chosen-in-view';
import { useRefreshAtDraws } from '../hooks/use-draw-clock';

const TABS = ['results', 'trends', 'bets', 'winners'] as const;
type Tab = (typeof TABS)[number];
const RESULTS_SHOWN = 30;

/**
 * /m/moreLottery (spec 2 more lottery; footer hidden): per game, its results (with the seeds to
 * check them), trends, the member's bets, and the winner board.
 */
export default function MoreLotteryScreen() {
  const { t } = useTranslation('lottery');
  const canBet = useCanBet();
  const [search, setSearch] = useSearchParams();
  const code = search.get('game') ?? '';
  const game: LotteryGameCode = isLotteryGameCode(code) ? code : '5D-1';
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as Tab)
    : 'results';
  const menu = useLotteryMenu();
  const results = useLotteryResults(game, RESULTS_SHOWN);
  const winners = useLotteryWinners();
  const now = useServerClock();
  const chips = useRef<HTMLElement>(null);
  // Again once the chips arrive: the chosen game may be off to the right.
  useChosenInView(chips, `${game}:${menu.data?.length ?? 0}`);
  useRefreshAtDraws((menu.data ?? []).filter((g) => g.game === game).flatMap((g) => (g.next ? [g.next] : [])));
  const go = (next: { game?: string; tab?: Tab }) =>
    setSearch({ game: next.game ?? game, tab: next.tab ?? tab }, { replace: true });

  return (
    <div className={styles.screen} data-testid="more-lottery">
      <nav className={styles.gameChips} aria-label={t('games')} ref={chips}>
        {(menu.data ?? []).map((item) => (
          <button
            key={item.game}
            type="button"
            aria-pressed={item.game === game}
            className={styles.gameChip}
            onClick={() => go({ game: item.game })}
            data-testid={`more-game-${item.game}`}
          >
            <GameBadge game={item.game} size={30} />
            <span>{t(`game_${item.game}`)}</span>
          </button>
        ))}
      </nav>
      <div className={styles.tabs} role="tablist" aria-label={t('more')}>
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === tab}
            className={styles.tab}
            onClick={() => go({ tab: value })}
            data-testid={`more-tab-${value}`}
          >
            {t(`tab_${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'winners' ? (
          winners.isError ? (
            <LoadError error={winners.error} onRetry={() => void winners.refetch()} />
          ) : winners.data ? (
            <WinnerList winners={winners.data} />
          ) : (
            <Spinner size={24} />
          )
        ) : tab === 'bets' ? (
          canBet ? (
            <MyBets games={menu.data ?? []} now={now} />
          ) : (
            <div className={styles.loginAsk}>
              <p>{t('login_for_bets')}</p>
              <button type="button" className={styles.heroLink} onClick={() => openLoginDialog()}>
                {t('login_to_bet')}
              </button>
            </div>
          )
        ) : results.isError ? (
          <LoadError error={results.error} onRetry={() => void results.refetch()} />
        ) : !results.data ? (
          <div className={styles.state} aria-busy="true">
            <Spinner size={24} />
          </div>
        ) : tab === 'trends' ? (
          <TrendsView draws={results.data} />
        ) : (
          <ResultsList key={game} draws={results.data} />
        )}
      </div>
      <Link to={`/m/startLottery?game=${game}`} className={styles.betCta} data-testid="more-bet">
        {t('bet_on', { game: t(`game_${game}`) })}
      </Link>
    </div>
  );
}
