import { CUSTOMER_TYPE } from '@playdeck/contracts/customer-type';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { renderScope } from './render-scope';
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
    rememberMemberShape(true);
    set({ session });
  },
  clearSession() {
    localStore.remove('MC_SESSION_INFO');
    rememberMemberShape(false);
    set({ session: null });
  },
}));

/**
 * Tells the server this browser has a player's session (issue 16): a cookie with no secret in it,
 * only the page's shape, so the server draws a member's page (without the member's data: the
 * header's account and home's greeting as placeholders) and nothing moves when the app fills it in.
 */
function rememberMemberShape(member: boolean) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not on every phone
  document.cookie = member ? 'pd_member=1; path=/; max-age=1209600; samesite=lax' : 'pd_member=; path=/; max-age=0';
}

const stored = localStore.get('MC_SESSION_INFO');
useSessionStore.setState({ session: stored });
if (typeof document !== 'undefined' && Boolean(stored) !== /(?:^|;\s*)pd_member=1/.test(document.cookie))
  rememberMemberShape(Boolean(stored));

export const useSession = () => useSessionStore((s) => s.session);

/** The shape the page was drawn in by the server (a member's or a visitor's): the hydrating state. */
let drawnAsMember = false;
export const setDrawnAsMember = (member: boolean) => {
  drawnAsMember = member;
};

/**
 * Whether the page has a member's shape: a session, or, while a page drawn by the server is taken
 * over (and on the server), the shape it was drawn in. A member's placeholders then fill in.
 */
export const useMemberShape = () =>
  useSyncExternalStore(
    useSessionStore.subscribe,
    () => useSessionStore.getState().session !== null,
    () => renderScope.current()?.member ?? drawnAsMember,
  );

export function currentToken(): string | null {
  return useSessionStore.getState().session?.token ?? null;
}

/** Spec 6: member type 4 is a free-trial account (play money only). */
export const FREE_TRIAL_TYPE = CUSTOMER_TYPE.FREE_TRIAL;

/** A free-trial session: it has no real money, so money actions are not offered (issue 8 item 24). */
export const useIsTrial = () => useSessionStore((s) => s.session?.type === FREE_TRIAL_TYPE);
