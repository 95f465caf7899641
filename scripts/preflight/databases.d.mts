export type Address = { host: string; port: number; label: string } | { path: string; label: string };
export declare function addressOf(url: string): Address;
export declare function answers(address: Address, timeoutMs?: number): Promise<boolean>;
