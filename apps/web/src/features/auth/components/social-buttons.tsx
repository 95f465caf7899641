import type { SocialProvider } from '@playdeck/contracts';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useStartSocial } from '../api/start-social';
import styles from './social-buttons.module.css';

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 24v-8.4h2.8l.4-3.3h-3.2v-2.1c0-.9.3-1.6 1.6-1.6h1.7V5.7a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.2v3.3H10V24z"
      />
    </svg>
  );
}

interface SocialButtonsProps {
  google: boolean;
  facebook: boolean;
  /** Where the player goes once signed in. */
  redirect: string;
}

/**
 * Spec 2 Login: social sign-in with two providers. The browser goes to the provider; it comes
 * back to /m/login?social=<code> (or ?socialError=<code>), which the login screen completes.
 */
export function SocialButtons({ google, facebook, redirect }: SocialButtonsProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const start = useStartSocial();
  if (!google && !facebook) return null;

  const go = (provider: SocialProvider) =>
    start.mutate(
      { provider, redirect },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => toast.error(errorText(error, t)),
      },
    );

  return (
    <div className={styles.social} data-testid="social-login">
      <div className={styles.divider}>
        <span>{t('or_continue_with')}</span>
      </div>
      <div className={styles.buttons}>
        {google && (
          <button
            type="button"
            className={styles.button}
            onClick={() => go('google')}
            disabled={start.isPending}
            data-testid="social-google"
          >
            <GoogleMark />
            <span>Google</span>
          </button>
        )}
        {facebook && (
          <button
            type="button"
            className={styles.button}
            onClick={() => go('facebook')}
            disabled={start.isPending}
            data-testid="social-facebook"
          >
            <FacebookMark />
            <span>Facebook</span>
          </button>
        )}
      </div>
    </div>
  );
}
