import { useQuery } from '../../../lib/query';
import { checkAffiliate } from '../api/check-affiliate';
import { useQueryParams } from './use-query-params';

/** The URL parameters an invitation link may carry its code in. */
const CODE_PARAMS = ['aff', 'affiliateCode', 'code'];

export type AffiliateStatus = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * Spec 4 Affiliate: the code from the URL is checked when register opens; when it is invalid
 * the form shows the affiliate-code input so the player can fix it.
 */
export function useAffiliateCode() {
  const params = useQueryParams();
  const urlCode =
    CODE_PARAMS.map((name) => params.get(name)?.trim() ?? '')
      .find(Boolean)
      ?.slice(0, 32) ?? '';
  const check = useQuery({
    queryKey: ['member', 'affiliateCheck', urlCode],
    queryFn: () => checkAffiliate(urlCode, window.location.hostname),
    enabled: urlCode !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const status: AffiliateStatus =
    urlCode === '' ? 'none' : check.isPending ? 'checking' : check.data?.success ? 'valid' : 'invalid';
  return { urlCode, status };
}
