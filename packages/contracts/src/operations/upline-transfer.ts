import { z } from 'zod';
import { defineOperations } from '../operation';
import { transferUplineInfo, transferUplineRequest } from '../upline-transfer';
import { paymentPasswordErrors } from './security-centre';

const tags = ['upline-transfer'];

/** Superior transfer (spec 2: /m/upLine/transfer). */
export const uplineTransferOperations = defineOperations({
  getUplineTransfer: {
    method: 'GET',
    path: '/wps/wallets/transfer/upline',
    tags,
    summary: 'Whether superior transfer is available (AGETRANSFERUP3, toUpline, type not 2)',
    session: 'real',
    response: transferUplineInfo,
    errors: [],
  },
  transferToUpline: {
    method: 'POST',
    path: '/wps/wallets/transfer/upline',
    tags,
    summary: 'Superior transfer (spec: /m/upLine/transfer)',
    session: 'real',
    body: transferUplineRequest,
    response: z.object({ balance: z.number().int() }),
    errors: [...paymentPasswordErrors, 'transfer.not.allowed', 'insufficient.funds', 'amount.out.of.range', 'conflict'],
  },
});
