import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { openLoginDialog } from '../../lib/login-dialog';
import { useLocation, useNavigate } from '../../lib/router';
import { Button } from '../ui/button';
import styles from './session-panels.module.css';
import { WalletIcon } from './wallet-icon';

/**
 * What a visitor or a free-trial player sees on a screen that needs a member (spec 6; shown by
 * the router's session gate). A visitor: the login dialog opens (spec 2 Login: a protected
 * action) and brings the player back here. A free-trial account on a money screen: told
 * free_reject and offered the way to a real account (issue 8 item 24: no dead end).
 */
export function LoginRequired() {
  const { t } = useTranslation('wallet');
  const { pathname, search } = useLocation();
  const redirect = `${pathname}${search}`;
  useEffect(() => openLoginDialog({ redirect }), [redirect]);
  return (
    <div className={styles.state} data-testid="wallet-login-required">
      <span className={styles.mark}>
        <WalletIcon name="lock" size={32} />
      </span>
      <h2 className={styles.title}>{t('login_required_title')}</h2>
      <p className={styles.text}>{t('login_required_text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => openLoginDialog({ redirect })} testId="wallet-login">
          {t('login_required_action')}
        </Button>
      </div>
    </div>
  );
}

export function TrialRefused() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <div className={styles.state} data-testid="wallet-trial-refused">
      <span className={styles.mark}>
        <WalletIcon name="shield" size={32} />
      </span>
      <h2 className={styles.title}>{t('trial_title')}</h2>
      <p className={styles.text}>{t('common:free_reject')}</p>
      <div className={styles.actions}>
        <Button onClick={() => navigate('/m/register')} testId="wallet-trial-register">
          {t('trial_register')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/m/home')} testId="wallet-trial-home">
          {t('back_home')}
        </Button>
      </div>
    </div>
  );
}
