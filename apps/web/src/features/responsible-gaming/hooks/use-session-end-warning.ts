import { useEffect } from 'react';
import { toast, toastDurations } from '../../../components/ui/toast-store';
import { formatTime } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { serverNow } from '../../../lib/server-clock';
import { SESSION_END_WARNING_MS } from '../constants';
import { NS } from '../services/namespace';

/** Ends already announced on this page, so a refetch or a remount never says it twice. */
const warned = new Set<string>();

/**
 * Issue 15: when a session time limit will end the session, the player hears of it once, five
 * minutes before (or at once, when the page opens inside those five minutes).
 */
export function useSessionEndWarning(endsAt: string | null | undefined) {
  useEffect(() => {
    if (!endsAt || warned.has(endsAt)) return;
    const end = Date.parse(endsAt);
    if (!(end > serverNow())) return;
    const timer = setTimeout(
      async () => {
        if (warned.has(endsAt)) return;
        warned.add(endsAt);
        await i18n.loadNamespaces(NS);
        toast.info(i18n.t(`${NS}:session_ends_soon`, { time: formatTime(endsAt) }), toastDurations.long);
      },
      Math.max(0, end - SESSION_END_WARNING_MS - serverNow()),
    );
    return () => clearTimeout(timer);
  }, [endsAt]);
}
