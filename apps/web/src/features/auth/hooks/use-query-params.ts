import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The page's query parameters. (react-router's useSearchParams would add its search-params code
 * to the first load, since the router lives there; reading location.search costs nothing.)
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
