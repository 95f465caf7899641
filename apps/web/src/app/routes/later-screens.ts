/**
 * The screens no page from the server draws (issue 16): a member's screens, forms, records, the
 * agent's section. Their loaders are a chunk of their own, so the first load carries neither
 * their file names nor the lists of their style sheets. The chunk is asked for once the page has
 * loaded (lazy-screen.tsx), and at once by a page the browser draws (the server names it).
 */
const contractScreens = () => import('../../features/agents/routes/contract-screen');

export const laterScreens = {
  agentHome: () => import('../../features/agents/routes/agent-home-screen'),
  teamOverview: () => import('../../features/agents/routes/team-overview-screen'),
  teamMembers: () => import('../../features/agents/routes/team-members-screen'),
  teamPnl: () => import('../../features/agents/routes/team-pnl-screen'),
  teamBetting: () => import('../../features/agents/routes/team-betting-screen'),
  teamRebate: () => import('../../features/agents/routes/team-rebate-screen'),
  rebateIncome: () => import('../../features/agents/routes/rebate-income-screen'),
  agentRegister: () => import('../../features/agents/routes/agent-register-screen'),
  dividend: () => import('../../features/agents/routes/dividend-screen'),
  agentNotices: () => import('../../features/agents/routes/agent-notices-screen'),
  forget: () => import('../../features/auth/routes/forget-screen'),
  forgetByPhone: () => import('../../features/auth/routes/forget-by-phone-screen'),
  changePassword: () => import('../../features/auth/routes/change-password-screen'),
  trial: () => import('../../features/auth/routes/trial-screen'),
  userAgreement: () => import('../../features/content/routes/user-agreement-screen'),
  service: () => import('../../features/content/routes/service-screen'),
  download: () => import('../../features/content/routes/download-screen'),
  helpDetail: () => import('../../features/content/routes/help-detail-screen'),
  feedback: () => import('../../features/feedback/routes/feedback-screen'),
  gameCenter: () => import('../../features/games/routes/game-center-screen'),
  gameLobby: () => import('../../features/games/routes/game-lobby-screen'),
  launchGame: () => import('../../features/games/routes/launch-game-screen'),
  gameRecord: () => import('../../features/games/routes/game-record-screen'),
  lottery: () => import('../../features/lottery/routes/lottery-screen'),
  startLottery: () => import('../../features/lottery/routes/start-lottery-screen'),
  moreLottery: () => import('../../features/lottery/routes/more-lottery-screen'),
  mine: () => import('./mine-route'),
  messages: () => import('../../features/messages/routes/messages-screen'),
  activityInfo: () => import('../../features/promotions/routes/activity-info-screen'),
  rewardCentre: () => import('../../features/promotions/routes/reward-centre-screen'),
  rebateReport: () => import('../../features/promotions/routes/rebate-report-screen'),
  inviteFriends: () => import('../../features/promotions/routes/invite-friends-screen'),
  leaderboard: () => import('../../features/promotions/routes/leaderboard-screen'),
  redRain: () => import('../../features/promotions/routes/red-rain-screen'),
  securityCentre: () => import('../../features/security-centre/routes/security-centre-screen'),
  settings: () => import('../../features/settings/routes/settings-screen'),
  uplineTransfer: () => import('../../features/upline-transfer/routes/upline-transfer-screen'),
  benefits: () => import('../../features/vip-club/routes/benefits-screen'),
  deposit: () => import('../../features/wallet/routes/deposit-screen'),
  withdraw: () => import('../../features/wallet/routes/withdraw-screen'),
  depositRecords: () => import('../../features/wallet/routes/deposit-records-screen'),
  withdrawRecords: () => import('../../features/wallet/routes/withdraw-records-screen'),
  accountRecords: () => import('../../features/wallet/routes/account-records-screen'),
  profitLoss: () => import('../../features/wallet/routes/profit-loss-screen'),
  responsibleGaming: () => import('../../features/responsible-gaming/routes/responsible-gaming-screen'),
  salaryContract: () => contractScreens().then((m) => ({ default: m.SalaryContractScreen })),
  hourContract: () => contractScreens().then((m) => ({ default: m.HourContractScreen })),
  dividendContract: () => contractScreens().then((m) => ({ default: m.DividendContractScreen })),
};

export type LaterScreen = keyof typeof laterScreens;
