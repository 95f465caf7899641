import type { VendorError } from '@playdeck/contracts';

/** What a vendor gets back: `ok` with the balance, or an error code (and the balance where it helps). */
export interface VendorAnswer {
  status: number;
  body:
    | { ok: true; balance: number; currency: string; transactionId?: string }
    | { ok: false; error: VendorError; balance?: number };
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
