import type { LoginResponse } from '@playdeck/contracts';
import { CUSTOMER_TYPE } from '@playdeck/contracts/auth-constants';
import { useCallback } from 'react';
import { apiContext } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query';
import { useSessionStore } from '../../../lib/session';
import { localStore, sessionStore } from '../../../lib/storage';
import { passwordMemory } from '../services/password-memory';

/**
 * Every way in (login, register, set password by phone, trial, social) ends here: the login
 * answer becomes MC_SESSION_INFO (spec 3), a trial account's name goes to session storage,
 * auto-login is on, and the password used is held in memory for change password.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: LoginResponse, password: string | null = null) => {
      useSessionStore.getState().setSession({
        token: answer.token,
        merchantCode: apiContext.merchantCode,
        userName: answer.userName,
        type: answer.customerType,
        firstTimeLogin: answer.firstTimeLogin,
      });
      if (answer.customerType === CUSTOMER_TYPE.FREE_TRIAL) sessionStore.set('trialUser', answer.userName);
      else sessionStore.remove('trialUser');
      localStore.set('autologin', 1);
      passwordMemory.set(password);
      // Anything a previous player saw is not this player's.
      queryClient.removeQueries({ queryKey: ['member', 'info'] });
    },
    [queryClient],
  );
}
