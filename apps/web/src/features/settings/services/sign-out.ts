import { confirmDialog } from '../../../components/ui/dialog-store';
import { toast } from '../../../components/ui/toast-store';
import { endSessionHere } from '../../../lib/end-session';
import { i18n } from '../../../lib/i18n';
import { logout } from '../api/logout';

/** Spec 9: the logout loading toast times out after 10 s. */
const LOGOUT_TOAST_MS = 10_000;

/**
 * Spec 2 Shell and spec 4: sign out asks in_sure_logout, shows in_please_wait, calls logout
 * with the session token, then forgets the session here and reloads /m/home (lib/end-session).
 * The local state is cleared even when the call fails (offline, session already dead): the
 * player asked to leave. `ask: false` when the player already chose to leave in a dialog of
 * its own (the reality check's Log out).
 */
export async function signOut({ ask = true }: { ask?: boolean } = {}): Promise<void> {
  const t = i18n.t.bind(i18n);
  if (ask && !(await confirmDialog({ message: t('in_sure_logout') }))) return;
  const closeLoading = toast.loading(t('in_please_wait'), LOGOUT_TOAST_MS);
  try {
    await logout();
  } catch {
    // Nothing to undo: the session is forgotten below either way.
  }
  closeLoading();
  endSessionHere();
}
