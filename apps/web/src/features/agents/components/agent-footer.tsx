import { takesContracts } from '@playdeck/contracts/customer-type';
import { useTranslation } from '../../../lib/i18n-react';
import { NavLink, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useDividendInfo } from '../api/contracts';
import { useAgentNotices } from '../api/notices';
import styles from './agent-footer.module.css';
import { AgentIcon, type AgentIconName } from './agent-icon';
import { CountBadge } from './count-badge';

interface Item {
  id: string;
  to: string;
  icon: AgentIconName;
  label: string;
  badge?: number;
}

/**
 * Spec 2 Agent home footer: home, open account, dividend (only when the agent's dividends are on:
 * getDividendInfo, asked only for types that take contracts), announcements with their unread count.
 */
export function AgentFooter() {
  const { t } = useTranslation('agents');
  const { pathname } = useLocation();
  const type = useSession()?.type ?? 0;
  const dividend = useDividendInfo(takesContracts(type));
  const notices = useAgentNotices();
  const items: Item[] = [
    { id: 'home', to: '/m/home', icon: 'home', label: t('footer_home') },
    { id: 'register', to: '/m/agentRegister', icon: 'userPlus', label: t('footer_open_account') },
    ...(dividend.data?.enabled
      ? [{ id: 'dividend', to: '/m/member/agent/agentDivident', icon: 'pie' as const, label: t('footer_dividend') }]
      : []),
    {
      id: 'notices',
      to: '/m/member/notice?types=A',
      icon: 'bell',
      label: t('footer_notices'),
      badge: notices.data?.footer.unreadCount ?? 0,
    },
  ];
  return (
    <nav
      className={styles.footer}
      style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}
      aria-label={t('footer_label')}
      data-testid="agent-footer"
    >
      {items.map((item) => (
        <NavLink
          key={item.id}
          to={item.to}
          className={styles.item}
          data-active={pathname === item.to.split('?')[0] || undefined}
          data-testid={`agent-footer-${item.id}`}
        >
          <span className={styles.icon}>
            <AgentIcon name={item.icon} size={22} />
            <CountBadge count={item.badge} testId={`agent-footer-${item.id}-badge`} />
          </span>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
