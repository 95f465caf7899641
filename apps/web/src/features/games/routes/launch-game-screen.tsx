import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { Navigate, useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useVendorData } from '../api/get-vendor-data';
import { useLaunchGame } from '../api/launch-game';
import { loginPath, pageBackPath } from '../services/launch-target';
import { planLaunch } from '../services/resolve-launch';
import styles from './launch-game-screen.module.css';

/**
 * /m/launchGame: the launch page (spec 2 route table; footer hidden). It finds the game, asks
 * for its address (spec 7 launch) and opens it in this window; on failure it says why in the
 * player's language with retry and back.
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation(['games', 'errors']);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const needsVendors = !search.get('vendor');
  const fair = search.get('fair') === '1';
  const vendorData = useVendorData();
  const plan = planLaunch(search, needsVendors ? vendorData.data?.mapping : undefined);
  const launch = useLaunchGame();
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const request = plan.kind === 'ready' ? plan.request : null;

  useEffect(() => {
    if (!session || !request || started.current === attempt) return;
    started.current = attempt;
    launch.mutate(request, {
      // The game page replaces this one: back from the game returns to where the player was.
      // `fair` (a bet record's fairness link) opens an in-house game on its fairness panel.
      onSuccess: ({ url }) => window.location.replace(fair ? `${url.split('#')[0]}#fair` : url),
    });
  }, [session, request, attempt, launch, fair]);

  // The lobby is for everyone (it lists vendors); launching needs a session (spec 5).
  if (plan.kind === 'lobby') return <Navigate to="/m/gameLobby" replace />;
  // Playdeck's lotteries: their own screens, which need no launch (browsing needs no session).
  if (plan.kind === 'site') return <Navigate to={plan.path} replace />;
  // Spec 5: launching needs a session, else /m/login (and back here after). A prize mode waits
  // for the vendors first: Playdeck's own lottery opens its lobby for visitors too.
  const decided = plan.kind !== 'needs-vendors' || vendorData.isError;
  if (!session && decided) return <Navigate to={loginPath(location)} replace />;

  const back = () => navigate(pageBackPath(search.get('pageBack')), { replace: true });
  const vendorName =
    plan.kind === 'ready'
      ? Object.values(vendorData.data?.mapping ?? {})
          .flat()
          .find((item) => item.vassalage === plan.vendor)?.name
      : undefined;
  const failed = launch.isError || plan.kind === 'unknown' || (needsVendors && vendorData.isError);
  const message = launch.isError
    ? errorText(launch.error, t)
    : needsVendors && vendorData.isError
      ? errorText(vendorData.error, t)
      : t('launch_unknown');

  return (
    <div className={styles.screen} data-testid="launch-game">
      <div className={styles.stage} data-state={failed ? 'failed' : 'loading'}>
        <span className={styles.glow} aria-hidden="true" />
        {failed ? (
          <span className={styles.alert}>
            <Icon name="alert" size={34} />
          </span>
        ) : (
          <Spinner size={54} />
        )}
      </div>
      {failed ? (
        <>
          <h2>{t('launch_failed')}</h2>
          <p data-testid="launch-error">{message}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={back} data-testid="launch-back">
              {t('common:back')}
            </button>
            {plan.kind !== 'unknown' && (
              <button
                type="button"
                className={styles.primary}
                data-testid="launch-retry"
                onClick={() => {
                  launch.reset();
                  if (vendorData.isError) void vendorData.refetch();
                  setAttempt((n) => n + 1);
                }}
              >
                {t('common:retry')}
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <h2>{t('launch_opening')}</h2>
          <p data-testid="launch-loading">{vendorName ?? t('launch_wait')}</p>
          <button type="button" className={styles.cancel} onClick={back}>
            {t('common:cancel')}
          </button>
        </>
      )}
    </div>
  );
}
