import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useLocation, useNavigate } from '../../../lib/router';
import { exchangeSocial } from '../api/exchange-social';
import { safeRedirect } from '../services/safe-redirect';
import { useCompleteLogin } from './use-complete-login';
import { useQueryParams } from './use-query-params';

/** One-time codes already traded in this page: a code is good once, however often effects run. */
const traded = new Set<string>();

/**
 * The return from social sign-in: /m/login?social=<one-time code> is traded for a session and
 * the player goes where they were going; /m/login?socialError=<code> says what went wrong.
 */
export function useSocialReturn() {
  const { t } = useTranslation(['auth', 'errors']);
  const params = useQueryParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const code = params.get('social');
  const failure = params.get('socialError');
  const [exchanging, setExchanging] = useState(Boolean(code));

  useEffect(() => {
    const dropParams = () => {
      const next = new URLSearchParams(window.location.search);
      next.delete('social');
      next.delete('socialError');
      const search = next.toString();
      navigate(search ? `${pathname}?${search}` : pathname, { replace: true });
    };

    if (failure) {
      toast.error(t(`errors:${failure}`, { defaultValue: t('errors:social.failed') }));
      dropParams();
      return;
    }
    if (!code || traded.has(code)) return;
    traded.add(code);
    exchangeSocial(code)
      .then((answer) => {
        completeLogin(answer);
        navigate(safeRedirect(answer.redirect), { replace: true });
      })
      .catch((error: unknown) => {
        toast.error(errorText(error, t));
        setExchanging(false);
        dropParams();
      });
  }, [code, failure, completeLogin, navigate, pathname, t]);

  return { exchanging };
}
