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

/**
 * A time's text on a screen the server draws (its element has `suppressHydrationWarning`): the
 * merchant's zone in the server's markup, and the browser keeps that text while it takes the page
 * over, formatting nothing then (a phone's first date format costs tens of milliseconds of one
 * task); then the phone's own zone, as in a page the browser draws itself.
 */
export function useZonedText(format: (timeZone: string | undefined) => string): string {
  const { timeZone } = useMerchantInfo();
  if (useHydrated()) return format(undefined);
  return typeof window === 'undefined' ? format(timeZone) : '';
}
