import type { LeaderboardView, MissionView } from '@playdeck/contracts';
import { type CSSProperties, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { clockText, useServerClock } from '../../../lib/server-clock';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useClaimTask, useLeaderboards, useMissions, useWinners } from '../api/loyalty';
import styles from '../components/loyalty.module.css';

type Tab = 'missions' | 'ranking' | 'winners';

/** /m/leaderBoard (MISSION): the member's missions, the leaderboards, the winner board. */
export default function LeaderboardScreen() {
  const { t } = useTranslation(['loyalty', 'errors']);
  const [tab, setTab] = useState<Tab>('missions');
  return (
    <div className={styles.screen} data-testid="leaderboard-screen">
      <SegmentedTabs<Tab>
        tabs={[
          { value: 'missions', label: t('tab_missions') },
          { value: 'ranking', label: t('tab_ranking') },
          { value: 'winners', label: t('tab_winners') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('title_leaderboard')}
        testId="leaderboard-tabs"
      />
      {tab === 'missions' && <Missions />}
      {tab === 'ranking' && <Rankings />}
      {tab === 'winners' && <Winners />}
    </div>
  );
}

function Loading() {
  return (
    <div className={styles.state} aria-busy="true">
      <Spinner size={28} />
    </div>
  );
}

const DAY_MS = 86_400_000;

function Countdown({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('loyalty');
  const now = useServerClock(undefined);
  const left = Math.max(0, Date.parse(to) - now);
  // A week's countdown reads in days, then the clock of the last day.
  const days = Math.floor(left / DAY_MS);
  const clock = clockText(left % DAY_MS);
  return (
    <span className={styles.countdown}>
      <Icon name="clock" size={14} /> {label}{' '}
      <strong data-testid="countdown">{days > 0 ? t('countdown_days', { days, time: clock }) : clock}</strong>
    </span>
  );
}

function Missions() {
  const { t } = useTranslation(['loyalty', 'errors']);
  const missions = useMissions();
  if (missions.isPending) return <Loading />;
  if (missions.isError) return <LoadError error={missions.error} onRetry={() => void missions.refetch()} />;
  if (missions.data.length === 0) return <NoData text={t('missions_empty')} />;
  return missions.data.map((mission) => <MissionCard key={mission.promotionId} mission={mission} />);
}

function MissionCard({ mission }: { mission: MissionView }) {
  const { t } = useTranslation(['loyalty', 'errors']);
  const { format } = useMoney();
  const claim = useClaimTask();
  const once = useSingleFlight();
  return (
    <section className={styles.panel} data-testid="mission">
      <header className={styles.panelHead}>
        <h3 className={styles.panelTitle}>{mission.title}</h3>
        <Countdown to={mission.periodEndsAt} label={t('resets_in')} />
      </header>
      <ul className={styles.tasks}>
        {mission.tasks.map((task) => {
          const percent = Math.round((task.progress / task.target) * 100);
          return (
            <li key={task.index} className={styles.task} data-testid="mission-task" data-state={task.state}>
              <span className={styles.taskIcon} data-metric={task.metric} aria-hidden="true">
                <Icon name={task.metric === 'bet' ? 'dice' : 'wallet'} size={20} />
              </span>
              <span className={styles.taskBody}>
                <strong>{t(`task_${task.metric}`, { amount: format(task.target) })}</strong>
                <span
                  className={styles.bar}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  style={{ '--done': `${percent}%` } as CSSProperties}
                />
                <small data-testid="task-progress">
                  {format(task.progress)} / {format(task.target)}
                </small>
              </span>
              <span className={styles.taskSide}>
                <span className={styles.reward}>+{format(task.reward)}</span>
                {task.state === 'claim' ? (
                  <button
                    type="button"
                    className={styles.claimButton}
                    disabled={claim.isPending}
                    data-testid="task-claim"
                    onClick={() =>
                      once(() =>
                        claim.mutateAsync({ id: mission.promotionId, task: task.index }).then(
                          () => toast.success(t('claimed_toast', { amount: format(task.reward) }), 1500),
                          (error) => toast.error(errorText(error, t)),
                        ),
                      )
                    }
                  >
                    {t('claim')}
                  </button>
                ) : (
                  <span className={styles.chip} data-state={task.state}>
                    {t(`task_state_${task.state}`)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {mission.wageringMultiplier > 0 && (
        <p className={styles.fine}>{t('reward_wagering', { times: mission.wageringMultiplier })}</p>
      )}
    </section>
  );
}

function Rankings() {
  const { t } = useTranslation('loyalty');
  const boards = useLeaderboards();
  if (boards.isPending) return <Loading />;
  if (boards.isError) return <LoadError error={boards.error} onRetry={() => void boards.refetch()} />;
  if (boards.data.length === 0) return <NoData text={t('ranking_empty')} />;
  return boards.data.map((board) => <Board key={board.promotionId} board={board} />);
}

const MEDALS = ['#f5c542', '#c0c7d1', '#d08a4e'];

function Board({ board }: { board: LeaderboardView }) {
  const { t } = useTranslation('loyalty');
  const { format } = useMoney();
  const podium = board.places.slice(0, 3);
  const rest = board.places.slice(3);
  return (
    <section className={styles.panel} data-testid="leaderboard">
      <header className={styles.panelHead}>
        <h3 className={styles.panelTitle}>{board.title}</h3>
        <Countdown to={board.periodEndsAt} label={t('ends_in')} />
      </header>
      <p className={styles.fine}>{t(board.metric === 'bet' ? 'ranked_by_bets' : 'ranked_by_wins')}</p>
      {board.places.length === 0 ? (
        <p className={styles.empty}>{t('board_empty')}</p>
      ) : (
        <>
          <ol className={styles.podium}>
            {podium.map((place) => (
              <li
                key={place.rank}
                className={styles.podiumPlace}
                data-rank={place.rank}
                data-me={place.me || undefined}
                data-testid="podium-place"
              >
                <span className={styles.medal} style={{ background: MEDALS[place.rank - 1] }}>
                  {place.rank}
                </span>
                <strong>{place.name}</strong>
                <small>{format(place.amount)}</small>
                {place.prize !== null && <span className={styles.prize}>{format(place.prize)}</span>}
              </li>
            ))}
          </ol>
          {rest.length > 0 && (
            <ol className={styles.rankList}>
              {rest.map((place) => (
                <li key={place.rank} className={styles.rankRow} data-me={place.me || undefined}>
                  <span className={styles.rankNo}>{place.rank}</span>
                  <span className={styles.rankName}>{place.name}</span>
                  <span className={styles.rankAmount}>{format(place.amount)}</span>
                  {place.prize !== null && <span className={styles.prize}>{format(place.prize)}</span>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <div className={styles.myPlace} data-ranked={board.me !== null} data-testid="my-place">
        {board.me
          ? t('my_place', { rank: board.me.rank, amount: format(board.me.amount) })
          : t(board.metric === 'bet' ? 'not_ranked_bets' : 'not_ranked_wins')}
      </div>
      <details className={styles.prizes}>
        <summary>{t('prizes_title')}</summary>
        <ol>
          {board.prizes.map((prize, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place's prize is its position in the list.
            <li key={index}>
              {t('prize_place', { rank: index + 1 })} <strong>{format(prize)}</strong>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}

function Winners() {
  const { t } = useTranslation('loyalty');
  const { format } = useMoney();
  const winners = useWinners();
  if (winners.isPending) return <Loading />;
  if (winners.isError) return <LoadError error={winners.error} onRetry={() => void winners.refetch()} />;
  if (winners.data.length === 0) return <NoData text={t('winners_empty')} />;
  return (
    <section className={styles.panel}>
      <h3 className={styles.panelTitle}>{t('winners_title')}</h3>
      <ol className={styles.rankList}>
        {winners.data.map((win, index) => (
          <li key={`${win.name}-${win.at}-${win.winAmount}`} className={styles.rankRow} data-testid="winner">
            <span className={styles.rankNo}>{index + 1}</span>
            <span className={styles.rankName}>
              {win.name}
              <small>{win.gameName}</small>
            </span>
            <span className={styles.winAmount} data-testid="winner-amount">
              {format(win.winAmount)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
