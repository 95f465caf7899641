import type { OutputOf } from '@playdeck/contracts/client';

/** Names for the answers the wallet screens pass around; all from the contracts' operations. */
export type DepositChannels = OutputOf<'getDepositChannels'>;
export type CreateDepositResult = OutputOf<'createDeposit'>;
export type WithdrawInfo = OutputOf<'getWithdrawInfo'>;
export type UplineTransferInfo = OutputOf<'getUplineTransfer'>;
export type ProfitLoss = OutputOf<'getProfitLoss'>;
export type SecurityOverview = OutputOf<'getSecurityOverview'>;
export type SessionEntry = SecurityOverview['sessions'][number];

/** A page of a record list (contracts cursorPage), whatever its records. */
export type CursorPage<T> = Omit<OutputOf<'getDepositRecords'>, 'content'> & { content: T[] };

/** What every send-code call answers: resendSeconds drives the countdown, expiredMinutes is the code's life. */
export type SentCode = OutputOf<'sendEmailCode'>;
