import type { OutputOf } from '@playdeck/contracts/client';

/** The superior transfer screen's facts (upline, balance, limits), from the contracts' operation. */
export type UplineTransferInfo = OutputOf<'getUplineTransfer'>;
