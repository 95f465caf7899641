import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useTeamBetting } from '../api/team';
import styles from '../components/agents.module.css';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useCategoryName } from '../components/category-name';
import { PeriodFilter } from '../components/period-filter';
import { Loading } from '../components/screen-states';
import { useScopePath } from '../hooks/use-scope-path';
import { useTeamScope } from '../hooks/use-team-scope';

/** /m/teamBetting: the team's settled bets by game category for a range (the agent's, or a downline's). */
export default function TeamBettingScreen() {
  const { t } = useTranslation('agents');
  const { format, signed } = useMoney();
  const scope = useTeamScope();
  const betting = useTeamBetting(scope.query);
  const path = useScopePath(scope.memberId);
  const data = betting.data;
  const category = useCategoryName();
  return (
    <div className={ui.page} data-testid="team-betting">
      <PeriodFilter value={scope.period} onChange={scope.setPeriod} />
      <Breadcrumbs path={path} onPick={scope.drill} />
      {betting.isError ? (
        <LoadError error={betting.error} onRetry={() => void betting.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section className={`${ui.hero} ${styles.lead}`}>
            <span className={styles.leadLabel}>{t('fig_valid_bet')}</span>
            <span className={styles.leadValue} data-testid="betting-total">
              {format(data.total.validBet)}
            </span>
            <div className={styles.leadStats}>
              <span className={styles.leadStat}>
                {t('bettors')}
                <strong>{data.total.bettors}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('rounds')}
                <strong>{data.total.rounds}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('fig_win_loss')}
                <strong>{signed(data.total.winLoss)}</strong>
              </span>
            </div>
          </section>
          {data.rows.length === 0 ? (
            <NoData text={t('betting_empty')} />
          ) : (
            <div className={`${ui.card} ${styles.tableCard}`}>
              <table className={styles.table} data-testid="betting-table">
                <thead>
                  <tr>
                    <th>{t('category')}</th>
                    <th>{t('bettors')}</th>
                    <th>{t('fig_valid_bet')}</th>
                    <th>{t('fig_win_loss')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.category} data-testid="betting-row">
                      <td>{category(row.category)}</td>
                      <td>{row.bettors}</td>
                      <td>{format(row.validBet)}</td>
                      <td className={row.winLoss > 0 ? styles.positive : row.winLoss < 0 ? styles.negative : ''}>
                        {signed(row.winLoss)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
