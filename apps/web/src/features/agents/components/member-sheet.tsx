import type { DownlineMember } from '@playdeck/contracts';
import { CUSTOMER_TYPE, takesContracts } from '@playdeck/contracts/customer-type';
import { confirmDialog } from '../../../components/ui/dialog-store';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { usePromoteDownline } from '../api/team';
import { AgentIcon, type AgentIconName } from './agent-icon';
import styles from './agents.module.css';
import { isAgentType } from './downline-list';

/**
 * A downline member's actions (team management): see its team, send it money, make it an agent,
 * set its rebate, see its P&L and betting. Money and role changes reach direct downline only; the
 * server answers agent.not.downline for a deeper member, shown as it says.
 */
export function MemberSheet({
  member,
  direct,
  onClose,
  onDrill,
  onTransfer,
  onPropose,
}: {
  member: DownlineMember;
  /** A member of the agent's own direct downline (the first level). */
  direct: boolean;
  onClose(): void;
  onDrill(): void;
  onTransfer(): void;
  onPropose(): void;
}) {
  const { t } = useTranslation(['agents', 'errors']);
  const navigate = useNavigate();
  const { format } = useMoney();
  const promote = usePromoteDownline();
  const isPlayer = member.customerType === CUSTOMER_TYPE.PLAYER;
  // Contracts go from an agent that takes them to a direct downline agent (types 1, 2).
  const sessionType = useSession()?.type ?? 0;
  const offersContracts = direct && isAgentType(member.customerType) && takesContracts(sessionType);

  const promoteNow = async () => {
    const sure = await confirmDialog({
      message: t('promote_confirm', { name: member.username }),
      confirmLabel: t('promote'),
    });
    if (!sure) return;
    try {
      await promote.mutateAsync(member.id);
      toast.success(t('promote_done', { name: member.username }), 1500);
      onClose();
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  const actions: { id: string; icon: AgentIconName; label: string; run(): void; hidden?: boolean }[] = [
    { id: 'team', icon: 'team', label: t('action_team'), run: onDrill, hidden: member.teamSize === 0 },
    { id: 'transfer', icon: 'transfer', label: t('action_transfer'), run: onTransfer, hidden: !direct },
    {
      id: 'promote',
      icon: 'upgrade',
      label: t('action_promote'),
      run: () => void promoteNow(),
      hidden: !direct || !isPlayer,
    },
    {
      id: 'rebate',
      icon: 'percent',
      label: t('action_rebate'),
      run: () => navigate(`/m/member/teamRebate?memberId=${member.id}`),
      hidden: !direct,
    },
    { id: 'contract', icon: 'contract', label: t('action_contract'), run: onPropose, hidden: !offersContracts },
    {
      id: 'pnl',
      icon: 'chart',
      label: t('action_pnl'),
      run: () => navigate(`/m/agent/team/pnl?memberId=${member.id}`),
    },
    {
      id: 'betting',
      icon: 'dice',
      label: t('action_betting'),
      run: () => navigate(`/m/teamBetting?memberId=${member.id}`),
    },
  ];

  return (
    <Sheet title={member.username} onClose={onClose} testId="member-sheet">
      <div className={styles.actions}>
        <p className={styles.muted} style={{ margin: '0 2px 4px' }}>
          {t('balance_is', { amount: format(member.balance) })} ·{' '}
          {member.lastLoginAt ? t('last_login', { when: formatDateTime(member.lastLoginAt) }) : t('never_logged_in')}
        </p>
        {actions
          .filter((action) => !action.hidden)
          .map((action) => (
            <button
              key={action.id}
              type="button"
              className={styles.actionButton}
              onClick={action.run}
              disabled={action.id === 'promote' && promote.isPending}
              data-testid={`member-action-${action.id}`}
            >
              <AgentIcon name={action.icon} size={20} />
              {action.label}
            </button>
          ))}
      </div>
    </Sheet>
  );
}
