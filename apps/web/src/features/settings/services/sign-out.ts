import { confirmDialog } from '../../../components/ui/dialog-store';
import { toast } from '../../../components/ui/toast-store';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { localStore, sessionStore } from '../../../lib/storage';
import { logout } from '../api/logout';

/** Spec 9: the logout loading toast times out after 10 s. */
const LOGOUT_TOAST_MS = 10_000;

/**
 * Spec 2 Shell and spec 4: sign out asks in_sure_logout, shows in_please_wait, calls logout
 * with the session token, clears token, trial user, member info and session storage, drops the
 * cached bank list, sets autologin 0, then reloads /m/home. The local state is cleared even when
 * the call fails (offline, session already dead): the player asked to leave.
 */
export async function signOut(): Promise<void> {
  const t = i18n.t.bind(i18n);
  if (!(await confirmDialog({ message: t('in_sure_logout') }))) return;
  const closeLoading = toast.loading(t('in_please_wait'), LOGOUT_TOAST_MS);
  try {
    await logout();
  } catch {
    // Nothing to undo: the session is forgotten below either way.
  }
  useSessionStore.getState().clearSession();
  sessionStore.clear();
  queryClient.removeQueries({ queryKey: ['member'] });
  localStore.remove('bankList');
  localStore.set('autologin', 0);
  closeLoading();
  // A full reload: every cache and store starts again as a visitor's.
  window.location.replace('/m/home');
}
