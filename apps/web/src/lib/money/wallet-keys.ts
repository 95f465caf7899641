/**
 * Every wallet query key starts with ['wallet', <what>, <session token>]: another login is
 * another member, and a money movement invalidates ['wallet'] as a whole (the header menu's
 * refresh resets only the balance).
 */
export const WALLET_KEY = 'wallet';

export const walletKey = (what: string, token: string, ...rest: unknown[]) => [WALLET_KEY, what, token, ...rest];
