import { WalletIcon } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import { Button } from '../../../components/ui/button';
import { confirmDialog } from '../../../components/ui/dialog-store';
import ui from '../../../components/ui/surface.module.css';
import { toast } from '../../../components/ui/toast-store';
import { deviceName } from '../../../lib/device-name';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { useSignOutOthers } from '../api/sign-out-others';
import type { SessionEntry } from '../api/types';
import styles from './security-sessions.module.css';

/** Where the account is signed in, and "sign out other devices". */
export function SecuritySessions({ sessions }: { sessions: SessionEntry[] }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const signOut = useSignOutOthers();
  const others = sessions.filter((s) => !s.current).length;

  const onSignOut = async () => {
    const sure = await confirmDialog({
      message: t('sessions_confirm', { count: others }),
      confirmLabel: t('sign_out'),
    });
    if (!sure) return;
    try {
      await signOut.mutateAsync();
      toast.success(t('sessions_done'), 1500);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <section className={`${ui.card} ${page.card}`} data-testid="security-sessions">
      <h2 className={page.cardTitle}>
        <WalletIcon name="device" />
        {t('sessions_title')}
      </h2>
      <div className={styles.list}>
        {[...sessions]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((session) => {
            const device = deviceName(session.userAgent);
            const name =
              device.browser && device.system
                ? t('device_on', { browser: device.browser, system: device.system })
                : (device.system ?? device.browser ?? session.device ?? t('device_unknown'));
            return (
              <div
                key={session.id}
                className={styles.session}
                data-current={session.current || undefined}
                data-testid={session.current ? 'session-current' : 'session-other'}
              >
                <span className={styles.icon}>
                  <WalletIcon name={device.system === 'Windows' || device.system === 'Mac' ? 'device' : 'phone'} />
                </span>
                <span className={styles.text}>
                  <span>{name}</span>
                  <small>
                    {[session.ip, t('last_seen', { time: formatDateTime(session.lastSeenAt) })]
                      .filter(Boolean)
                      .join(' · ')}
                  </small>
                </span>
                {session.current && <span className={`${ui.pill} ${styles.current}`}>{t('this_device')}</span>}
              </div>
            );
          })}
      </div>
      <Button
        variant="secondary"
        icon={<WalletIcon name="logout" />}
        onClick={() => void onSignOut()}
        disabled={others === 0}
        loading={signOut.isPending}
        testId="sessions-sign-out-others"
      >
        {t('sessions_sign_out_others')}
      </Button>
    </section>
  );
}
