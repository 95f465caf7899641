import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useTeamMembers, useTeamOverview } from '../api/team';
import styles from '../components/agents.module.css';
import { Breadcrumbs } from '../components/breadcrumbs';
import { DownlineList } from '../components/downline-list';
import { FigureGrid, useFigureItems } from '../components/figures';
import { PeriodFilter } from '../components/period-filter';
import { Loading } from '../components/screen-states';
import { useTeamScope } from '../hooks/use-team-scope';

/** /m/agent/team/overview: the team's size and the range's figures, for the agent or a downline drilled into. */
export default function TeamOverviewScreen() {
  const { t } = useTranslation('agents');
  const scope = useTeamScope();
  const overview = useTeamOverview(scope.query);
  const members = useTeamMembers({ memberId: scope.memberId ?? undefined, page: 1, pageSize: 50 });
  const items = useFigureItems();
  const data = overview.data;
  return (
    <div className={ui.page} data-testid="team-overview">
      <PeriodFilter value={scope.period} onChange={scope.setPeriod} />
      <Breadcrumbs path={members.data?.path ?? []} onPick={scope.drill} />
      {overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section className={`${ui.hero} ${styles.lead}`} data-testid="overview-lead">
            <span className={styles.leadLabel}>{t('team_of', { name: data.member.username })}</span>
            <span className={styles.leadValue} data-testid="overview-team-size">
              {t('members_count', { count: data.teamSize })}
            </span>
            <div className={styles.leadStats}>
              <span className={styles.leadStat}>
                {t('direct_members')}
                <strong data-testid="overview-direct">{data.directMembers}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('agents_count')}
                <strong>{data.agents}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('registered')}
                <strong data-testid="overview-registered">{data.registered}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('first_deposits')}
                <strong>{data.firstDeposits}</strong>
              </span>
              <span className={styles.leadStat}>
                {t('bettors')}
                <strong data-testid="overview-bettors">{data.bettors}</strong>
              </span>
            </div>
          </section>
          <FigureGrid items={items(data.figures)} testId="overview-figures" />
        </>
      )}
      <div className={styles.sectionHead}>
        <h3>{t('direct_downline')}</h3>
        {members.data && <span className={styles.muted}>{members.data.total}</span>}
      </div>
      {members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data ? (
        <DownlineList
          members={members.data.list}
          onOpen={(member) => scope.drill(member.id)}
          testId="overview-downline"
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}
