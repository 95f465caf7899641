import type { ContentType } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { queryOptions, useQuery } from '../../../lib/query';

type Group = 'm_home' | 'm_reg';

/** Spec 7 Announcements: the types asked for in a group, platform M, in the current language. */
export const announcementsQuery = (language: string, types: readonly ContentType[], groupName: Group = 'm_home') =>
  queryOptions({
    queryKey: ['content', 'announcements', language, groupName, types.join(',')],
    queryFn: ({ signal }) =>
      callApi(routes.getAnnouncements, { query: { types: types.join(','), groupName, platform: 'M' } }, { signal }),
    // Asked again on every visit; an unchanged answer is a 304 (ETag) and costs no body.
    staleTime: 30_000,
  });

/** Home's one call (spec 7: types B,PL,PU,H, group m_home); /m/notice reads its notices from it too. */
export const HOME_TYPES = ['B', 'PL', 'PU', 'H'] as const;

/** The player notices (spec 2: the marquee and /m/notice). */
export function useNotices() {
  const { i18n } = useTranslation();
  return useQuery({ ...announcementsQuery(i18n.language, HOME_TYPES), select: (value) => value.PL ?? [] });
}

/** Home's content (banners, notices, popups, hot matches), one call for all its widgets. */
export function useHomeContent() {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(i18n.language, HOME_TYPES));
}
