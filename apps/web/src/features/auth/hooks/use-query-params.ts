import { useMemo } from 'react';
import { useLocation } from '../../../lib/router';

/** The page's query parameters, read from the location (no setter needed here). */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
