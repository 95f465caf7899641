import { CUSTOMER_TYPE } from '@playdeck/contracts/customer-type';
import { create } from 'zustand';
import { localStore, type SessionInfo } from './storage';

interface SessionState {
  session: SessionInfo | null;
  setSession(session: SessionInfo): void;
  clearSession(): void;
}

/**
 * The signed-in player, mirrored from MC_SESSION_INFO (spec 3: login status is its presence).
 * The store starts with none and is then told the stored one: a page rendered on the server
 * (for a visitor, issue 16) is taken over with the first state (React reads it while hydrating),
 * and the player's own session shows right after.
 */
export const useSessionStore = create<SessionState>((set) => ({
  session: null,
  setSession(session) {
    localStore.set('MC_SESSION_INFO', session);
    set({ session });
  },
  clearSession() {
    localStore.remove('MC_SESSION_INFO');
    set({ session: null });
  },
}));

useSessionStore.setState({ session: localStore.get('MC_SESSION_INFO') });

export const useSession = () => useSessionStore((s) => s.session);

export function currentToken(): string | null {
  return useSessionStore.getState().session?.token ?? null;
}

/** Spec 6: member type 4 is a free-trial account (play money only). */
export const FREE_TRIAL_TYPE = CUSTOMER_TYPE.FREE_TRIAL;

/** A free-trial session: it has no real money, so money actions are not offered (issue 8 item 24). */
export const useIsTrial = () => useSessionStore((s) => s.session?.type === FREE_TRIAL_TYPE);
