import { useEffect } from 'react';
import { useMerchantInfo } from '../../lib/init-settings';
import { Navigate, useLocation } from '../../lib/router';
import { lazyScreen } from '../shell/lazy-screen';
import { Screen } from '../shell/screen';

const NotFoundScreen = lazyScreen(() => import('./not-found'));

/** Spec 2: an unmatched path is looked up in the merchant's extra routes, then is not found. */
export function UnknownPath() {
  const { pathname } = useLocation();
  const { extraRoutes } = useMerchantInfo();
  const match = extraRoutes.find((route) => route.path === pathname.replace(/\/+$/, '') || route.path === pathname);
  const external = match && /^https?:/.test(match.target) ? match.target : null;

  useEffect(() => {
    if (external) window.location.replace(external);
  }, [external]);

  if (external) return null;
  if (match) return <Navigate to={match.target} replace />;
  return <Screen component={NotFoundScreen} />;
}
