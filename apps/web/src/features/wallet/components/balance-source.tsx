import type { BalanceResponse } from '@playdeck/contracts';
import type { ReactNode } from 'react';
import { useBalance } from '../api/get-balance';

/**
 * Hands the member's balance (undefined while it loads) to whatever renders it: another
 * feature's screen receives this from the app and asks for the balance only where it shows it.
 */
export function BalanceSource({ children }: { children(wallet: BalanceResponse | undefined): ReactNode }) {
  const { data } = useBalance();
  return <>{children(data)}</>;
}
