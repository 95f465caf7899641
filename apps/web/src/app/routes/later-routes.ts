import type { AppRoute } from './app-route';
import { agentRoutes } from './later/agent-routes';
import { authLaterRoutes } from './later/auth-routes';
import { contentLaterRoutes } from './later/content-routes';
import { feedbackRoutes } from './later/feedback-routes';
import { gameLaterRoutes } from './later/game-routes';
import { lotteryRoutes } from './later/lottery-routes';
import { memberCentreRoutes } from './later/member-centre-routes';
import { messagesRoutes } from './later/messages-routes';
import { promotionsLaterRoutes } from './later/promotions-routes';
import { responsibleGamingRoutes } from './later/responsible-gaming-routes';
import { securityCentreRoutes } from './later/security-centre-routes';
import { settingsRoutes } from './later/settings-routes';
import { uplineTransferRoutes } from './later/upline-transfer-routes';
import { vipClubRoutes } from './later/vip-club-routes';
import { walletRoutes } from './later/wallet-routes';

/**
 * The routes of the screens no page from the server draws (issue 16): a member's screens, forms,
 * records, the agent's section. Their table (paths, shell facts, loaders) is a chunk of its own,
 * asked for once the page has loaded, and at once by a page the browser draws (the server names
 * it); app-routes.ts finds a path here once it has come.
 */
export const laterRoutes: readonly AppRoute[] = [
  ...authLaterRoutes,
  ...settingsRoutes,
  ...contentLaterRoutes,
  ...memberCentreRoutes,
  ...messagesRoutes,
  ...feedbackRoutes,
  ...promotionsLaterRoutes,
  ...vipClubRoutes,
  ...walletRoutes,
  ...securityCentreRoutes,
  ...responsibleGamingRoutes,
  ...uplineTransferRoutes,
  ...gameLaterRoutes,
  ...lotteryRoutes,
  ...agentRoutes,
];
