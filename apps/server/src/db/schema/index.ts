export * from './audit';
export * from './games';
export * from './ledger';
export * from './members';
export * from './merchants';
export * from './security';
export * from './social';
export * from './wallet';
