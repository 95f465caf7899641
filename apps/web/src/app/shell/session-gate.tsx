import { lazy, type ReactNode, Suspense } from 'react';
import { safeRedirect } from '../../features/auth/services/safe-redirect';
import { Navigate, useLocation } from '../../lib/router';
import { FREE_TRIAL_TYPE, useSession } from '../../lib/session';
import type { SessionNeed } from '../routes/app-route';
import { ReadyMark } from './screen';

// The panels a visitor or a trial player sees: their code loads only when one is shown.
const LoginRequired = lazy(() =>
  import('../../components/money/session-panels').then((gate) => ({ default: gate.LoginRequired })),
);
const TrialRefused = lazy(() =>
  import('../../components/money/session-panels').then((gate) => ({ default: gate.TrialRefused })),
);

const loginAddress = (place: { pathname: string; search: string }) =>
  `/m/login?redirect=${encodeURIComponent(`${place.pathname}${place.search}`)}`;

/**
 * Enforces a route's session need (its `session` fact) before the screen's code loads, so every
 * screen with the same need behaves the same and none has to remember it.
 */
export function SessionGate({ need, children }: { need: SessionNeed | undefined; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!need) return children;
  if (need === 'guest') {
    // A signed-in player has nothing to do here: on to ?redirect or home. A social sign-in that
    // is finishing (?social) stays: the screen completes it.
    const params = new URLSearchParams(location.search);
    if (!session || params.has('social')) return children;
    return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  }
  if (session) {
    if (need === 'member' && session.type === FREE_TRIAL_TYPE) return <Panel panel="trial" />;
    return children;
  }
  if (need === 'member-via-login') return <Navigate to={loginAddress(location)} replace />;
  if (need === 'member-else-home') return <Navigate to="/m/home" replace />;
  return <Panel panel="login" />;
}

function Panel({ panel }: { panel: 'login' | 'trial' }) {
  return (
    <Suspense fallback={null}>
      {panel === 'login' ? <LoginRequired /> : <TrialRefused />}
      <ReadyMark />
    </Suspense>
  );
}
