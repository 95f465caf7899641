import { opensAgentHome, takesContracts } from '@playdeck/contracts/customer-type';
import ui from '../../../components/ui/surface.module.css';
import { formatMoney } from '../../../lib/format';
import { greetingFor } from '../../../lib/greeting';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { Link, Navigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../../../lib/unread-messages';
import { useDividendInfo } from '../api/contracts';
import { useAgentBalance, useRefreshedMemberInfo } from '../api/home';
import { useAgentNotices } from '../api/notices';
import { useTeamKpi } from '../api/team';
import { AgentFooter } from '../components/agent-footer';
import styles from '../components/agent-home.module.css';
import { AgentIcon, type AgentIconName } from '../components/agent-icon';
import shared from '../components/agents.module.css';
import { CountBadge } from '../components/count-badge';
import { useContractPrompts } from '../hooks/use-contract-prompts';
import { merchantToday } from '../services/agent-periods';
import { type AgentTile, visibleTiles } from '../services/agent-tiles';

/**
 * /m/agent (spec 2 Agent home, 4, 6): a session whose type is 0, 4 or 40 (or none: the route's
 * gate) goes home, replacing this entry; an agent sees its greeting, balance, today's four team
 * counters, the tiles its merchant shows and the agent footer.
 */
export default function AgentHomeScreen() {
  const session = useSession();
  if (!session || !opensAgentHome(session.type)) return <Navigate to="/m/home" replace />;
  return <AgentHome />;
}

function AgentHome() {
  const { t } = useTranslation('agents');
  const session = useSession();
  const type = session?.type ?? 0;
  // The merchant's today: the server counts team days from the merchant's midnight.
  const today = merchantToday(useMerchantInfo().timeZone);
  // Spec 4 on load: wallet, unread count, agent notices, today's KPI, member info, dividend info.
  const wallet = useAgentBalance();
  const unread = useUnreadCount();
  useAgentNotices();
  const kpi = useTeamKpi({ startDate: today, endDate: today, size: 0 });
  useRefreshedMemberInfo();
  useDividendInfo(takesContracts(type));
  useContractPrompts();
  const counters = kpi.data?.footer;

  return (
    <div className={shared.withFooter}>
      <div className={ui.page} data-testid="agent-home">
        <section className={`${ui.hero} ${styles.hero}`}>
          <div className={styles.who}>
            <span className={styles.greeting} data-testid="agent-greeting">
              {t(`greeting_${greetingFor(new Date().getHours())}`)}
            </span>
            <strong className={styles.username} data-testid="agent-username">
              {session?.userName}
            </strong>
          </div>
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>{t('total_balance')}</span>
            <strong className={styles.balanceAmount} data-testid="agent-balance">
              {wallet.data ? formatMoney(wallet.data.sumBalance, wallet.data.currency) : '—'}
            </strong>
          </div>
          <div className={styles.buttons}>
            <Link to="/m/withdraw" className={styles.secondary} data-testid="agent-withdraw">
              {t('withdraw')}
            </Link>
            <Link to="/m/voucherCenter" className={styles.primary} data-testid="agent-deposit">
              {t('deposit')}
            </Link>
          </div>
        </section>

        <section className={`${ui.card} ${styles.counters}`} aria-busy={kpi.isPending} data-testid="agent-counters">
          <h3 className={styles.countersTitle}>{t('today_team')}</h3>
          <Counter icon="login" label={t('kpi_login')} value={counters?.teamLoginMemberCount} id="login" />
          <Counter icon="dice" label={t('kpi_bet')} value={counters?.teamBetMemberCount} id="bet" />
          <Counter icon="userPlus" label={t('kpi_register')} value={counters?.teamRegisterMemberCount} id="register" />
          <Counter icon="online" label={t('kpi_online')} value={counters?.teamOnlineCount} id="online" />
        </section>

        <Tiles unread={unread.data ?? 0} />
      </div>
      <AgentFooter />
    </div>
  );
}

function Counter({ icon, label, value, id }: { icon: AgentIconName; label: string; value?: number; id: string }) {
  return (
    <div className={styles.counter} data-testid={`agent-kpi-${id}`}>
      <AgentIcon name={icon} size={18} className={styles.counterIcon} />
      <strong className={styles.counterValue}>{value ?? '–'}</strong>
      <span className={styles.counterLabel}>{label}</span>
    </div>
  );
}

/** Spec 2 tiles, as the merchant's menu setting shows them; online service opens the service link. */
function Tiles({ unread }: { unread: number }) {
  const { t } = useTranslation('agents');
  const { agentMenu, customerService } = useMerchantInfo();
  const service = customerService[0]?.url;
  const tiles = visibleTiles(agentMenu.hidden).filter((tile) => tile.id !== 'service' || service);
  const body = (tile: AgentTile) => (
    <>
      <span className={styles.tileIcon}>
        <AgentIcon name={tile.icon} size={22} />
        {tile.id === 'messages' && <CountBadge count={unread} testId="agent-messages-badge" />}
      </span>
      <span className={styles.tileLabel}>{t(tile.label)}</span>
    </>
  );
  return (
    <nav className={`${ui.card} ${styles.tiles}`} aria-label={t('tiles_label')} data-testid="agent-tiles">
      {tiles.map((tile) =>
        tile.id === 'service' ? (
          <a
            key={tile.id}
            href={service}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.tile}
            data-testid="agent-tile-service"
          >
            {body(tile)}
          </a>
        ) : (
          <Link key={tile.id} to={tile.path} className={styles.tile} data-testid={`agent-tile-${tile.id}`}>
            {body(tile)}
          </Link>
        ),
      )}
    </nav>
  );
}
