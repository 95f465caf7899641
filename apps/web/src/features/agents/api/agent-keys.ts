/**
 * Every agent query key starts with ['agents', <session token>]: another login is another team,
 * and a change (a registration, a transfer, new rates, a contract answer) invalidates the lot.
 */
export const agentKey = (token: string, ...rest: unknown[]) => ['agents', token, ...rest];
