import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useLiveMark } from '../../../lib/use-live-mark';
import { useServiceLinks } from '../api/get-service-links';
import { ChannelMark } from './channel-mark';
import styles from './side-service-bar.module.css';

/** Spec 2: the telegram-style entrance opens up to three links. */
const TELEGRAM_LINKS = 3;
/** Other channels on the bar itself; the rest are on /m/service. */
const BAR_CHANNELS = 2;

/**
 * Spec 2 Home, side service bar: messaging and social channels on the right edge, a
 * telegram-style entrance that opens up to three links, and the referral button with the
 * invite-friends rule (to login without a session; /m/inviteFriends with REFERRAL on; else the
 * contact_service message). Home draws it; its code comes once the page has loaded (app/routes/home.tsx).
 */
export default function SideServiceBar() {
  const { t } = useTranslation(['content', 'common']);
  const links = useServiceLinks().data ?? [];
  const { flags } = useMerchantInfo();
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const live = useLiveMark<HTMLElement>();
  const telegram = links.filter((link) => link.type === 'telegram').slice(0, TELEGRAM_LINKS);
  const others = links.filter((link) => link.type !== 'telegram').slice(0, BAR_CHANNELS);

  const invite = () => {
    if (!session) navigate('/m/login');
    else if (flags.REFERRAL) navigate('/m/inviteFriends');
    else toast.info(t('common:contact_service'));
  };

  return (
    <aside ref={live} className={styles.bar} aria-label={t('side_bar')} data-testid="side-service-bar">
      {others.map((link) => (
        <a
          key={link.url}
          className={styles.button}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.name}
          data-testid={`side-${link.type}`}
        >
          <ChannelMark type={link.type} size={42} />
        </a>
      ))}
      {telegram.length > 0 && (
        <div className={styles.telegram}>
          <button
            type="button"
            className={styles.button}
            aria-expanded={open}
            aria-label={t('side_telegram')}
            onClick={() => setOpen((value) => !value)}
            data-testid="side-telegram"
          >
            <ChannelMark type="telegram" size={42} />
          </button>
          {open && (
            <ul className={styles.menu} data-testid="side-telegram-links">
              {telegram.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                    <ChannelMark type="telegram" size={28} />
                    <span>{link.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        type="button"
        className={`${styles.button} ${styles.invite}`}
        aria-label={t('side_invite')}
        onClick={invite}
        data-testid="side-invite"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </aside>
  );
}
