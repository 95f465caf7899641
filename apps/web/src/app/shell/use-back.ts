import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BACK_TO_HOME_FROM, canonicalPath } from './shell-rules';

/** Spec 2 Shell: the header's back rule. */
export function useBack() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (BACK_TO_HOME_FROM.includes(canonicalPath(pathname)) || historyIndex === 0) {
      navigate('/m/home');
    } else {
      navigate(-1);
    }
  }, [navigate, pathname]);
}
