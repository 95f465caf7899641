import { randomInt, randomUUID } from 'node:crypto';
import type { LanguageCode, OperationOutput, Operations } from '@playdeck/contracts';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import type { SettingsService } from '../../settings/settings.service';
import { nameOf } from '../catalogue/catalogue.service';
import { gameSession } from '../catalogue/play.service';
import type { SeamlessWallet } from './seamless-wallet.service';
import { playerIdOf } from './vendor-answer';

/**
 * The sandbox vendors of the demo (every brand but the in-house one) play a simple round, as an
 * outside vendor would: a bet call, then a win call (0 for a loss), through the seamless wallet.
 * Multipliers 0, 0.5, 1, 2, 5, 10 (in tenths of a percent of chance) return 94.5%.
 */
const TABLE: [multiplierTenths: number, chancePerMille: number][] = [
  [0, 520],
  [5, 150],
  [10, 130],
  [20, 120],
  [50, 60],
  [100, 20],
];

function roll(): number {
  let pick = randomInt(0, 1000);
  for (const [multiplier, chance] of TABLE) {
    pick -= chance;
    if (pick < 0) return multiplier;
  }
  return 0;
}

type SandboxSession = OperationOutput<Operations['getSandboxVendorSession']>;
type SandboxRound = OperationOutput<Operations['playSandboxVendorRound']>;

const minStakeOf = (game: { minBet: number }) => Math.max(game.minBet, 100);

export function createSandboxVendor({
  db,
  settings,
  wallet,
}: {
  db: Db;
  settings: Pick<SettingsService, 'get'>;
  wallet: SeamlessWallet;
}) {
  /** The launch token's session and game; the in-house vendor's tokens do not open a sandbox game. */
  async function sessionOf(token: string) {
    const found = await gameSession(db, token);
    const merchant = await settings.get(found.session.merchantId);
    if (!merchant || found.session.vendorCode === 'INHOUSE') throw new AppError('resource.not.found');
    return { ...found, merchant };
  }

  return {
    async session({ token, language }: { token: string; language: LanguageCode }): Promise<SandboxSession> {
      const { session, game, merchant } = await sessionOf(token);
      const balance = await wallet.balance(
        session.vendorCode,
        playerIdOf(session.merchantId, session.memberId),
        session.currency,
      );
      return {
        vendor: session.vendorCode,
        game: game.gameCode,
        name: nameOf(game.names, language),
        category: game.category,
        minStake: minStakeOf(game),
        balance: balance.body.ok ? balance.body.balance : 0,
        currency: { code: session.currency, symbol: merchant.currency.symbol, exponent: merchant.currency.exponent },
        playMoney: session.currency !== merchant.currency.code,
      };
    },

    async play({ token, stake }: { token: string; stake: number }): Promise<SandboxRound> {
      const { session, game } = await sessionOf(token);
      if (stake < minStakeOf(game))
        throw new AppError('validation.failed', { fields: [{ field: 'stake', key: 'field.invalid' }] });
      const roundId = randomUUID();
      const base = {
        playerId: playerIdOf(session.merchantId, session.memberId),
        roundId,
        gameCode: game.gameCode,
        currency: session.currency,
      };
      const bet = await wallet.bet(session.vendorCode, { ...base, transactionId: `${roundId}-bet`, amount: stake });
      if (!bet.body.ok) throw new AppError(bet.body.error === 'INSUFFICIENT_FUNDS' ? 'insufficient.funds' : 'conflict');
      const tenths = roll();
      const payout = Math.floor((stake * tenths) / 10);
      const win = await wallet.win(session.vendorCode, { ...base, transactionId: `${roundId}-win`, amount: payout });
      if (!win.body.ok) throw new AppError('conflict');
      return { roundId, multiplier: tenths / 10, payout, balance: win.body.balance };
    },
  };
}
