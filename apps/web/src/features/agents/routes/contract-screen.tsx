import type { ContractKind, ContractScreen as ContractScreenData, ContractView } from '@playdeck/contracts';
import { Button } from '../../../components/ui/button';
import { confirmDialog } from '../../../components/ui/dialog-store';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import ui from '../../../components/ui/surface.module.css';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useAnswerContract, useContract } from '../api/contracts';
import styles from '../components/agents.module.css';
import contract from '../components/contract.module.css';
import { ContractTiers } from '../components/contract-tiers';
import { Loading } from '../components/screen-states';

/**
 * The contract screens (spec 2): /m/member/agent/getSalaryContract (daily salary),
 * getHourContract (hourly salary), getDevidendContract (dividend), and agentDivident (the
 * dividend statements). Each shows a proposal awaiting an answer (accept or reject), the
 * accepted contract with its tiers, and the statement of every settled period.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const screen = useContract(kind);
  if (screen.isError) return <LoadError error={screen.error} onRetry={() => void screen.refetch()} />;
  if (!screen.data) return <Loading />;
  return <ContractBody kind={kind} data={screen.data} />;
}

function ContractBody({ kind, data }: { kind: ContractKind; data: ContractScreenData }) {
  const { t } = useTranslation('agents');
  return (
    <div className={ui.page} data-testid={`contract-${kind}`}>
      {data.proposal && <Proposal proposal={data.proposal} />}
      <h3 className={ui.sectionTitle}>{t('contract_current')}</h3>
      {data.current ? (
        <section className={`${ui.card} ${contract.card}`} data-testid="contract-current">
          <ContractHead view={data.current} />
          <ContractTiers tiers={data.current.tiers} testId="contract-current-tiers" />
        </section>
      ) : (
        <p className={`${ui.card} ${contract.empty}`} data-testid="contract-none">
          {t('contract_none')}
        </p>
      )}
      <h3 className={ui.sectionTitle}>{t('statements')}</h3>
      <Statements data={data} />
    </div>
  );
}

function ContractHead({ view }: { view: ContractView }) {
  const { t } = useTranslation('agents');
  return (
    <div className={contract.head}>
      <span className={contract.by}>
        {view.proposedBy ? t('offered_by', { name: view.proposedBy }) : t('offered_by_operator')}
      </span>
      <span className={contract.since}>
        {view.acceptedAt
          ? t('accepted_on', { date: formatDate(view.acceptedAt) })
          : t('offered_on', { date: formatDate(view.createdAt) })}
      </span>
    </div>
  );
}

function Proposal({ proposal }: { proposal: ContractView }) {
  const { t } = useTranslation(['agents', 'errors']);
  const answer = useAnswerContract();
  const reply = async (accept: boolean) => {
    if (answer.isPending) return;
    const sure = await confirmDialog({
      message: accept ? t('accept_confirm') : t('reject_confirm'),
      confirmLabel: accept ? t('accept') : t('reject'),
    });
    if (!sure) return;
    try {
      await answer.mutateAsync({ id: proposal.id, accept });
      toast.success(accept ? t('accepted_toast') : t('rejected_toast'), 1500);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };
  return (
    <section className={`${ui.card} ${contract.card} ${contract.proposal}`} data-testid="contract-proposal">
      <span className={`${ui.pill} ${contract.newPill}`}>{t('proposal_badge')}</span>
      <ContractHead view={proposal} />
      <ContractTiers tiers={proposal.tiers} testId="contract-proposal-tiers" />
      <div className={contract.buttons}>
        <Button
          variant="secondary"
          onClick={() => void reply(false)}
          disabled={answer.isPending}
          testId="contract-reject"
        >
          {t('reject')}
        </Button>
        <Button onClick={() => void reply(true)} loading={answer.isPending} testId="contract-accept">
          {t('accept')}
        </Button>
      </div>
    </section>
  );
}

function Statements({ data }: { data: ContractScreenData }) {
  const { t } = useTranslation('agents');
  const { format } = useMoney();
  if (data.statements.length === 0) return <NoData text={t('statements_empty')} />;
  return (
    <div className={`${ui.card} ${ui.list}`} data-testid="contract-statements">
      {data.statements.map((statement) => (
        <div key={statement.period} className={`${ui.row} ${styles.row}`} data-testid="contract-statement">
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>
              <span>{periodLabel(statement.period)}</span>
            </span>
            <span className={styles.rowMeta}>
              {t('tier_turnover')} {format(statement.turnover)} · {t('tier_active')} {statement.activeMembers}
              {statement.tier !== null ? ` · ${t('tier')} ${statement.tier}` : ''}
            </span>
          </span>
          <span className={styles.rowEnd}>
            {format(statement.amount)}
            <span className={`${ui.pill} ${contract.status}`} data-status={statement.status}>
              {t(`statement_${statement.status}`)}
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}

/** A day reads as a date; an hour period (2026-11-24T13) as date and hour; anything else as it is. */
function periodLabel(period: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return formatDate(period);
  const hour = /^(\d{4}-\d{2}-\d{2})T(\d{2})/.exec(period);
  if (hour) return `${formatDate(hour[1] ?? '')} ${hour[2]}:00`;
  return period;
}

export const SalaryContractScreen = () => <ContractScreen kind="daily_salary" />;
export const HourContractScreen = () => <ContractScreen kind="hourly_salary" />;
export const DividendContractScreen = () => <ContractScreen kind="dividend" />;
