import * as routes from '@playdeck/contracts/routes';
import { openServicePath } from '@playdeck/contracts/service-path-cipher';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';

/** The merchant's help channels (spec 3 service-version path list), their sealed paths opened. */
export const serviceLinksQuery = () =>
  queryOptions({
    queryKey: ['content', 'serviceLinks'],
    queryFn: async ({ signal }) => {
      const { pathList } = await callApi(routes.getServiceLink, undefined, { signal });
      const opened = await Promise.all(
        pathList.map(async (entry) => ({ ...entry, url: await openServicePath(entry.path) })),
      );
      return opened.filter((entry): entry is typeof entry & { url: string } => Boolean(entry.url));
    },
    staleTime: 10 * 60_000,
  });

export function useServiceLinks() {
  return useQuery(serviceLinksQuery());
}
