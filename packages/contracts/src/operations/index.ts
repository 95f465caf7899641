import { adminOperations } from './admin';
import { agentOperations } from './agents';
import { authOperations } from './auth';
import { contentOperations } from './content';
import { feedbackOperations } from './feedback';
import { gamesOperations } from './games';
import { inhouseGamesOperations } from './inhouse-games';
import { lotteryOperations } from './lottery';
import { memberCentreOperations } from './member-centre';
import { messageOperations } from './messages';
import { missionOperations } from './missions';
import { paymentsOperations } from './payments';
import { promotionOperations } from './promotions';
import { referralOperations } from './referral';
import { responsibleGamingOperations } from './responsible-gaming';
import { securityCentreOperations } from './security-centre';
import { settingsOperations } from './settings';
import { systemOperations } from './system';
import { uplineTransferOperations } from './upline-transfer';
import { vendorsOperations } from './vendors';
import { vipOperations } from './vip';
import { walletOperations } from './wallet';

/**
 * Every operation of the API, by name (conventions 4). The server registers each from here,
 * the OpenAPI document describes each, and the web's client (`@playdeck/contracts/client`)
 * is generated from this list: `npm run generate:client`. A name used twice fails the
 * generator (and so `npm run check`).
 */
export const operations = {
  ...settingsOperations,
  ...contentOperations,
  ...authOperations,
  ...memberCentreOperations,
  ...messageOperations,
  ...feedbackOperations,
  ...promotionOperations,
  ...referralOperations,
  ...missionOperations,
  ...vipOperations,
  ...securityCentreOperations,
  ...walletOperations,
  ...responsibleGamingOperations,
  ...uplineTransferOperations,
  ...agentOperations,
  ...gamesOperations,
  ...inhouseGamesOperations,
  ...lotteryOperations,
  ...vendorsOperations,
  ...paymentsOperations,
  ...systemOperations,
  ...adminOperations,
};

/** Each feature's operations, to find a name declared twice (spreading would hide it). */
export const operationsByFeature = {
  settings: settingsOperations,
  content: contentOperations,
  auth: authOperations,
  'member-centre': memberCentreOperations,
  messages: messageOperations,
  feedback: feedbackOperations,
  'security-centre': securityCentreOperations,
  wallet: walletOperations,
  'upline-transfer': uplineTransferOperations,
  agents: agentOperations,
  games: gamesOperations,
  'inhouse-games': inhouseGamesOperations,
  lottery: lotteryOperations,
  vendors: vendorsOperations,
  vip: vipOperations,
  referral: referralOperations,
  missions: missionOperations,
  payments: paymentsOperations,
  system: systemOperations,
  admin: adminOperations,
  'responsible-gaming': responsibleGamingOperations,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
