import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const AgentHomeScreen = lazyScreen(() => import('../../../features/agents/routes/agent-home-screen'));
const TeamOverviewScreen = lazyScreen(() => import('../../../features/agents/routes/team-overview-screen'));
const TeamMembersScreen = lazyScreen(() => import('../../../features/agents/routes/team-members-screen'));
const TeamPnlScreen = lazyScreen(() => import('../../../features/agents/routes/team-pnl-screen'));
const TeamBettingScreen = lazyScreen(() => import('../../../features/agents/routes/team-betting-screen'));
const TeamRebateScreen = lazyScreen(() => import('../../../features/agents/routes/team-rebate-screen'));
const RebateIncomeScreen = lazyScreen(() => import('../../../features/agents/routes/rebate-income-screen'));
const AgentRegisterScreen = lazyScreen(() => import('../../../features/agents/routes/agent-register-screen'));
const DividendScreen = lazyScreen(() => import('../../../features/agents/routes/dividend-screen'));
const AgentNoticesScreen = lazyScreen(() => import('../../../features/agents/routes/agent-notices-screen'));
const SalaryContractScreen = lazyScreen(() =>
  import('../../../features/agents/routes/contract-screen').then((module) => ({
    default: module.SalaryContractScreen,
  })),
);
const HourContractScreen = lazyScreen(() =>
  import('../../../features/agents/routes/contract-screen').then((module) => ({ default: module.HourContractScreen })),
);
const DividendContractScreen = lazyScreen(() =>
  import('../../../features/agents/routes/contract-screen').then((module) => ({
    default: module.DividendContractScreen,
  })),
);

/**
 * features/agents (issue 13; spec 2 Agent home and its tiles and footer). Agent home sends a
 * visitor home (and the screen itself a session of type 0, 4 or 40, spec 6); the other screens
 * need a member, and the server answers agent.required to one who is not an agent. Agent home and
 * its footer's targets draw the agent footer, so the shell's is hidden there.
 */
export const agentRoutes: AppRoute[] = [
  {
    path: '/m/agent',
    titleKey: 'title_agent',
    footer: 'hidden',
    back: 'home',
    session: 'member-else-home',
    screen: AgentHomeScreen,
  },
  { path: '/m/agent/team/overview', titleKey: 'title_team_overview', session: 'member', screen: TeamOverviewScreen },
  { path: '/m/member/team', titleKey: 'title_team_management', session: 'member', screen: TeamMembersScreen },
  { path: '/m/agent/team/pnl', titleKey: 'title_team_pnl', session: 'member', screen: TeamPnlScreen },
  { path: '/m/teamBetting', titleKey: 'title_team_betting', session: 'member', screen: TeamBettingScreen },
  { path: '/m/member/teamRebate', titleKey: 'title_team_rebate', session: 'member', screen: TeamRebateScreen },
  {
    path: '/m/member/agent/agentRebeat',
    titleKey: 'title_agent_rebate',
    session: 'member',
    screen: RebateIncomeScreen,
  },
  {
    path: '/m/agentRegister',
    titleKey: 'title_agent_register',
    footer: 'hidden',
    session: 'member',
    screen: AgentRegisterScreen,
  },
  {
    path: '/m/member/agent/agentDivident',
    titleKey: 'title_agent_dividend',
    footer: 'hidden',
    session: 'member',
    screen: DividendScreen,
  },
  {
    path: '/m/member/notice',
    titleKey: 'title_agent_notice',
    footer: 'hidden',
    session: 'member',
    screen: AgentNoticesScreen,
  },
  {
    path: '/m/member/agent/getSalaryContract',
    titleKey: 'title_salary_contract',
    session: 'member',
    screen: SalaryContractScreen,
  },
  {
    path: '/m/member/agent/getHourContract',
    titleKey: 'title_hour_contract',
    session: 'member',
    screen: HourContractScreen,
  },
  {
    path: '/m/member/agent/getDevidendContract',
    titleKey: 'title_dividend_contract',
    session: 'member',
    screen: DividendContractScreen,
  },
];
