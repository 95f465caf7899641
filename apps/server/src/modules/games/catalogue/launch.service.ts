import { CUSTOMER_TYPE, type LanguageCode, type launchQuery } from '@playdeck/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/types';
import { randomToken, sha256 } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import type { AuthenticatedMember } from '../../auth/sessions.service';
import type { Ledger } from '../../ledger/ledger.service';
import type { MerchantConfig } from '../../settings/settings.service';
import { TRIAL_CURRENCY } from '../../wallet/wallet.service';
import type { Catalogue } from './catalogue.service';
import { createPlayRepo } from './play.repo';

const LAUNCH_TOKEN_HOURS = 4;

export interface LauncherDeps {
  db: Db;
  catalogue: Catalogue;
  ledger: Pick<Ledger, 'balance'>;
  /** Tops up a member's play money (the wallet module's trial funding). */
  fundTrial: (merchant: MerchantConfig, memberId: number) => Promise<void>;
}

export interface LaunchRequest {
  merchant: MerchantConfig;
  member: AuthenticatedMember;
  query: z.infer<typeof launchQuery>;
  language: LanguageCode;
}

/** Spec 7 launch: a game session for the vendor and the address that opens the game. */
export function createLauncher({ db, catalogue, ledger, fundTrial }: LauncherDeps) {
  const repo = createPlayRepo(db);
  return {
    /** Free play (accountType 0) and trial accounts play with play money (XTR); nobody else's money moves. */
    async launch({ merchant, member, query, language }: LaunchRequest) {
      const offered = await catalogue.offered(merchant.id, query.nodeId);
      if (!offered || offered.game.vendorCode !== query.vendor || offered.game.gameCode !== query.gameId)
        throw new AppError('resource.not.found');
      const freePlay = member.isTrial || member.customerType === CUSTOMER_TYPE.FREE_TRIAL || query.accountType === '0';
      if (freePlay && !offered.game.supportPlay && !member.isTrial) throw new AppError('permission.denied');
      const currency = freePlay ? TRIAL_CURRENCY : merchant.currency.code;
      if (freePlay && !member.isTrial) {
        // A real member's free play uses play money of its own, topped up when it runs out.
        const balance = await ledger.balance({
          merchantId: merchant.id,
          currency: TRIAL_CURRENCY,
          ref: {
            member: member.memberId,
            purpose: 'trial',
          },
        });
        if (balance === 0) await fundTrial(merchant, member.memberId);
      }
      const token = randomToken(32);
      await repo.insertLaunchToken({
        tokenHash: sha256(token),
        merchantId: merchant.id,
        memberId: member.memberId,
        vendorCode: offered.game.vendorCode,
        gameId: offered.game.id,
        currency,
        // The token dies with the session that made it (issue 8 item 6).
        sessionId: member.sessionId,
        issuedAt: new Date(),
        expiresAt: new Date(Date.now() + LAUNCH_TOKEN_HOURS * 3_600_000),
      });
      await repo.addRecent(member.memberId, offered.game.id);
      const url = offered.vendor.launchUrl
        .replace('{token}', encodeURIComponent(token))
        .replace('{game}', encodeURIComponent(offered.game.gameCode))
        .replace('{vendor}', encodeURIComponent(offered.vendor.code))
        .replace('{lang}', encodeURIComponent(language))
        .replace('{back}', encodeURIComponent(query.pageBack ?? '/m/home'));
      return { url };
    },
  };
}

export type Launcher = ReturnType<typeof createLauncher>;
