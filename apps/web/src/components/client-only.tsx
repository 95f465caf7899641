import { type ReactNode, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a server-rendered page is being taken over (and on the server), true after and in
 * a page the browser draws itself (issue 16): what only the phone knows (storage, a popup's
 * timing) shows from then on, and the markup taken over matches the server's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** Children that are not part of the server's markup: drawn once the page is the browser's. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
