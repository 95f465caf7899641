import type { VendorError } from '@playdeck/contracts';
import type { PlayRefusal } from '../../responsible-gaming/play-guard';

/** What a vendor gets back: `ok` with the balance, or an error code (and the balance where it helps). */
export interface VendorAnswer {
  status: number;
  body:
    | { ok: true; balance: number; currency: string; transactionId?: string }
    | { ok: false; error: VendorError; balance?: number; limit?: PlayLimitInfo };
}

/** Which responsible-gaming limit refused a bet (vendor API: PLAYER_LIMIT, PLAYER_EXCLUDED). */
export interface PlayLimitInfo {
  kind: 'loss' | 'wager' | 'excluded';
  period: 'day' | 'week' | 'month' | null;
  amount: number | null;
  resetsAt: string | null;
}

/** A bet refused by a player's limit or break: the vendor API's code, the balance, and the limit. */
export function refuseForPlay(refusal: PlayRefusal, balance: number): VendorAnswer {
  const limit: PlayLimitInfo =
    refusal.type === 'excluded'
      ? { kind: 'excluded', period: null, amount: null, resetsAt: refusal.until?.toISOString() ?? null }
      : {
          kind: refusal.kind,
          period: refusal.period,
          amount: refusal.amount,
          resetsAt: refusal.resetsAt.toISOString(),
        };
  return {
    status: 403,
    body: { ok: false, error: refusal.type === 'excluded' ? 'PLAYER_EXCLUDED' : 'PLAYER_LIMIT', balance, limit },
  };
}

export const ok = (balance: number, currency: string, transactionId?: string): VendorAnswer => ({
  status: 200,
  body: { ok: true, balance, currency, ...(transactionId ? { transactionId } : {}) },
});
export const refuse = (status: number, error: VendorError, balance?: number): VendorAnswer => ({
  status,
  body: { ok: false, error, ...(balance === undefined ? {} : { balance }) },
});

/** A vendor's player id names the merchant and the member: `<merchantId>.<memberId>`. */
export const playerIdOf = (merchantId: number, memberId: number) => `${merchantId}.${memberId}`;

/** The house account a vendor's money moves through. */
export const house = (vendor: string) => ({ house: `vendor:${vendor}` as const });

/** The merchant and member a recorded call belongs to. */
export const whoOf = (player: { merchant: { id: number }; memberId: number }) => ({
  merchantId: player.merchant.id,
  memberId: player.memberId,
});
