import type { DownlineMember } from '@playdeck/contracts';
import { CUSTOMER_TYPE } from '@playdeck/contracts/customer-type';
import { NoData } from '../../../components/ui/no-data';
import ui from '../../../components/ui/surface.module.css';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { AgentIcon } from './agent-icon';
import styles from './agents.module.css';

export const isAgentType = (type: number) => type === CUSTOMER_TYPE.AGENT || type === CUSTOMER_TYPE.TOP_AGENT;

/** Direct downline members as rows: name, role, online, team size, balance; a tap opens the member. */
export function DownlineList({
  members,
  onOpen,
  testId,
}: {
  members: DownlineMember[];
  onOpen(member: DownlineMember): void;
  testId: string;
}) {
  const { t } = useTranslation('agents');
  const { format } = useMoney();
  if (members.length === 0) return <NoData text={t('downline_empty')} />;
  return (
    <div className={`${ui.card} ${ui.list}`} data-testid={testId}>
      {members.map((member) => (
        <button
          key={member.id}
          type="button"
          className={`${ui.row} ${styles.row}`}
          onClick={() => onOpen(member)}
          data-testid="downline-row"
          data-username={member.username}
        >
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>
              <span>{member.username}</span>
              {member.online && <span className={styles.onlineDot} title={t('online')} />}
              {isAgentType(member.customerType) && (
                <span className={`${ui.pill} ${styles.agentTag}`}>{t('role_agent')}</span>
              )}
            </span>
            <span className={styles.rowMeta}>{t('joined', { date: formatDate(member.registeredAt) })}</span>
          </span>
          <span className={styles.rowEnd}>
            {format(member.balance)}
            <span className={styles.rowMeta}>{t('team_size_short', { count: member.teamSize })}</span>
          </span>
          <AgentIcon name="chevronRight" size={16} className={ui.chevron} />
        </button>
      ))}
    </div>
  );
}
