import type { OutputOf } from '@playdeck/contracts/client';

/** Names for the answers the wallet screens pass around; all from the contracts' operations. */
export type DepositChannels = OutputOf<'getDepositChannels'>;
export type CreateDepositResult = OutputOf<'createDeposit'>;
export type WithdrawInfo = OutputOf<'getWithdrawInfo'>;
export type ProfitLoss = OutputOf<'getProfitLoss'>;

/** A page of a record list (contracts cursorPage), whatever its records. */
export type CursorPage<T> = Omit<OutputOf<'getDepositRecords'>, 'content'> & { content: T[] };
