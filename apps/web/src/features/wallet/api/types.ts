import type {
  createDepositResponse,
  depositChannelsResponse,
  profitLossResponse,
  securityOverview,
  sessionEntry,
  transferUplineInfo,
  withdrawInfoResponse,
} from '@playdeck/contracts';
import type { z } from 'zod';

/** Answer shapes the contracts name only as schemas; type-only, so no zod reaches the bundle. */
export type DepositChannels = z.infer<typeof depositChannelsResponse>;
export type CreateDepositResult = z.infer<typeof createDepositResponse>;
export type WithdrawInfo = z.infer<typeof withdrawInfoResponse>;
export type UplineTransferInfo = z.infer<typeof transferUplineInfo>;
export type ProfitLoss = z.infer<typeof profitLossResponse>;
export type SecurityOverview = z.infer<typeof securityOverview>;
export type SessionEntry = z.infer<typeof sessionEntry>;

/** A page of a record list (contracts cursorPage). */
export interface CursorPage<T> {
  content: T[];
  nextCursor: string | null;
}

/** What every send-code call answers (spec 7: expiredMinutes drives the countdown). */
export interface SentCode {
  expiredMinutes: number;
  resendSeconds: number;
}
