import type { ResponsibleGamingStatus } from '@playdeck/contracts';
import { playedParts } from '@playdeck/contracts/reality-check';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { serverNow } from '../../../lib/server-clock';
import { useModalFocus } from '../../../lib/use-modal-focus';
import { NS } from '../services/namespace';
import styles from './reality-check.module.css';
import { RgIcon } from './rg-icon';

interface RealityCheckDialogProps {
  status: ResponsibleGamingStatus;
  onContinue(): void;
  onHistory(): void;
  onSignOut(): void;
}

/**
 * The reminder itself: a modal the player answers with a choice (continue, see the history, or
 * log out). A tap beside it or Escape does not close it; focus starts in it and stays in it.
 */
export function RealityCheckDialog({ status, onContinue, onHistory, onSignOut }: RealityCheckDialogProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLElement>(null);
  const { format, signed } = useMoney();
  const { session } = status;
  const { hours, minutes } = playedParts(serverNow() - Date.parse(session.startedAt));
  const net = session.won - session.staked;

  // Focus kept in it (Tab goes round its buttons) and given back when it closes.
  useModalFocus(dialog);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className={styles.layer}>
      <section
        ref={dialog}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        data-testid="reality-check"
      >
        <span className={styles.mark} aria-hidden="true">
          <RgIcon name="clock" size={30} />
        </span>
        <h2 id={titleId}>{t('reality_title')}</h2>
        <p id={textId} className={styles.played} data-testid="reality-played">
          {hours > 0 ? t('played_hm', { hours, minutes }) : t('played_m', { minutes })}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('staked')}</dt>
            <dd data-testid="reality-staked">{format(session.staked)}</dd>
          </div>
          <div>
            <dt>{t('won')}</dt>
            <dd data-testid="reality-won">{format(session.won)}</dd>
          </div>
          <div className={styles.net} data-tone={net > 0 ? 'up' : net < 0 ? 'down' : 'even'}>
            <dt>{t('net_result')}</dt>
            <dd data-testid="reality-net">{signed(net)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button onClick={onContinue} testId="reality-continue">
            {t('reality_continue')}
          </Button>
          <Button
            variant="secondary"
            onClick={onHistory}
            icon={<RgIcon name="history" size={18} />}
            testId="reality-history"
          >
            {t('reality_history')}
          </Button>
          <button type="button" className={styles.logout} onClick={onSignOut} data-testid="reality-logout">
            <RgIcon name="logout" size={18} />
            {t('reality_logout')}
          </button>
        </div>
      </section>
    </div>
  );
}
