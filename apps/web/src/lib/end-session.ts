import { queryClient } from './query-client';
import { useSessionStore } from './session';
import { localStore, sessionStore } from './storage';

/**
 * Forgets the signed-in player on this device and reloads /m/home as a visitor's (spec 2 Shell,
 * spec 4 sign-out: token, trial user, member info and session storage cleared, the cached bank
 * list dropped, autologin 0). Sign-out calls it after logout; a responsible-gaming break after
 * the server ended every session. `notice` is shown once after the reload.
 */
export function endSessionHere(notice?: string) {
  useSessionStore.getState().clearSession();
  sessionStore.clear();
  queryClient.removeQueries({ queryKey: ['member'] });
  localStore.remove('bankList');
  localStore.set('autologin', 0);
  if (notice) sessionStore.set('noticeAfterReload', notice);
  // A full reload: every cache and store starts again as a visitor's.
  window.location.replace('/m/home');
}

/** The notice left by endSessionHere, once: it is removed as it is read. */
export function takeNoticeAfterReload(): string | null {
  const notice = sessionStore.get('noticeAfterReload');
  if (notice) sessionStore.remove('noticeAfterReload');
  return notice;
}
