import { useState } from 'react';
import { toast, toastDurations } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { countdownSeconds, useCountdown } from '../../../lib/use-countdown';
import type { SentCode } from '../api/types';

/**
 * Spec 4 SMS code, for binding a number or an address: a loading message while sending, then a
 * countdown of the server's resend cooldown (resendSeconds) during which resend is blocked. A failure only hides the
 * loading message and goes back to the form, which shows it where it belongs (spec 8).
 */
export function useSendCode() {
  const { t } = useTranslation('wallet');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async (call: () => Promise<SentCode>): Promise<void> => {
    setSending(true);
    const closeLoading = toast.loading(t('code_sending'));
    try {
      const answer = await call();
      closeLoading();
      toast.success(t('code_sent'), toastDurations.successLong);
      countdown.start(countdownSeconds(answer));
    } catch (error) {
      closeLoading();
      throw error;
    } finally {
      setSending(false);
    }
  };

  return { send, seconds: countdown.seconds, sending };
}
