import { useBalanceVisibility } from '../../../lib/balance-visibility';
import { formatMoney, MASKED_BALANCE } from '../../../lib/format';
import { greetingFor } from '../../../lib/greeting';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useIsTrial, useMemberShape, useSession } from '../../../lib/session';
import { useBalance } from '../api/get-balance';
import styles from './player-greeting.module.css';

/**
 * The logged-in home's first card: a greeting by the local hour and the balance; with an empty
 * wallet it offers the first deposit instead. Its height is the same loading or loaded.
 */
export default function PlayerGreeting() {
  const { t } = useTranslation();
  const session = useSession();
  const trial = useIsTrial();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const { data: wallet } = useBalance();
  // A member's page as the server drew it (issue 16): the card's place, filled in once the app has it.
  const member = useMemberShape();
  if (!session && !member) return null;
  const greeting = session ? t(`greeting_${greetingFor(new Date().getHours())}`, { name: session.userName }) : ' ';
  const empty = wallet !== undefined && wallet.sumBalance === 0 && !trial;
  return (
    <section
      className={`${styles.card} ${empty ? styles.offer : ''}`}
      data-testid="player-greeting"
      data-state={wallet ? (empty ? 'empty' : 'funded') : 'loading'}
    >
      <div className={styles.text}>
        <h2>{greeting}</h2>
        {empty ? (
          <p data-testid="first-deposit-offer">{t('first_deposit_offer')}</p>
        ) : (
          <p>
            <span className={styles.label}>{t('balance')}</span>{' '}
            <strong className={styles.amount}>
              {wallet
                ? hidden
                  ? `${wallet.currency.symbol}${MASKED_BALANCE}`
                  : formatMoney(wallet.sumBalance, wallet.currency)
                : ' '}
            </strong>
          </p>
        )}
      </div>
      {!trial && (
        <div className={styles.actions}>
          <Link to="/m/voucherCenter" className={styles.primary} data-testid="greeting-deposit">
            {empty ? t('first_deposit_button') : t('deposit')}
          </Link>
          {!empty && (
            <Link to="/m/withdraw" className={styles.secondary}>
              {t('withdraw')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
