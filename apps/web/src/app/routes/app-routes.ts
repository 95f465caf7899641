import { agentRoutes } from './agent-routes';
import { type AppRoute, routeLookup } from './app-route';
import { authRoutes } from './auth-routes';
import { contentRoutes } from './content-routes';
import { feedbackRoutes } from './feedback-routes';
import { gameRoutes } from './game-routes';
import { lotteryRoutes } from './lottery-routes';
import { memberCentreRoutes } from './member-centre-routes';
import { messagesRoutes } from './messages-routes';
import { promotionsRoutes } from './promotions-routes';
import { responsibleGamingRoutes } from './responsible-gaming-routes';
import { securityCentreRoutes } from './security-centre-routes';
import { settingsRoutes } from './settings-routes';
import { siteRoutes } from './site-routes';
import { uplineTransferRoutes } from './upline-transfer-routes';
import { vipClubRoutes } from './vip-club-routes';
import { walletRoutes } from './wallet-routes';

/**
 * The route table (spec 2), one list per feature. Every screen is a lazy chunk; only the shell
 * is in the first load. An unknown path tries the merchant's extra routes, then shows not-found.
 */
export const appRoutes: readonly AppRoute[] = [
  ...siteRoutes,
  ...authRoutes,
  ...settingsRoutes,
  ...contentRoutes,
  ...memberCentreRoutes,
  ...messagesRoutes,
  ...feedbackRoutes,
  ...promotionsRoutes,
  ...vipClubRoutes,
  ...walletRoutes,
  ...securityCentreRoutes,
  ...responsibleGamingRoutes,
  ...uplineTransferRoutes,
  ...gameRoutes,
  ...lotteryRoutes,
  ...agentRoutes,
];

/** The route (and so the shell facts) of a location. */
export const findAppRoute = routeLookup(appRoutes);
