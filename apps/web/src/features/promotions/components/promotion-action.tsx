import type { PromotionKind, PromotionState } from '@playdeck/contracts';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useMoney } from '../../../lib/money/use-money';
import { Link, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { type PromotionWithState, useClaimPromotion, useJoinPromotion } from '../api/promotions';
import styles from './promotions.module.css';

/** What each state of spec 4 offers: a button (join, claim) or a label. */
const BUTTONS: Partial<Record<PromotionState, 'join' | 'claim'>> = { join: 'join', claim: 'claim' };

/** The kinds with a screen of their own, where a running promotion's card leads. */
const KIND_SCREENS: Partial<Record<PromotionKind, string>> = {
  referral: '/m/inviteFriends',
  mission: '/m/leaderBoard',
  leaderboard: '/m/leaderBoard',
};

/**
 * The promotion's action by its state: join (a visitor gets the login dialog), claim (disabled
 * while in flight, so a double tap sends one), otherwise the state's label.
 */
export function PromotionAction({
  promotion,
  wide = false,
  showAmount = true,
}: {
  promotion: PromotionWithState;
  wide?: boolean;
  /** The claim button names the amount (off where the row shows it beside). */
  showAmount?: boolean;
}) {
  const { t } = useTranslation(['promotions', 'errors']);
  const { format } = useMoney();
  const session = useSession();
  const location = useLocation();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const once = useSingleFlight();
  const button = BUTTONS[promotion.state];
  const busy = join.isPending || claim.isPending;

  // A red envelope rain is played on its own screen: the card leads there (countdown or live rain).
  if (promotion.kind === 'red_rain' && promotion.state !== 'close')
    return (
      <Link
        to="/m/redRain"
        className={`${styles.action} ${wide ? styles.wide : ''}`}
        data-kind="rain"
        data-testid="promotion-rain"
      >
        {t('red_rain_go')}
      </Link>
    );

  // The VIP club runs by itself for every member: its card leads to the member's benefits.
  if (promotion.kind === 'vip_club' && promotion.state === 'process')
    return (
      <Link
        to="/m/member/benefits"
        className={`${styles.action} ${wide ? styles.wide : ''}`}
        data-kind="go"
        data-testid="promotion-vip"
      >
        {t('go_vip_club')}
      </Link>
    );

  // Referrals, missions and leaderboards run on their own screens: the card leads there.
  const screen = KIND_SCREENS[promotion.kind];
  if (screen && (promotion.state === 'process' || promotion.state === 'joined'))
    return (
      <Link
        to={screen}
        className={`${styles.action} ${wide ? styles.wide : ''}`}
        data-kind="go"
        data-testid="promotion-go"
      >
        {t(`go_${promotion.kind}`)}
      </Link>
    );

  if (!button)
    return (
      <span className={styles.status} data-state={promotion.state} data-testid="promotion-state">
        {t(`state_${promotion.state}`)}
      </span>
    );

  const act = () => {
    if (!session) {
      openLoginDialog({ redirect: `${location.pathname}${location.search}` });
      return;
    }
    const action = button === 'join' ? join : claim;
    once(() =>
      action.mutateAsync(promotion.id).then(
        (mine) => {
          if (mine.state === 'claimed' || mine.state === 'issued')
            toast.success(t('claimed_toast', { amount: format(mine.amount ?? 0) }), 1500);
          else toast.success(t(`state_${mine.state}`));
        },
        (error) => toast.error(errorText(error, t)),
      ),
    );
  };
  return (
    <button
      type="button"
      className={`${styles.action} ${wide ? styles.wide : ''}`}
      data-kind={button}
      disabled={busy}
      onClick={act}
      data-testid={`promotion-${button}`}
    >
      {button === 'claim' && showAmount && promotion.mine?.amount
        ? t('claim_amount', { amount: format(promotion.mine.amount) })
        : t(`state_${promotion.state}`)}
    </button>
  );
}
