import { useEffect } from 'react';
import { onApiError } from '../../lib/api-client';
import { openLoginDialog } from '../../lib/login-dialog';
import { useQueryClient } from '../../lib/query';
import { useSessionStore } from '../../lib/session';
import { sessionStore } from '../../lib/storage';

/** Answers that mean the session is gone (logged out elsewhere, expired, password changed). */
const DEAD_SESSION = new Set(['session.expired', 'session.required']);

/**
 * The one place a dead session is handled (conventions 6): any call answered session.expired
 * or session.required forgets the session and its member info and opens the login dialog,
 * so the player logs in again where they are.
 */
export function useDeadSession() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onApiError((error) => {
        if (!DEAD_SESSION.has(error.code)) return;
        if (useSessionStore.getState().session) {
          useSessionStore.getState().clearSession();
          sessionStore.remove('trialUser');
          queryClient.removeQueries({ queryKey: ['member'] });
        }
        openLoginDialog();
      }),
    [queryClient],
  );
}
