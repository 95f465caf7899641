import { useLocation } from '../../lib/router';
import type { AppRoute } from '../routes/app-route';
import { findAppRoute } from '../routes/app-routes';

/** The route the location matches, whose facts the shell reads; none on an unknown path. */
export function useRoute(): AppRoute | undefined {
  return findAppRoute(useLocation().pathname);
}
