import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './modules/admin/admin.routes';
import { agentContractRoutes } from './modules/agents/contract.routes';
import { agentNoticeRoutes } from './modules/agents/notices.routes';
import { agentRebateRoutes } from './modules/agents/rebate.routes';
import { agentTeamRoutes } from './modules/agents/team.routes';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthRouteDeps } from './modules/auth/auth-deps';
import { passwordRoutes } from './modules/auth/passwords.routes';
import { registerRoutes } from './modules/auth/register.routes';
import { socialRoutes } from './modules/auth/social/social.routes';
import { contentRoutes } from './modules/content/content.routes';
import { feedbackPictureRoutes, feedbackRoutes } from './modules/feedback/feedback.routes';
import { gameRoutes } from './modules/games/catalogue/game.routes';
import { mediaRoutes } from './modules/games/catalogue/media.routes';
import { inhouseApiRoutes } from './modules/games/inhouse/inhouse.routes';
import { gamePagesRoutes } from './modules/games/inhouse/pages/game-pages.routes';
import { sandboxVendorRoutes } from './modules/games/vendors/sandbox-vendor.routes';
import { vendorApiRoutes } from './modules/games/vendors/vendor-api.routes';
import { lotteryRoutes } from './modules/lottery/lottery.routes';
import { memberCentreRoutes } from './modules/member-centre/member-centre.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { missionRoutes } from './modules/promotions/missions.routes';
import { promotionRoutes } from './modules/promotions/promotions.routes';
import { redRainRoutes } from './modules/promotions/red-rain.routes';
import { referralRoutes } from './modules/promotions/referral.routes';
import { vipClubRoutes } from './modules/promotions/vip-club.routes';
import { responsibleGamingRoutes } from './modules/responsible-gaming/rg.routes';
import { securityRoutes } from './modules/security-centre/security.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { healthRoutes } from './modules/system/health.routes';
import { uplineTransferRoutes } from './modules/upline-transfer/upline-transfer.routes';
import { paymentCallbackRoutes } from './modules/wallet/payment-callback.routes';
import { sandboxGatewayRoutes } from './modules/wallet/sandbox-gateway.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import type { Services } from './services';

/**
 * The composition root of the routes: each module's routes are registered with what they
 * need, picked from the services here; no module sees the whole `Services`, except the
 * operator API, whose commands work over every module.
 */
export async function registerOuterRoutes(app: FastifyInstance, services: Services) {
  const { database, redis, settings, counters, ledger, seamless } = services;
  const gateway = { database, ledger, settings };
  const games = { database, settings, seamless, ledger, sessions: services.sessions };
  await app.register(healthRoutes, { health: { database, redis, shuttingDown: () => services.shuttingDown } });
  await app.register(adminRoutes, { prefix: '/admin/api', services });
  await app.register(paymentCallbackRoutes, { gateway });
  await app.register(vendorApiRoutes, { vendor: { database, counters, seamless } });
  await app.register(inhouseApiRoutes, { inhouse: games });
  await app.register(gamePagesRoutes, { database });
  await app.register(sandboxVendorRoutes, { vendor: games });
  await app.register(mediaRoutes, { database });
  await app.register(feedbackPictureRoutes, { feedback: services.feedback });
  await app.register(async (sandbox) => {
    await sandbox.register(formBody);
    await sandbox.register(sandboxGatewayRoutes, { gateway });
  });
}

/** The member API's routes (/wps), registered inside the scope that carries its hooks. */
export async function registerMemberRoutes(api: FastifyInstance, services: Services) {
  const { env, database, counters, ledger } = services;
  const auth: AuthRouteDeps = {
    database,
    env,
    counters,
    ledger,
    captchas: services.captchas,
    codes: services.codes,
    messenger: services.messenger,
    sessions: services.sessions,
    requestCrypto: services.requestCrypto,
  };
  const wallet = { database, ledger, counters, env };
  await api.register(formBody);
  await api.register(settingsRoutes, { env });
  await api.register(contentRoutes, { content: services.content });
  await api.register(authRoutes, { auth });
  await api.register(socialRoutes, { auth });
  await api.register(registerRoutes, { auth });
  await api.register(passwordRoutes, { auth });
  await api.register(memberCentreRoutes, { memberCentre: { database } });
  await api.register(messageRoutes, { messages: services.messages });
  await api.register(agentNoticeRoutes, { database, content: services.content });
  await api.register(agentRebateRoutes, { database });
  await api.register(agentContractRoutes, { database });
  await api.register(feedbackRoutes, { feedback: services.feedback, counters });
  await api.register(promotionRoutes, { promotions: services.promotions, counters });
  await api.register(referralRoutes, { database, env });
  await api.register(missionRoutes, { database, ledger, counters });
  await api.register(vipClubRoutes, { database, ledger, counters });
  await api.register(redRainRoutes, { redRain: services.redRain, counters });
  await api.register(walletRoutes, { wallet });
  await api.register(uplineTransferRoutes, { wallet });
  await api.register(agentTeamRoutes, { wallet, forgetSessions: services.sessions.forgetMember });
  await api.register(securityRoutes, { security: auth });
  await api.register(responsibleGamingRoutes, { rg: auth });
  await api.register(gameRoutes, { games: wallet });
  await api.register(lotteryRoutes, { lottery: { db: database.db, ledger, seamless: services.seamless } });
}
