import { lazy, Suspense } from 'react';
import { FREE_TRIAL_TYPE, useSession } from '../../lib/session';

// Issue 15: the reality check's code loads once a real member is logged in; a visitor's first
// load carries none of it, and a trial account plays no real money, so it has nothing to count.
const RealityCheckHost = lazy(() => import('./reality-check-host'));

/** Mounts the reality check for a logged-in real member, anew for each session. */
export function RealityCheckMount() {
  const session = useSession();
  if (!session || session.type === FREE_TRIAL_TYPE) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckHost key={session.token} />
    </Suspense>
  );
}
