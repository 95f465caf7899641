import { useNavigate } from '../../../lib/router';

/** Back to the previous page, or home when this page was opened first (spec 2 Forgot password). */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/m/home', { replace: true });
  };
}
