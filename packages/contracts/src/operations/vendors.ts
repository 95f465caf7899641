import { z } from 'zod';
import { defineOperations } from '../operation';
import { sandboxPlayRequest, sandboxRound, sandboxSession, sandboxSessionQuery } from '../sandbox-vendor';
import {
  vendorAuthenticateAnswer,
  vendorAuthenticateRequest,
  vendorBalanceRequest,
  vendorBetRequest,
  vendorRollbackRequest,
  vendorWalletAnswer,
  vendorWinRequest,
} from '../vendor-api';

/**
 * Any string: an unknown or malformed vendor code is the protocol's own 404 UNKNOWN_VENDOR,
 * answered before anything else is read, not a validation error.
 */
const vendorParams = z.object({ vendor: z.string().describe('The vendor code, as the platform knows it (AUR)') });

/** What every vendor call shares (architecture, Game vendors): the protocol's own envelope, signed bodies. */
const vendorCall = {
  tags: ['vendor API'],
  session: 'none',
  params: vendorParams,
  encoding: 'signed',
  raw: true,
  errors: [],
} as const;

const sandbox = { tags: ['sandbox vendors'], session: 'none' } as const;

/** The seamless-wallet API game vendors call, and the sandbox vendor of the demo. */
export const vendorsOperations = defineOperations({
  vendorAuthenticate: {
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/authenticate',
    summary: "Exchange a launch token for the player, the round's currency and the balance",
    body: vendorAuthenticateRequest,
    response: vendorAuthenticateAnswer,
  },
  vendorBalance: {
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/balance',
    summary: "A player's balance",
    body: vendorBalanceRequest,
    response: vendorWalletAnswer,
  },
  vendorBet: {
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/bet',
    summary: 'Take a stake, once per transactionId',
    body: vendorBetRequest,
    response: vendorWalletAnswer,
  },
  vendorWin: {
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/win',
    summary: "Pay a round's win (0 closes a lost round), once per transactionId",
    body: vendorWinRequest,
    response: vendorWalletAnswer,
  },
  vendorRollback: {
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/rollback',
    summary: 'Refund a bet, once per transactionId',
    body: vendorRollbackRequest,
    response: vendorWalletAnswer,
  },
  getSandboxVendorSession: {
    ...sandbox,
    method: 'GET',
    path: '/vendor-sandbox/api/session',
    summary: "The sandbox vendor's game: what the launch token plays, for what, and the balance",
    query: sandboxSessionQuery,
    response: sandboxSession,
    errors: ['resource.not.found'],
  },
  playSandboxVendorRound: {
    ...sandbox,
    method: 'POST',
    path: '/vendor-sandbox/api/play',
    summary: "One round of the sandbox vendor's game: a bet call, then a win call, through the seamless wallet",
    body: sandboxPlayRequest,
    response: sandboxRound,
    errors: ['resource.not.found', 'insufficient.funds', 'conflict'],
  },
});
