import { toast, toastDurations } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { countdownSeconds, useCountdown } from '../../../lib/use-countdown';
import { type CodePurpose, useSendSmsCode } from '../api/send-sms-code';

/** Spec 9: the login SMS loading toast times out after 10 s; others stay until the answer. */
const LOGIN_SENDING_MS = 10_000;

/**
 * Spec 4 SMS code: idle, then after a successful send a countdown of the server's resend
 * cooldown during which resend is blocked, back to idle at zero (the code itself lives longer). Sending shows in_sms_sending, success in_sms_send; a failure
 * only hides the loading message and is handed back to the form to show where it belongs.
 */
export function useSmsCode(purpose: CodePurpose) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown();
  const mutation = useSendSmsCode();

  /** Resolves true once the code is on its way; rejects with the server's error. */
  const send = async (mobileNum: string, countryDialingCode: string): Promise<true> => {
    const closeLoading = toast.loading(
      t('in_sms_sending'),
      purpose === 'login' ? LOGIN_SENDING_MS : toastDurations.loading,
    );
    try {
      const answer = await mutation.mutateAsync({ purpose, mobileNum, countryDialingCode });
      closeLoading();
      toast.success(t('in_sms_send'), toastDurations.successLong);
      countdown.start(countdownSeconds(answer));
      return true;
    } catch (error) {
      closeLoading();
      // Asked again too soon (another tab, a reload): count down what the server says is left.
      const wait = isApiError(error, 'rate.limited') ? Number(error.data.retryAfterSeconds) : 0;
      if (wait > 0) countdown.start(Math.ceil(wait));
      throw error;
    }
  };

  return { send, seconds: countdown.seconds, counting: countdown.running, sending: mutation.isPending };
}
