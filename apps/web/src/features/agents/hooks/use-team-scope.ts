import { useState } from 'react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useSearchParams } from '../../../lib/router';
import { initialPeriod, type PeriodValue, rangeOfPeriod } from '../components/period-filter';

/**
 * A team screen's scope: the date filter (kept while drilling) and the downline drilled into,
 * which lives in the address (?memberId=) so back goes up one level and a link can open it.
 */
export function useTeamScope() {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useMerchantInfo();
  const [period, setPeriod] = useState<PeriodValue>(() => initialPeriod(timeZone));
  const raw = Number(params.get('memberId'));
  const memberId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const range = rangeOfPeriod(period, timeZone);
  const drill = (next: number | null) => {
    const search = new URLSearchParams(params);
    if (next === null) search.delete('memberId');
    else search.set('memberId', String(next));
    setParams(search);
  };
  const query = range ? { startDate: range.from, endDate: range.to, ...(memberId ? { memberId } : {}) } : null;
  return { period, setPeriod, memberId, drill, query };
}
