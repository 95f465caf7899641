import type { Db } from '../../../db/types';
import { TtlCache } from '../../../lib/ttl-cache';
import { memberById } from '../../member-centre/member-info';
import type { MerchantConfig, SettingsService } from '../../settings/settings.service';
import { TRIAL_CURRENCY } from '../../wallet/wallet.service';
import { refuse, type VendorAnswer } from './vendor-answer';
import { createVendorScope } from './vendor-scope';

export interface Player {
  merchant: MerchantConfig;
  memberId: number;
  isTrial: boolean;
}

/** The wallet a currency names: real money, or play money (XTR). Trial accounts have play money only. */
export function walletFor(player: Player, currency: string) {
  if (currency === TRIAL_CURRENCY) return { member: player.memberId, purpose: 'trial' as const };
  if (currency === player.merchant.currency.code && !player.isTrial)
    return { member: player.memberId, purpose: 'main' as const };
  return null;
}

export type PlayerWallet = NonNullable<ReturnType<typeof walletFor>>;

/** The players a vendor's calls name (`<merchantId>.<memberId>`), and whether the vendor may serve them. */
export function createSeamlessPlayers({ db, settings }: { db: Db; settings: Pick<SettingsService, 'get'> }) {
  const scope = createVendorScope(db);

  // Who a player id names (its member, trial or not) never changes; a bet's or a win's batch
  // checks the member is still active itself, in one read for the whole batch (issue 10).
  const identities = new TtlCache<string, { id: number; isTrial: boolean }>(60_000, 200_000);

  async function playerOf(playerId: string, { statusChecked = true } = {}): Promise<Player | null> {
    const match = /^(\d{1,9})\.(\d{1,15})$/.exec(playerId);
    if (!match) return null;
    const merchant = await settings.get(Number(match[1]));
    if (!merchant) return null;
    const read = () => memberById(db, merchant.id, Number(match[2]));
    if (statusChecked) {
      const member = await read();
      if (member?.status !== 'active') return null;
      return { merchant, memberId: member.id, isTrial: member.isTrial };
    }
    // A miss is not kept (the loader throws), so a member created a moment later is found.
    const member = await identities
      .get(playerId, async () => {
        const row = await read();
        if (!row) throw new Error('no such member');
        return { id: row.id, isTrial: row.isTrial };
      })
      .catch(() => undefined);
    return member ? { merchant, memberId: member.id, isTrial: member.isTrial } : null;
  }

  /**
   * The player a vendor's call names, if the player's merchant is active and offers the vendor
   * (issue 8 item 2); otherwise the refusal, and nothing moves. `statusChecked: false` leaves the
   * member's status to the caller's batch.
   */
  async function scopedPlayer(
    vendor: string,
    playerId: string,
    options?: { statusChecked: boolean },
  ): Promise<Player | VendorAnswer> {
    const player = await playerOf(playerId, options);
    if (!player) return refuse(404, 'UNKNOWN_PLAYER');
    if (player.merchant.status !== 'active') return refuse(403, 'MERCHANT_DISABLED');
    if (!(await scope.offers(player.merchant.id, vendor))) return refuse(403, 'VENDOR_NOT_OFFERED');
    return player;
  }

  return { playerOf, scopedPlayer };
}
