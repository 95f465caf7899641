import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useTeamPnl } from '../api/team';
import { AgentIcon } from '../components/agent-icon';
import styles from '../components/agents.module.css';
import { Breadcrumbs } from '../components/breadcrumbs';
import { isAgentType } from '../components/downline-list';
import { FigureGrid, useFigureItems } from '../components/figures';
import { PeriodFilter } from '../components/period-filter';
import { Loading } from '../components/screen-states';
import { useTeamScope } from '../hooks/use-team-scope';

/**
 * /m/agent/team/pnl: the team's profit and loss for a range — the total, the member's own play,
 * and one row per direct downline (its whole team), each opening that downline's own P&L.
 */
export default function TeamPnlScreen() {
  const { t } = useTranslation('agents');
  const { signed, format } = useMoney();
  const scope = useTeamScope();
  const pnl = useTeamPnl(scope.query);
  const items = useFigureItems();
  const data = pnl.data;
  return (
    <div className={ui.page} data-testid="team-pnl">
      <PeriodFilter value={scope.period} onChange={scope.setPeriod} />
      {pnl.isError ? (
        <LoadError error={pnl.error} onRetry={() => void pnl.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <Breadcrumbs path={data.path} onPick={scope.drill} />
          <section className={`${ui.hero} ${styles.lead}`}>
            <span className={styles.leadLabel}>{t('team_profit')}</span>
            <span className={styles.leadValue} data-testid="pnl-total-profit">
              {signed(data.total.profit)}
            </span>
            <div className={styles.leadStats}>
              <span className={styles.leadStat}>
                {t('fig_valid_bet')}
                <strong>{format(data.total.validBet)}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('fig_win_loss')}
                <strong>{signed(data.total.winLoss)}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('fig_bonuses')}
                <strong>{format(data.total.bonuses)}</strong>
              </span>
            </div>
          </section>
          <FigureGrid items={items(data.total)} testId="pnl-total" />
          <h3 className={ui.sectionTitle}>{t('own_play')}</h3>
          <FigureGrid items={items(data.self).slice(0, 3)} testId="pnl-self" />
          <h3 className={ui.sectionTitle}>{t('by_downline')}</h3>
          {data.rows.length === 0 ? (
            <NoData text={t('downline_empty')} />
          ) : (
            <div className={`${ui.card} ${ui.list}`} data-testid="pnl-rows">
              {data.rows.map((row) => (
                <button
                  key={row.memberId}
                  type="button"
                  className={`${ui.row} ${styles.row}`}
                  onClick={() => scope.drill(row.memberId)}
                  data-testid="pnl-row"
                >
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>
                      <span>{row.username}</span>
                      {isAgentType(row.customerType) && (
                        <span className={`${ui.pill} ${styles.agentTag}`}>{t('role_agent')}</span>
                      )}
                    </span>
                    <span className={styles.rowMeta}>
                      {t('fig_valid_bet')} {format(row.validBet)} · {t('team_size_short', { count: row.teamSize })}
                    </span>
                  </span>
                  <span
                    className={`${styles.rowEnd} ${row.profit > 0 ? styles.positive : row.profit < 0 ? styles.negative : ''}`}
                  >
                    {signed(row.profit)}
                  </span>
                  <AgentIcon name="chevronRight" size={16} className={ui.chevron} />
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
