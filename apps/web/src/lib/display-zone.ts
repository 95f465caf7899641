import { useHydrated } from '../components/client-only';
import { useMerchantInfo } from './init-settings';

/**
 * The zone a screen the server draws shows times in (issue 16): the merchant's while the page is
 * the server's markup (the server cannot know the phone's zone, and the browser must take over
 * the same text), then the phone's own (undefined).
 */
export function useDisplayZone(): string | undefined {
  const { timeZone } = useMerchantInfo();
  return useHydrated() ? undefined : timeZone;
}
