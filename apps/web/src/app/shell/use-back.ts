import { useCallback } from 'react';
import { useNavigate } from '../../lib/router';
import { useRoute } from './use-route';

/** Spec 2 Shell: the header's back rule. */
export function useBack() {
  const navigate = useNavigate();
  const backHome = useRoute()?.back === 'home';
  return useCallback(() => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backHome || historyIndex === 0) {
      navigate('/m/home');
    } else {
      navigate(-1);
    }
  }, [navigate, backHome]);
}
